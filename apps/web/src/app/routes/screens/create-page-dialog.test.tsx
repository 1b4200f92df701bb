import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute, renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { clientFixture, clientsList, pageFixture, clientStatsFixture } from '@/testing/fixtures/pages';
import { ClientsScreen } from '@/app/routes/screens/client-screens';
import { PagesScreen } from '@/features/pages/components/pages-screen';
import { findOpenDialog } from '@/testing/dialogs';

const FREE_CLIENT = clientFixture({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Ana Costa',
  page: null,
  publicPageSlug: null,
});
const TAKEN = 'maria-silva';

/** The pages screen's calls; the slug check answers through `validate` (taken: 'maria-silva'). */
function api(validate?: FetchHandler, clients = [clientFixture(), FREE_CLIENT]): FetchHandler {
  return (request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/admin/pages') {
      return jsonResponse(200, { pages: [pageFixture()], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    }
    if (method === 'GET' && path === '/api/admin/pages/stats')
      return jsonResponse(200, { total: 1, active: 1, totalViews: 12, averageViewsPerPage: 12 });
    if (method === 'GET' && path === '/api/admin/clients') return jsonResponse(200, clientsList(clients));
    if (method === 'GET' && path === '/api/admin/clients/stats')
      return jsonResponse(200, clientStatsFixture({ total: clients.length }));
    if (method === 'GET' && path.startsWith('/api/public/pages/validate-slug/')) {
      if (validate) return validate(request);
      const slug = decodeURIComponent(path.split('/').pop()!);
      return jsonResponse(
        200,
        slug === TAKEN
          ? { available: false, suggestions: ['maria-silva-2', 'maria-silva-3'] }
          : { available: true, suggestions: [] },
      );
    }
    if (method === 'POST' && path === '/api/admin/pages')
      return jsonResponse(201, pageFixture({ id: 'new', slug: 'nova' }));
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

async function openModal() {
  signInAs('admin');
  const utils = renderRoute(<PagesScreen />, { path: '/admin/pages' });
  await utils.user.click(await screen.findByRole('button', { name: 'Nova Página' }));
  const modal = await findOpenDialog('Nova Página');
  return { ...utils, modal };
}

const slugChecks = (requests: ReturnType<typeof stubFetch>['requests']) =>
  requests
    .filter((r) => r.path.startsWith('/api/public/pages/validate-slug/'))
    .map((r) => decodeURIComponent(r.path.split('/').pop()!));

describe("'Nova Página' modal", () => {
  beforeEach(stubResizeObserver);

  it('asks for title, slug and client, with the spec messages, and sends nothing', async () => {
    const { requests } = stubFetch(api());
    const { user, modal } = await openModal();
    await user.click(modal.getByRole('button', { name: 'Criar Página' }));
    expect(await modal.findByText('Título é obrigatório.')).toBeInTheDocument();
    expect(modal.getByText('Slug é obrigatório.')).toBeInTheDocument();
    expect(modal.getByText('Selecione um cliente.')).toBeInTheDocument();

    await user.type(modal.getByLabelText('Slug'), '-Meu--Slug');
    expect(modal.getByLabelText('Slug')).toHaveValue('-meu--slug');
    await user.click(modal.getByRole('button', { name: 'Criar Página' }));
    expect(await modal.findByText('Slug deve conter apenas letras minúsculas, números e hífens')).toBeInTheDocument();
    // A slug that breaks the format rules is never sent to the availability check.
    expect(slugChecks(requests)).toEqual([]);
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('generates the slug from the title and checks it 500 ms after typing stops: available', async () => {
    const { requests } = stubFetch(api());
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Página da Ana');
    expect(modal.getByLabelText('Slug')).toHaveValue('pagina-da-ana');
    // Nothing asked while typing: the check waits for the pause.
    expect(slugChecks(requests)).toEqual([]);
    expect(await modal.findByText('Slug disponível')).toBeInTheDocument();
    expect(slugChecks(requests)).toEqual(['pagina-da-ana']);
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeEnabled();
    expect(modal.getByTestId('url-preview')).toHaveTextContent('/p/pagina-da-ana');
  });

  it("a taken slug: 'Este slug já está em uso. Escolha outro.', suggestions, submit disabled; a suggestion fixes it", async () => {
    const { requests } = stubFetch(api());
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Maria');
    await user.clear(modal.getByLabelText('Slug'));
    await user.type(modal.getByLabelText('Slug'), 'Maria-Silva');
    expect(await modal.findByText('Este slug já está em uso. Escolha outro.')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeDisabled();

    await user.click(modal.getByRole('button', { name: 'maria-silva-2' }));
    expect(modal.getByLabelText('Slug')).toHaveValue('maria-silva-2');
    expect(await modal.findByText('Slug disponível')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeEnabled();
    expect(slugChecks(requests)).toContain('maria-silva-2');
  });

  it('a slug edited by hand stays as typed: backspaced to empty it does not refill from the title', async () => {
    stubFetch(api());
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Página');
    const slug = modal.getByLabelText('Slug');
    expect(slug).toHaveValue('pagina');
    await user.click(slug);
    for (let i = 0; i < 'pagina'.length; i += 1) await user.keyboard('{Backspace}');
    expect(slug).toHaveValue('');
    await user.type(slug, 'thor');
    expect(slug).toHaveValue('thor');
    // The title changing later does not overwrite the typed slug either.
    await user.type(modal.getByLabelText('Título'), ' Nova');
    expect(slug).toHaveValue('thor');
  });

  it("a reserved slug ('dashboard') shows 'Este slug é reservado e não pode ser usado' live and disables submit", async () => {
    stubFetch(
      api((request) =>
        decodeURIComponent(request.path.split('/').pop()!) === 'dashboard'
          ? jsonResponse(200, {
              available: false,
              suggestions: ['dashboard-perfil'],
              message: 'Este slug é reservado e não pode ser usado',
            })
          : jsonResponse(200, { available: true, suggestions: [] }),
      ),
    );
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Ana');
    await user.clear(modal.getByLabelText('Slug'));
    await user.type(modal.getByLabelText('Slug'), 'Dashboard');
    // At once, before any pause or answer.
    expect(modal.getByRole('alert')).toHaveTextContent('Este slug é reservado e não pode ser usado');
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeDisabled();
    // The server's suggestions follow; picking one frees the submit.
    await user.click(await modal.findByRole('button', { name: 'dashboard-perfil' }));
    expect(await modal.findByText('Slug disponível')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeEnabled();
  });

  it('while the check is on its way the state is checking and submit is disabled', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubFetch(api(() => new Promise<Response>((resolve) => (answer = resolve))));
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Pendente');
    expect(await modal.findByText('Verificando disponibilidade...')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeDisabled();
    // 'Verificando...' shows from the first keystroke; the request leaves after the debounce.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(jsonResponse(200, { available: true, suggestions: [] }));
    expect(await modal.findByText('Slug disponível')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeEnabled();
  });

  it('keywords are added once and removed; the request carries only the fields that were filled', async () => {
    const { requests } = stubFetch(api());
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), '  Página da Ana ');
    await user.selectOptions(modal.getByLabelText('Cliente'), FREE_CLIENT.id);
    // The client that already has a page cannot be chosen.
    expect(modal.getByRole('option', { name: /Maria Silva — já tem página/ })).toBeDisabled();

    const keyword = modal.getByLabelText('Palavras-chave');
    const add = modal.getByRole('button', { name: 'Adicionar palavra-chave' });
    expect(add).toBeDisabled();
    await user.type(keyword, 'emergência{Enter}');
    await user.type(keyword, 'alergia');
    await user.click(add);
    await user.type(keyword, ' EMERGÊNCIA ');
    expect(add).toBeDisabled();
    expect(modal.getByText('Esta palavra-chave já foi adicionada.')).toBeInTheDocument();
    await user.clear(keyword);
    await user.click(modal.getByRole('button', { name: 'Remover palavra-chave alergia' }));
    expect(
      within(modal.getByRole('list', { name: 'Palavras-chave adicionadas' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['emergência']);

    await modal.findByText('Slug disponível');
    await user.click(modal.getByRole('button', { name: 'Criar Página' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      title: 'Página da Ana',
      slug: 'pagina-da-ana',
      profileId: FREE_CLIENT.id,
      theme: {
        primaryColor: '#3B82F6',
        backgroundColor: '#F3F4F6',
        textColor: '#111827',
        fontFamily: 'Inter, sans-serif',
      },
      seo: { keywords: ['emergência'] },
    });
    expect(await screen.findByText('Página criada com sucesso!')).toBeInTheDocument();
  });

  it("a failed create shows the server's message, else 'Erro ao criar página. Tente novamente.'", async () => {
    stubFetch((request) => (request.method === 'POST' ? jsonResponse(500) : api()(request)));
    const { user, modal } = await openModal();
    await user.type(modal.getByLabelText('Título'), 'Outra');
    await user.selectOptions(modal.getByLabelText('Cliente'), FREE_CLIENT.id);
    await modal.findByText('Slug disponível');
    await user.click(modal.getByRole('button', { name: 'Criar Página' }));
    expect(await modal.findByText('Erro ao criar página. Tente novamente.')).toBeInTheDocument();
  });

  it("every client already has a page: the modal says 'Todos os clientes já têm uma página pública', cannot submit, and offers 'Novo Cliente'", async () => {
    stubFetch(api(undefined, [clientFixture()]));
    signInAs('admin');
    const { user } = renderRoutes(
      [
        { path: '/admin/pages', element: <PagesScreen /> },
        { path: '/admin/clients', element: <ClientsScreen /> },
      ],
      { initialEntry: '/admin/pages' },
    );
    await user.click(await screen.findByRole('button', { name: 'Nova Página' }));
    const modal = await findOpenDialog('Nova Página');
    expect(await modal.findByText('Todos os clientes já têm uma página pública')).toBeInTheDocument();
    expect(modal.getByRole('option', { name: /Maria Silva — já tem página/ })).toBeDisabled();
    expect(modal.getByRole('button', { name: 'Criar Página' })).toBeDisabled();
    // 'Novo Cliente' opens the client dialog on the clients screen (a new client gets its page at creation).
    await user.click(modal.getByRole('link', { name: 'Novo Cliente' }));
    expect(await screen.findByRole('dialog', { name: 'Novo Cliente' })).toBeInTheDocument();
  });

  it('a client without a page to choose: no such notice', async () => {
    stubFetch(api());
    const { modal } = await openModal();
    expect(await modal.findByRole('option', { name: 'Ana Costa' })).toBeEnabled();
    expect(modal.queryByText('Todos os clientes já têm uma página pública')).not.toBeInTheDocument();
  });
});
