import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { accountProfileFixture, petProfileFixture, profilesList } from '@/testing/fixtures/profiles';
import { MyPageEditorScreen } from '@/app/routes/screens/my-page-editor-screen';

const myPage = pageFixture({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  profileId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  slug: 'bruno-usuario',
  title: 'Bruno Usuário',
});
const OTHER_PAGE_ID = '11111111-1111-4111-8111-111111111111';
// The owner's second profile, Thor (a pet), and its own page.
const thor = petProfileFixture();
const thorPage = pageFixture({
  id: thor.page!.id,
  profileId: thor.id,
  slug: 'thor',
  title: 'Thor',
  publicUrl: 'http://localhost:3000/p/thor',
  client: { id: thor.id, userId: 'user-1', name: 'Thor', email: null, kind: 'PET', isPrimary: false },
});
const profiles = profilesList([
  accountProfileFixture({
    id: myPage.profileId,
    name: 'Bruno Usuário',
    page: {
      id: myPage.id,
      slug: 'bruno-usuario',
      isActive: true,
      title: 'Bruno Usuário',
      views: 12,
      publicUrl: myPage.publicUrl,
    },
  }),
  thor,
]);

const api: FetchHandler = (request) => {
  if (request.method === 'GET' && request.path === '/api/me/page') {
    const profileId = request.search.get('profileId');
    if (!profileId) return jsonResponse(200, myPage);
    if (profileId === thor.id) return jsonResponse(200, thorPage);
  }
  if (request.method === 'GET' && request.path === '/api/me/profiles') return jsonResponse(200, profiles);
  const profile = profiles.profiles.find((p) => request.path === `/api/me/profiles/${p.id}`);
  if (profile && request.method === 'GET') return jsonResponse(200, profile);
  if (profile && request.method === 'PUT') return jsonResponse(200, profile);
  if (request.method === 'PUT' && request.path === `/api/me/page/${thorPage.id}`) return jsonResponse(200, thorPage);
  if (request.path.startsWith('/api/public/pages/validate-slug/'))
    return jsonResponse(200, { available: true, suggestions: [] });
  return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
};

function openEditor(id: string) {
  const { requests } = stubFetch(api);
  signInAs('user');
  const utils = renderRoute(<MyPageEditorScreen />, {
    path: '/user/product/edit/:id',
    initialEntry: `/user/product/edit/${id}`,
  });
  return { ...utils, requests };
}

describe('the owner’s page editor: the id in the address', () => {
  beforeEach(stubResizeObserver);

  it("an id that is not the owner's page: the spec's 'Recurso não encontrado' panel, never another page's editor", async () => {
    const { router } = openEditor(OTHER_PAGE_ID);
    expect(await screen.findByRole('heading', { name: 'Recurso não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Página não encontrada.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Título')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/user/product/edit/${OTHER_PAGE_ID}`);
    expect(screen.getByRole('link', { name: 'Editar a minha página' })).toHaveAttribute(
      'href',
      `/user/product/edit/${myPage.id}`,
    );
  });

  it("the owner's page id opens the editor", async () => {
    openEditor(myPage.id);
    expect(await screen.findByLabelText('Título')).toHaveValue('Bruno Usuário');
    expect(screen.queryByText('Recurso não encontrado')).not.toBeInTheDocument();
  });

  it("the page's client id (as on the admin's route) names the same page", async () => {
    openEditor(myPage.profileId);
    expect(await screen.findByLabelText('Título')).toHaveValue('Bruno Usuário');
  });

  it("another of the owner's profiles (by its page's id): its page from GET /me/page?profileId=, saved through PUT /me/page/{its id}", async () => {
    const { user, requests } = openEditor(thorPage.id);
    expect(await screen.findByLabelText('Título')).toHaveValue('Thor');
    expect(requests.find((r) => r.path === '/api/me/page' && r.search.get('profileId'))?.search.get('profileId')).toBe(
      thor.id,
    );
    await screen.findByText('Slug disponível');
    await user.click(screen.getAllByRole('button', { name: 'Salvar' })[0]!);
    // The profile first (PUT /me/profiles/{id}), then the page.
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(2));
    const [profileWrite, pageWrite] = requests.filter((r) => r.method === 'PUT');
    expect(profileWrite!.path).toBe(`/api/me/profiles/${thor.id}`);
    expect(profileWrite!.body).toMatchObject({ petInfo: { breed: 'Vira-lata' }, isNamePublic: true });
    expect(pageWrite!.path).toBe(`/api/me/page/${thorPage.id}`);
    expect(pageWrite!.body).toMatchObject({ name: 'Thor', publicPageSlug: 'thor' });
  });

  it("another of the owner's profiles by the profile's id opens the same page", async () => {
    openEditor(thor.id);
    expect(await screen.findByLabelText('Título')).toHaveValue('Thor');
  });
});
