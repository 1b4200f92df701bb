import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch, type FetchHandler } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { stubResizeObserver } from '@/testing/fixtures/browser';
import { pageFixture } from '@/testing/fixtures/pages';
import { PagesScreen } from './pages-screen';
import { findOpenDialog } from '@/testing/dialogs';

const page = pageFixture();

/** The pages screen's calls; `base` is where the server says the links point (PUBLIC_URL or the address it was reached by). */
function api(base = 'http://localhost:3000'): FetchHandler {
  const listed = { ...page, publicUrl: `${base}/p/${page.slug}` };
  return (request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/admin/pages') {
      return jsonResponse(200, {
        pages: [listed],
        publicBaseUrl: base,
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      });
    }
    if (method === 'GET' && path === '/api/admin/pages/stats')
      return jsonResponse(200, { total: 1, active: 1, totalViews: 12, averageViewsPerPage: 12 });
    if (method === 'PATCH' && path === `/api/admin/pages/${page.id}/status`)
      return jsonResponse(200, { ...page, isActive: false });
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

  it('links on localhost: a warning on the screen and in the QR dialog, since a phone cannot open them', async () => {
    stubFetch(api('http://localhost:3000'));
    signInAs('admin');
    const { user } = renderRoute(<PagesScreen />, { path: '/admin/pages' });
    expect(await screen.findByText('Os links apontam para localhost:3000')).toBeInTheDocument();
    await user.click(within(await screen.findByTestId('page-card')).getByRole('button', { name: 'QR Code' }));
    const dialog = await findOpenDialog('QR Code');
    expect(dialog.getByText('Os links apontam para localhost:3000')).toBeInTheDocument();
    expect(dialog.getByText(/ou defina PUBLIC_URL no servidor/)).toBeInTheDocument();
  });

  it("links on the machine's address: no warning, and the QR dialog's target is that address", async () => {
    stubFetch(api('http://192.168.0.20:3000'));
    signInAs('admin');
    const { user } = renderRoute(<PagesScreen />, { path: '/admin/pages' });
    await user.click(within(await screen.findByTestId('page-card')).getByRole('button', { name: 'QR Code' }));
    const dialog = await findOpenDialog('QR Code');
    expect(dialog.getByTestId('qr-target')).toHaveTextContent('http://192.168.0.20:3000/p/maria-silva');
    expect(screen.queryByText(/Os links apontam para/)).not.toBeInTheDocument();
  });
});
