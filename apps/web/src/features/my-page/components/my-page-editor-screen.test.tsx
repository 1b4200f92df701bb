import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { MyPageEditorScreen } from './my-page-editor-screen';

const myPage = pageFixture({
  id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  profileId: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  slug: 'bruno-usuario',
  title: 'Bruno Usuário',
});
const OTHER_PAGE_ID = '11111111-1111-4111-8111-111111111111';

const api: FetchHandler = (request) => {
  if (request.method === 'GET' && request.path === '/api/me/page') return jsonResponse(200, myPage);
  if (request.path.startsWith('/api/public/pages/validate-slug/'))
    return jsonResponse(200, { available: true, suggestions: [] });
  return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
};

function openEditor(id: string) {
  stubFetch(api);
  signInAs('user');
  return renderRoute(<MyPageEditorScreen />, {
    path: '/user/product/edit/:id',
    initialEntry: `/user/product/edit/${id}`,
  });
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
});
