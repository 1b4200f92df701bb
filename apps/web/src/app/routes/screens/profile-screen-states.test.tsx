import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { tagFixture } from '@/testing/fixtures/tags';
import { accountProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { PublicProfileScreen } from '@/app/routes/screens/public-profile-screen';
import { OwnerTagLinks } from '@/app/routes/screens/owner-tag-links';
import { MyPageEditorScreen } from '@/app/routes/screens/my-page-editor-screen';

const myPage = pageFixture({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  slug: 'bruno-usuario',
  title: 'Bruno Usuário',
  publicUrl: 'https://tags.exemplo.com.br/p/bruno-usuario',
});
const tag = tagFixture({
  id: 't1',
  assignedUserId: 'user-1',
  assignedUserName: 'Bruno Usuário',
  assignedUserEmail: 'usuario@demo.portal',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  meta: {},
});
const tagList = (items: unknown[]) =>
  jsonResponse(200, { items, pagination: { page: 1, limit: 100, total: items.length, totalPages: 1 } });
const notFound = () => jsonResponse(404, { code: 'NOT_FOUND', message: 'Página não encontrada.' });
/** GET /me/profiles: the owner's one (primary) profile, without a page yet. */
const profiles = () => jsonResponse(200, profilesList([accountProfileFixture({ page: null, tags: [] })]));

/** The screen's two reads: the owner's page and the owner's tags (an admin's view of them too). */
function api({
  page = (() => jsonResponse(200, myPage)) as FetchHandler,
  tags = (() => tagList([tag])) as FetchHandler,
} = {}): FetchHandler {
  return (request) => {
    if (request.method === 'GET' && request.path === '/api/me/page') return page(request);
    if (request.method === 'GET' && request.path === '/api/me/profiles') return profiles();
    if (request.method === 'GET' && (request.path === '/api/me/bracelets' || request.path === '/api/admin/bracelets'))
      return tags(request);
    return jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' });
  };
}

function renderScreen() {
  signInAs('user');
  return renderRoute(<PublicProfileScreen />, { path: '/user/public' });
}

describe("'Perfil Público': the states of the screen (spec section 2)", () => {
  beforeEach(stubResizeObserver);

  it("'Carregando...' while the page is on its way", async () => {
    stubFetch(api({ page: () => new Promise<Response>(() => undefined) }));
    renderScreen();
    expect(await screen.findByRole('list', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    expect(screen.queryByRole('button', { name: 'Criar página pública' })).not.toBeInTheDocument();
  });

  it('a page that does not load says so, and "Tentar novamente" asks again', async () => {
    let calls = 0;
    // A 4xx: the query client does not retry those, so the failure shows at once.
    stubFetch(
      api({
        page: () =>
          ++calls === 1
            ? jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' })
            : jsonResponse(200, myPage),
      }),
    );
    const { user } = renderScreen();
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Não foi possível carregar a sua página pública.');
    await user.click(within(failure).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('public-url')).toHaveTextContent('https://tags.exemplo.com.br/p/bruno-usuario');
  });

  it('without a page: the prompt names the suggested address /p/{slug from the name}', async () => {
    stubFetch(api({ page: notFound }));
    renderScreen();
    expect(await screen.findByText('Você ainda não tem uma página pública')).toBeInTheDocument();
    expect(screen.getByText('/p/bruno-usuario')).toBeInTheDocument();
  });

  it("the page's URL: copy says 'URL copiada para a área de transferência!', Abrir opens it in a new tab", async () => {
    stubFetch(api());
    const { user } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Copiar URL da página' }));
    expect(await screen.findByText('URL copiada para a área de transferência!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('https://tags.exemplo.com.br/p/bruno-usuario');
    const open = screen.getByRole('link', { name: 'Abrir' });
    expect(open).toHaveAttribute('href', 'https://tags.exemplo.com.br/p/bruno-usuario');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('an inactive page is marked Inativa and the owner is told visitors do not see it', async () => {
    stubFetch(api({ page: () => jsonResponse(200, { ...myPage, isActive: false }) }));
    renderScreen();
    expect(await screen.findByText('Inativa')).toBeInTheDocument();
    expect(
      screen.getByText('A página está inativa: os visitantes não a veem. Fale com o administrador.'),
    ).toBeInTheDocument();
  });

  it("tag URLs are on the page's site, and copying one copies /t/{code}", async () => {
    stubFetch(api());
    const { user } = renderScreen();
    expect(await screen.findByText('https://tags.exemplo.com.br/t/PULS0001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar URL da tag PULS0001' }));
    await screen.findByText('URL copiada para a área de transferência!');
    expect(await navigator.clipboard.readText()).toBe('https://tags.exemplo.com.br/t/PULS0001');
  });

  it("no tags: 'Nenhuma tag atribuída'", async () => {
    stubFetch(api({ tags: () => tagList([]) }));
    renderScreen();
    expect(await screen.findByText('Nenhuma tag atribuída')).toBeInTheDocument();
  });

  it("tags that do not load: 'Não foi possível carregar suas tags.'", async () => {
    stubFetch(api({ tags: () => jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' }) }));
    renderScreen();
    expect(await screen.findByText('Não foi possível carregar suas tags.')).toBeInTheDocument();
  });
});

describe("a client's tags as the admin sees them ('Editar Cliente')", () => {
  beforeEach(stubResizeObserver);

  it("'Tags do cliente' lists the owner's tags and 'Atribuir tag' opens the assign dialog for that owner", async () => {
    const { requests } = stubFetch(api());
    signInAs('admin');
    const { user } = renderRoute(<OwnerTagLinks userId="user-1" userName="Bruno Usuário" pageUrl={myPage.publicUrl} />);
    expect(screen.getByRole('heading', { name: 'Tags do cliente' })).toBeInTheDocument();
    expect(await screen.findByText('https://tags.exemplo.com.br/t/PULS0001')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/admin/bracelets')?.search.get('assignedUserId')).toBe('user-1');
    await user.click(screen.getByRole('button', { name: 'Atribuir tag' }));
    expect(await screen.findByRole('dialog', { name: 'Atribuir tag' })).toBeInTheDocument();
  });
});

describe("the owner's page editor (/user/product/edit/{id}): its states", () => {
  beforeEach(stubResizeObserver);

  /** The editor on the owner's page, with the slug check free and `save` answering the PUT (and its admin fallback). */
  function openEditor({
    page = (() => jsonResponse(200, myPage)) as FetchHandler,
    save = (() => jsonResponse(200, myPage)) as FetchHandler,
  } = {}) {
    const { requests } = stubFetch((request) => {
      if (request.method === 'GET' && request.path === '/api/me/page') return page(request);
      if (request.method === 'GET' && request.path === '/api/me/profiles') return profiles();
      // The primary profile, whole, and its write (made before the page's).
      if (request.path === `/api/me/profiles/${myPage.profileId}`)
        return jsonResponse(200, accountProfileFixture({ id: myPage.profileId, page: null, tags: [] }));
      if (request.method === 'PUT') return save(request);
      if (request.path.startsWith('/api/public/pages/validate-slug/'))
        return jsonResponse(200, { available: true, suggestions: [] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    });
    signInAs('user');
    const utils = renderRoute(<MyPageEditorScreen />, {
      path: '/user/product/edit/:id',
      initialEntry: `/user/product/edit/${myPage.id}`,
    });
    return { ...utils, requests };
  }

  it("without a page yet: 'Você ainda não tem uma página pública', sent to Perfil Público", async () => {
    openEditor({ page: notFound });
    expect(await screen.findByText('Você ainda não tem uma página pública')).toBeInTheDocument();
    expect(screen.getByText('Crie-a em Perfil Público.')).toBeInTheDocument();
  });

  it("'Voltar' goes back to /user/public", async () => {
    const { user } = openEditor();
    await user.click((await screen.findAllByRole('button', { name: 'Voltar' }))[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/user/public');
  });

  it("a refused profile write shows the server's message and the page is not written", async () => {
    const { requests } = stubFetch((request) => {
      if (request.method === 'GET' && request.path === '/api/me/page') return jsonResponse(200, myPage);
      if (request.method === 'GET' && request.path === '/api/me/profiles') return profiles();
      if (request.method === 'GET' && request.path === `/api/me/profiles/${myPage.profileId}`)
        return jsonResponse(200, accountProfileFixture({ id: myPage.profileId, page: null, tags: [] }));
      if (request.method === 'PUT' && request.path === `/api/me/profiles/${myPage.profileId}`)
        return jsonResponse(400, { code: 'VALIDATION_ERROR', message: 'Email válido é obrigatório.', field: 'email' });
      if (request.path.startsWith('/api/public/pages/validate-slug/'))
        return jsonResponse(200, { available: true, suggestions: [] });
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    });
    signInAs('user');
    const { user } = renderRoute(<MyPageEditorScreen />, {
      path: '/user/product/edit/:id',
      initialEntry: `/user/product/edit/${myPage.id}`,
    });
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect((await screen.findAllByText('Email válido é obrigatório.')).length).toBeGreaterThan(0);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/me/profiles/${myPage.profileId}`,
    ]);
  });

  it("a save that fails on both endpoints: 'Erro ao salvar cliente. Tente novamente.'", async () => {
    const { user, requests } = openEditor({ save: () => jsonResponse(500, {}) });
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    expect(await screen.findByText('Erro ao salvar cliente. Tente novamente.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/me/profiles/${myPage.profileId}`,
      `/api/me/page/${myPage.id}`,
      `/api/public/admin/pages/${myPage.id}`,
    ]);
  });
});
