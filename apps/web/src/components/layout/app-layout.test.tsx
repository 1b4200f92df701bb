import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { RouteGuard } from '@/app/route-guard';
import { AppLayout } from './app-layout';

/** jsdom has no layout: the test says which side of the 1024 px breakpoint the window is on. */
function viewport(desktop: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: desktop,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

const routes = [
  {
    path: '/admin',
    element: <AppLayout role="admin" headerExtras={<span>sino</span>} />,
    children: [
      { path: 'users', element: <h1>Usuários</h1> },
      { path: 'clients', element: <h1>Clientes</h1> },
    ],
  },
  { path: '*', element: <LocationProbe /> },
];

describe('AppLayout', () => {
  it("shows the area's sidebar entries, the header extras, the user's name and role", async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, []));
    renderRoutes(routes, { initialEntry: '/admin/users' });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    for (const label of ['Dashboard', 'Clientes', 'Braceletes'])
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Usuários' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('sino')).toBeInTheDocument();
    expect(screen.getAllByText('Ana Administradora').length).toBeGreaterThan(0);
    expect(screen.getByText('Administrador')).toBeInTheDocument();
  });

  it('on a desktop the menu button collapses the sidebar to icons (and remembers it)', async () => {
    viewport(true);
    signInAs('admin');
    const { user } = renderRoutes(routes, { initialEntry: '/admin/users' });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByText('Clientes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(nav).queryByText('Clientes')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveAttribute('title', 'Clientes');
    expect(localStorage.getItem('portal:sidebar-collapsed')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(nav).getByText('Clientes')).toBeInTheDocument();
  });

  it('on a phone it opens a drawer, which a chosen link closes', async () => {
    viewport(false);
    signInAs('admin');
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu principal' });
    await user.click(within(drawer).getByRole('link', { name: 'Clientes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/admin/clients');
  });

  it("'Sair' ends the session and goes to /login", async () => {
    signInAs('admin');
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("'Sair' inside the area's guard goes to a clean /login (no ?redirect left for the next person)", async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(204, null));
    const guarded = [
      {
        path: '/admin',
        element: (
          <RouteGuard roles={['admin']}>
            <AppLayout role="admin" />
          </RouteGuard>
        ),
        children: [{ path: 'bracelets', element: <h1>Braceletes</h1> }],
      },
      { path: '*', element: <LocationProbe /> },
    ];
    const { user, router } = renderRoutes(guarded, { initialEntry: '/admin/bracelets' });
    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });

  it("the first Tab stop is 'Pular para o conteúdo', which moves the focus to the screen's content (issue 43)", async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, []));
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await screen.findByRole('heading', { name: 'Usuários' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Usuários' }));
    // The address stays the screen's.
    expect(router.state.location.pathname + router.state.location.hash).toBe('/admin/users');
  });
});
