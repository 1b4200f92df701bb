import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { PROFILE_TEXTS } from '@portal/shared';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { tagFixture } from '@/testing/fixtures/tags';
import { photoFixture, photoList } from '@/testing/fixtures/photos';
import { accountProfileFixture, petProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { PublicProfileScreen } from '@/app/routes/screens/public-profile-screen';
import { MyPageEditorScreen } from '@/app/routes/screens/my-page-editor-screen';

const myPage = pageFixture({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  slug: 'bruno-usuario',
  title: 'Bruno Usuário',
  publicUrl: 'http://localhost:3000/p/bruno-usuario',
});
const thor = petProfileFixture();
const profiles = profilesList([
  accountProfileFixture({ id: myPage.profileId, name: 'Bruno Usuário', isPrimary: true }),
  thor,
]);
const tag = tagFixture({
  id: 't1',
  assignedUserId: 'user-1',
  assignedUserName: 'Bruno Usuário',
  assignedUserEmail: 'usuario@demo.portal',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  meta: {},
});

function api({ page = null as unknown, create }: { page?: unknown; create?: FetchHandler } = {}): FetchHandler {
  return (request) => {
    const key = `${request.method} ${request.path}`;
    if (key === 'GET /api/me/page')
      return page
        ? jsonResponse(200, page)
        : jsonResponse(404, { code: 'NOT_FOUND', message: 'Página não encontrada.' });
    if (key === 'GET /api/me/bracelets')
      return jsonResponse(200, { items: [tag], pagination: { page: 1, limit: 100, total: 1, totalPages: 1 } });
    if (key === 'POST /api/me/page' && create) return create(request);
    if (key === 'GET /api/me/profiles') return jsonResponse(200, profiles);
    if (key === `GET /api/me/profiles/${myPage.profileId}`) return jsonResponse(200, profiles.profiles[0]);
    if (key === `PUT /api/me/profiles/${myPage.profileId}`) return jsonResponse(200, profiles.profiles[0]);
    if (key === `GET /api/me/photos/profiles/${thor.id}`)
      return jsonResponse(200, photoList([photoFixture({ originalName: 'thor.jpg', isMain: true })]));
    if (key === `GET /api/me/photos/profiles/${myPage.profileId}`)
      return jsonResponse(200, photoList([photoFixture({ originalName: 'minha-foto.jpg', isMain: true })]));
    if (key === 'PUT /api/me/page/' + myPage.id) return jsonResponse(200, myPage);
    if (request.path.startsWith('/api/public/pages/validate-slug/'))
      return jsonResponse(200, { available: true, suggestions: [] });
    return jsonResponse(403, { code: 'FORBIDDEN', message: 'Acesso negado' });
  };
}

describe("'Perfil Público' (/user/public)", () => {
  beforeEach(stubResizeObserver);

  it('without a page: the prompt creates it with the slug made from the name, then shows the URL and the edit button', async () => {
    const { requests } = stubFetch(api({ create: () => jsonResponse(201, myPage) }));
    signInAs('user');
    const { user } = renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    await user.click(await screen.findByRole('button', { name: 'Criar página pública' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/me/page',
      body: { userId: 'user-1', name: 'Bruno Usuário', publicPageSlug: 'bruno-usuario' },
    });
    expect(await screen.findByTestId('public-url')).toHaveTextContent('http://localhost:3000/p/bruno-usuario');
    expect(screen.getByRole('link', { name: 'Editar página' })).toHaveAttribute(
      'href',
      `/user/product/edit/${myPage.id}`,
    );
  });

  it("when creating fails (and so does the admin fallback): 'Não foi possível criar a sua página pública.'", async () => {
    const { requests } = stubFetch(api({ create: () => jsonResponse(500) }));
    signInAs('user');
    const { user } = renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    await user.click(await screen.findByRole('button', { name: 'Criar página pública' }));
    expect(await screen.findByText('Não foi possível criar a sua página pública.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/me/page',
      '/api/public/admin/pages',
    ]);
  });

  it('lists the public URL of each tag, and no assign button for a user', async () => {
    stubFetch(api({ page: myPage }));
    signInAs('user');
    renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    expect(await screen.findByText('http://localhost:3000/t/PULS0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir a página da tag PULS0001' })).toHaveAttribute(
      'href',
      'http://localhost:3000/t/PULS0001',
    );
    expect(screen.queryByRole('button', { name: 'Atribuir tag' })).not.toBeInTheDocument();
  });

  it("lists the account's profiles (the primary marked 'Principal'), and the gallery shows the photos of the profile picked", async () => {
    stubFetch(api({ page: myPage }));
    signInAs('user');
    const { user } = renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    const list = await screen.findByRole('list', { name: PROFILE_TEXTS.listTitle });
    expect(within(list).getByRole('listitem', { name: 'Bruno Usuário' })).toHaveTextContent(PROFILE_TEXTS.primaryBadge);
    expect(within(list).getByRole('listitem', { name: 'Thor' })).toHaveTextContent('Animal');
    expect(screen.getByRole('button', { name: PROFILE_TEXTS.newProfile })).toBeEnabled();

    expect(await screen.findByRole('button', { name: 'Ver minha-foto.jpg' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Fotos do perfil'), thor.id);
    expect(await screen.findByRole('heading', { name: 'Fotos de Thor' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ver thor.jpg' })).toBeInTheDocument();
  });

  it("without a session: 'Tem de iniciar sessão.'", async () => {
    stubFetch(api());
    renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    expect(await screen.findByText('Tem de iniciar sessão.')).toBeInTheDocument();
  });
});

describe('the owner’s page editor (/user/product/edit/{id})', () => {
  beforeEach(stubResizeObserver);

  it('saves through PUT /me/page/{id} in the spec form: name, publicPageSlug and the notes JSON', async () => {
    const { requests } = stubFetch(api({ page: myPage }));
    signInAs('user');
    const { user } = renderRoute(<MyPageEditorScreen />, {
      path: '/user/product/edit/:id',
      initialEntry: `/user/product/edit/${myPage.id}`,
    });
    const title = await screen.findByLabelText('Título');
    await user.type(title, ' ');
    await user.clear(screen.getByLabelText('Descrição'));
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    // The profile's fields first (PUT /me/profiles/{id}), then the page.
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      `/api/me/profiles/${myPage.profileId}`,
      `/api/me/page/${myPage.id}`,
    ]);
    const body = requests.filter((r) => r.method === 'PUT')[1]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Bruno Usuário',
      publicPageSlug: 'bruno-usuario',
      isContactsPublic: true,
      isMedicalInfoPublic: true,
      allowIndexing: false,
    });
    expect(JSON.parse(body.notes as string)).toEqual({
      description: '',
      theme: {
        primaryColor: '#3B82F6',
        backgroundColor: '#F3F4F6',
        textColor: '#111827',
        fontFamily: 'Inter, sans-serif',
      },
    });
    expect(await screen.findByText('Página atualizada com sucesso!')).toBeInTheDocument();
  });

  it("shows the owner's photos (the primary profile's, from the page) in the editable gallery, named after the profile when there are several", async () => {
    stubFetch(api({ page: myPage }));
    signInAs('user');
    renderRoute(<PublicProfileScreen />, { path: '/user/public' });
    expect(await screen.findByRole('heading', { name: 'Fotos de Bruno Usuário' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ver minha-foto.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
