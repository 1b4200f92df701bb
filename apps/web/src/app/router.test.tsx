import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { ROLE_HOME, type SessionRole } from '@portal/shared';
import { NAV_ITEMS } from '@/components/layout/nav';
import { renderRoutes } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { CrashScreen } from './crash-screen';
import { routes } from './router';

/** The deepest route an address lands on; '*' is the not-found screen. */
const landing = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('router', () => {
  it('every sidebar link resolves to a screen of its own area, never to the not-found page', () => {
    for (const [role, items] of Object.entries(NAV_ITEMS)) {
      for (const item of items) {
        const route = landing(item.to);
        expect(route, `${role}: ${item.to}`).toBeDefined();
        expect(route!.path, `${role}: ${item.to}`).not.toBe('*');
        expect(route!.lazy ?? route!.element, `${role}: ${item.to}`).toBeDefined();
      }
    }
  });

  it("each role's home after login is a screen", () => {
    for (const role of Object.keys(ROLE_HOME) as SessionRole[]) expect(landing(ROLE_HOME[role])?.path).not.toBe('*');
  });

  it('the spec routes exist', () => {
    const paths = [
      '/login',
      '/forgot-password',
      '/reset-password',
      '/unauthorized',
      '/admin/dashboard',
      '/admin/clients',
      '/admin/users',
      '/admin/tags',
      '/admin/tags/edit/1',
      '/admin/bracelets',
      '/admin/analytics',
      '/admin/pages',
      '/admin/product/edit/1',
      '/user/dashboard',
      '/user/bracelets',
      '/user/public',
      '/user/analytics',
      '/user/product/edit/1',
      '/user/tags',
      '/user/tags/edit/1',
      '/tecnico',
      '/tecnico/manutencoes',
    ];
    for (const path of paths) expect(landing(path)?.path, path).not.toBe('*');
    expect(landing('/nao-existe')?.path).toBe('*');
  });

  it('an admin may open the technician area (the /t page offers them its actions)', async () => {
    stubFetch(() =>
      jsonResponse(200, {
        items: [],
        pagination: { page: 1, limit: 20, total: 0, totalPages: 1 },
        counts: { overdue: 0, soon: 0, ok: 0, outOfService: 0 },
      }),
    );
    signInAs('admin');
    renderRoutes(routes, { initialEntry: '/tecnico' });
    expect(await screen.findByRole('heading', { name: 'Painel Técnico' })).toBeInTheDocument();
    expect(await screen.findByText('Vencidas')).toBeInTheDocument();
  });

  it('/ goes to /login', async () => {
    stubFetch(() => jsonResponse(200, {}));
    const { router } = renderRoutes(routes, { initialEntry: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('the admin index goes to /admin/clients and the user index to /user/dashboard', async () => {
    stubFetch(() => jsonResponse(200, { clients: [], pagination: { page: 1, limit: 100, total: 0, totalPages: 1 } }));
    signInAs('admin');
    // The area's shell and first screen are lazy chunks, compiled on first use here: more than waitFor's default second.
    const admin = renderRoutes(routes, { initialEntry: '/admin' });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/admin/clients'), { timeout: 5000 });
    admin.unmount();
    localStorage.clear();
    signInAs('user');
    const user = renderRoutes(routes, { initialEntry: '/user' });
    await waitFor(() => expect(user.router.state.location.pathname).toBe('/user/dashboard'), { timeout: 5000 });
  });
});

describe('crash screen', () => {
  it("a screen that throws shows 'Oops! Algo deu errado' with reload and home buttons", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderRoutes([{ path: '/', element: <Broken />, errorElement: <CrashScreen /> }]);
    expect(await screen.findByRole('heading', { name: 'Oops! Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeInTheDocument();
  });
});
