import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { dayInTimeZone, SITE_TEXTS, type Site, type User } from '@portal/shared';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { SitesScreen } from './sites-screen';

const routes = [
  { path: '/admin/locais', element: <SitesScreen /> },
  { path: '*', element: <LocationProbe /> },
];
const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
const client: User = {
  id: CLIENT_ID,
  email: 'sindico@aurora.com.br',
  name: 'Condomínio Aurora',
  role: 'USER',
  isSubscriber: false,
  invitePending: false,
  createdAt: '2026-01-01T12:00:00.000Z',
};
const site: Site = {
  id: '00000000-0000-4000-8000-0000000000aa',
  userId: CLIENT_ID,
  clientName: 'Condomínio Aurora',
  clientEmail: 'sindico@aurora.com.br',
  name: 'Edifício Aurora',
  address: 'Rua das Flores, 100',
  cnpj: '11222333000181',
  equipmentCount: 6,
  createdAt: '2026-01-01T12:00:00.000Z',
  updatedAt: '2026-01-01T12:00:00.000Z',
};
const pageOf = (items: Site[]) => ({ items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } });

describe('/admin/locais', () => {
  it('lists each site with its client, formatted CNPJ and equipment count, and creates one through the dialog', async () => {
    signInAs('admin');
    const { requests } = stubFetch((request) => {
      if (request.path === '/api/admin/users') return jsonResponse(200, { users: [client], pagination: {} });
      if (request.method === 'POST') return jsonResponse(201, { ...site, id: 'novo', name: 'Torre Sul' });
      return jsonResponse(200, pageOf([site]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/locais' });

    const row = (await screen.findByText('Edifício Aurora')).closest('tr')!;
    expect(within(row).getByText('Rua das Flores, 100')).toBeInTheDocument();
    expect(within(row).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(row).getByText('6')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SITE_TEXTS.newSite }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: /Condomínio Aurora/ })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(SITE_TEXTS.client), CLIENT_ID);
    await user.type(within(dialog).getByLabelText(SITE_TEXTS.name), 'Torre Sul');
    await user.type(within(dialog).getByLabelText(SITE_TEXTS.address), 'Rua Sul, 1');
    await user.type(within(dialog).getByLabelText(SITE_TEXTS.cnpj), '11.222.333/0001-82');
    await user.click(within(dialog).getByRole('button', { name: 'Criar local' }));
    // The check digits are checked before anything is sent.
    expect(await within(dialog).findByText(SITE_TEXTS.cnpjInvalid)).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText(SITE_TEXTS.cnpj));
    await user.type(within(dialog).getByLabelText(SITE_TEXTS.cnpj), '11.222.333/0001-81');
    await user.click(within(dialog).getByRole('button', { name: 'Criar local' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      userId: CLIENT_ID,
      name: 'Torre Sul',
      address: 'Rua Sul, 1',
      cnpj: '11222333000181',
    });
  });

  it('deleting says its equipment stays without a site, then sends DELETE /admin/sites/{id}', async () => {
    signInAs('admin');
    const { requests } = stubFetch((request) => {
      if (request.path === '/api/admin/users') return jsonResponse(200, { users: [client], pagination: {} });
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      return jsonResponse(200, pageOf([site]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/locais' });
    await user.click(await screen.findByRole('button', { name: 'Excluir Edifício Aurora' }));
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(within(dialog).getByText(SITE_TEXTS.deleteConfirm('Edifício Aurora', 6))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.path).toBe(`/api/admin/sites/${site.id}`));
  });

  it("each row's 'Relatório AVCB' downloads the PDF and the Excel file with the session's token", async () => {
    signInAs('admin');
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:avcb', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { requests } = stubFetch((request) => {
      if (request.path === '/api/admin/users') return jsonResponse(200, { users: [client], pagination: {} });
      if (request.path.includes('/avcb.')) return new Response(new Blob(['%PDF']), { status: 200 });
      return jsonResponse(200, pageOf([site]));
    });
    const { user } = renderRoutes(routes, { initialEntry: '/admin/locais' });
    await user.click(await screen.findByRole('button', { name: 'Relatório AVCB de Edifício Aurora (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Relatório AVCB de Edifício Aurora (Excel)' }));
    const today = dayInTimeZone();
    await waitFor(() =>
      expect(saved).toEqual([`avcb-edificio-aurora-${today}.pdf`, `avcb-edificio-aurora-${today}.xlsx`]),
    );
    const downloads = requests.filter((r) => r.path.includes('/avcb.'));
    expect(downloads.map((r) => r.path)).toEqual([
      `/api/admin/sites/${site.id}/avcb.pdf`,
      `/api/admin/sites/${site.id}/avcb.xlsx`,
    ]);
    expect(downloads[0]!.headers.get('Authorization')).toBe('Bearer test-token-admin');
  });
});
