import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { PagesScreen } from './pages-screen';

const page = pageFixture();

function api(): FetchHandler {
  return (request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/admin/pages') {
      return jsonResponse(200, { pages: [page], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } });
    }
    if (method === 'GET' && path === '/api/admin/pages/stats') return jsonResponse(200, { total: 1, active: 1, totalViews: 12, averageViewsPerPage: 12 });
    if (method === 'PATCH' && path === `/api/admin/pages/${page.id}/status`) return jsonResponse(200, { ...page, isActive: false });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  };
}

describe('the public pages screen', () => {
  beforeEach(stubResizeObserver);

  // Spec section 8 'Página ativada/desativada com sucesso!': the toast names what happened (the e2e journey reads it too).
  it("deactivating a page sends {isActive:false} and says 'Página desativada com sucesso!'", async () => {
    const { requests } = stubFetch(api());
    signInAs('admin');
    const { user } = renderRoute(<PagesScreen />, { path: '/admin/pages' });
    const card = within(await screen.findByTestId('page-card'));
    await user.click(card.getByRole('button', { name: /Desativar/ }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(requests.find((r) => r.method === 'PATCH')!.body).toEqual({ isActive: false });
    expect(await screen.findByText('Página desativada com sucesso!')).toBeInTheDocument();
  });
});
