import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { signInAs } from '@/testing/session';
import { Component as Unauthorized } from './unauthorized';

const routes = [
  { path: '/unauthorized', element: <Unauthorized /> },
  { path: '*', element: <LocationProbe /> },
];

describe('/unauthorized', () => {
  it("says 'Acesso negado'; 'Ir para o login' ends the session so another account can sign in", async () => {
    signInAs('user');
    const { user, router } = renderRoutes(routes, { initialEntry: '/unauthorized' });
    expect(await screen.findByRole('heading', { name: 'Acesso negado' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para o login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
