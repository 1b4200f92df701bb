import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { AppProvider } from './provider';
import { RouteGuard } from './route-guard';

const routes = [
  {
    path: '/admin/users',
    element: (
      <RouteGuard roles={['admin']}>
        <h1>Usuários</h1>
      </RouteGuard>
    ),
  },
  { path: '*', element: <LocationProbe /> },
];

describe('RouteGuard', () => {
  it("shows 'Carregando...' until the stored session has been read", () => {
    signInAs('admin');
    // The first paint, before the auth provider's effect has read the storage.
    const html = renderToString(
      <AppProvider>
        <MemoryRouter initialEntries={['/admin/users']}>
          <Routes>
            <Route path="/admin/users" element={routes[0]!.element} />
          </Routes>
        </MemoryRouter>
      </AppProvider>,
    );
    expect(html).toContain('Carregando...');
    expect(html).not.toContain('Usuários');
  });

  it('sends a visitor without a session to /login with the way back', async () => {
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users?role=ADMIN&page=2' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/admin/users?role=ADMIN&page=2');
    expect(screen.queryByRole('heading', { name: 'Usuários' })).not.toBeInTheDocument();
  });

  it('sends a signed-in user with another role to /unauthorized', async () => {
    signInAs('user');
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(screen.queryByRole('heading', { name: 'Usuários' })).not.toBeInTheDocument();
  });

  it('shows the screen to an allowed role', async () => {
    signInAs('admin');
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    expect(await screen.findByRole('heading', { name: 'Usuários' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
  });

  it('treats a stored user without a token as signed out', async () => {
    signInAs('admin');
    localStorage.removeItem('token');
    const { router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
