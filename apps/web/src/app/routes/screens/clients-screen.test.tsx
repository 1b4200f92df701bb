import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { clientFixture, clientsList, pageFixture, clientStatsFixture } from '@/testing/fixtures/pages';
import { ClientsScreen } from '@/app/routes/screens/client-screens';
import { findOpenDialog } from '@/testing/dialogs';

/** An account that holds tags but has no profile yet: listed with the account's id (issue 20). */
const WITHOUT_PROFILE = clientFixture({
  id: '55555555-5555-4555-8555-555555555555',
  userId: '55555555-5555-4555-8555-555555555555',
  name: 'Lena Sem Página',
  email: null,
  page: null,
  publicPageSlug: null,
  isPrimary: false,
  withoutProfile: true,
  user: {
    id: '55555555-5555-4555-8555-555555555555',
    email: 'lena@exemplo.com',
    name: 'Lena Sem Página',
    role: 'USER',
  },
});

function serve(clients = [clientFixture(), WITHOUT_PROFILE]) {
  return stubFetch((request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/admin/clients/stats')
      return jsonResponse(200, clientStatsFixture({ total: clients.length, withMedicalInfo: 0, withoutActivePage: 1 }));
    if (method === 'GET' && path === '/api/admin/clients') {
      const only = request.search.get('withoutActivePage') === 'true';
      return jsonResponse(200, clientsList(only ? clients.filter((client) => !client.page) : clients));
    }
    if (method === 'GET' && path.startsWith('/api/public/pages/validate-slug/'))
      return jsonResponse(200, { available: true, suggestions: [] });
    if (method === 'POST' && path === '/api/admin/pages')
      return jsonResponse(201, pageFixture({ id: 'nova', slug: 'lena-sem-pagina' }));
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });
}

const cardOf = async (name: string) =>
  (await screen.findByText(name)).closest<HTMLElement>('[data-testid="client-card"]')!;

describe('clients screen: a client without a page', () => {
  it("shows 'Sem página' and 'Criar página' in place of its profile link, and cannot be edited before it has one", async () => {
    serve();
    signInAs('admin');
    renderRoute(<ClientsScreen />, { path: '/admin/clients' });
    const card = within(await cardOf('Lena Sem Página'));
    expect(card.getByText('Sem página')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Criar página: Lena Sem Página' })).toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Editar/ })).not.toBeInTheDocument();
    expect(card.getByText('lena@exemplo.com')).toBeInTheDocument();
    // A client with its page keeps Editar and Perfil, no badge.
    const maria = within(await cardOf('Maria Silva'));
    expect(maria.queryByText('Sem página')).not.toBeInTheDocument();
    expect(maria.getByRole('link', { name: /Perfil/ })).toBeInTheDocument();
  });

  it("'Criar página' opens 'Nova Página' with that client chosen and posts its id", async () => {
    stubResizeObserver();
    const { requests } = serve();
    signInAs('admin');
    const { user } = renderRoute(<ClientsScreen />, { path: '/admin/clients' });
    const card = within(await cardOf('Lena Sem Página'));
    await user.click(card.getByRole('button', { name: 'Criar página: Lena Sem Página' }));
    const modal = await findOpenDialog('Nova Página');
    expect(modal.getByLabelText('Título')).toHaveValue('Lena Sem Página');
    await waitFor(() => expect(modal.getByLabelText('Cliente')).toHaveValue(WITHOUT_PROFILE.id));
    expect(await modal.findByText('Slug disponível', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Criar Página' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === '/api/admin/pages')).toBe(true));
    const post = requests.find((r) => r.method === 'POST' && r.path === '/api/admin/pages')!;
    expect(post.body).toMatchObject({
      profileId: WITHOUT_PROFILE.id,
      title: 'Lena Sem Página',
      slug: 'lena-sem-pagina',
    });
  });

  it("?semPagina=1 (the insight's link) asks the server for the clients without an active page only", async () => {
    const { requests } = serve();
    signInAs('admin');
    renderRoute(<ClientsScreen />, { path: '/admin/clients', initialEntry: '/admin/clients?semPagina=1' });
    await cardOf('Lena Sem Página');
    expect(screen.queryByText('Maria Silva')).not.toBeInTheDocument();
    const list = requests.filter((r) => r.path === '/api/admin/clients');
    expect(list.at(-1)!.search.get('withoutActivePage')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'Filtrar clientes por página' })).toHaveValue('1');
  });
});
