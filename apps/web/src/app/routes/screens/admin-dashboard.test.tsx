import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { clientFixture, clientStatsFixture } from '@/testing/fixtures/pages';
import { AdminDashboard } from '@/app/routes/screens/client-screens';

describe('admin dashboard', () => {
  it("counts every client (the clients screen's total, not the active pages), links those without a page, and shows their cards", async () => {
    stubFetch((request) => {
      if (request.path === '/api/admin/clients/stats')
        return jsonResponse(
          200,
          clientStatsFixture({ total: 7, publicPages: 5, withMedicalInfo: 2, withoutActivePage: 3 }),
        );
      if (request.path === '/api/admin/clients') {
        return jsonResponse(200, {
          clients: [
            clientFixture(),
            clientFixture({
              id: '55555555-5555-4555-8555-555555555555',
              name: 'Lena Sem Página',
              page: null,
              publicPageSlug: null,
              withoutProfile: true,
            }),
          ],
          pagination: { page: 1, limit: 50, total: 2, totalPages: 1 },
        });
      }
      return jsonResponse(404, { code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    });
    signInAs('admin');
    renderRoute(<AdminDashboard />, { path: '/admin/dashboard' });
    const card = (await screen.findByText('Clientes ativos')).parentElement!;
    expect(await screen.findByText('Maria Silva')).toBeInTheDocument();
    expect(card).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: '3 clientes sem página ativa' })).toHaveAttribute(
      'href',
      '/admin/clients?semPagina=1',
    );
    expect(screen.getByPlaceholderText('Buscar clientes...')).toBeInTheDocument();
    // A client without a page: 'Sem página' and 'Criar página' here too.
    expect(screen.getByText('Sem página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Criar página: Lena Sem Página' })).toBeInTheDocument();
  });

  it("says 'Nenhum cliente encontrado' when there is none", async () => {
    stubFetch((request) => {
      if (request.path === '/api/admin/clients/stats')
        return jsonResponse(200, clientStatsFixture({ total: 0, publicPages: 0, withMedicalInfo: 0 }));
      return jsonResponse(200, { clients: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 1 } });
    });
    signInAs('admin');
    renderRoute(<AdminDashboard />, { path: '/admin/dashboard' });
    expect(await screen.findByText('Nenhum cliente encontrado')).toBeInTheDocument();
    expect(screen.queryByText(/sem página ativa/)).not.toBeInTheDocument();
  });

  it("invited clients who have not chosen a password are 'Convite pendente', not 'Clientes ativos' (issue 43, item 8)", async () => {
    stubFetch((request) => {
      if (request.path === '/api/admin/clients/stats')
        return jsonResponse(
          200,
          clientStatsFixture({ total: 7, publicPages: 5, withMedicalInfo: 2, invitePending: 2 }),
        );
      return jsonResponse(200, {
        clients: [clientFixture()],
        pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
      });
    });
    signInAs('admin');
    renderRoute(<AdminDashboard />, { path: '/admin/dashboard' });
    const card = (await screen.findByText('Clientes ativos')).parentElement!;
    expect(await screen.findByRole('link', { name: 'Convite pendente: 2 clientes' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    expect(card).toHaveTextContent('5');
    expect(card).not.toHaveTextContent('7');
  });
});
