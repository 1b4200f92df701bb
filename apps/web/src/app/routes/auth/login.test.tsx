import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ADMIN_LOGIN } from '@/testing/session';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { Component as Login, destinationFor, safeRedirect } from './login';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '*', element: <LocationProbe /> },
];

async function fillAndSubmit(user: ReturnType<typeof renderRoutes>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login', () => {
  it('asks for both fields without calling the server', async () => {
    const { requests } = stubFetch(() => jsonResponse(200, ADMIN_LOGIN));
    const { user } = renderRoutes(routes, { initialEntry: '/login' });
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('Por favor, preencha todos os campos.')).toBeInTheDocument();
    await fillAndSubmit(user, 'admin@demo.portal', '');
    expect(screen.getByText('Por favor, preencha todos os campos.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('a 401 shows the spec message and shakes the card for 0.5 s', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', message: 'Credenciais inválidas.' }),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderRoutes(routes, { initialEntry: '/login' });
    await fillAndSubmit(user, 'admin@demo.portal', 'errada123');

    expect(await screen.findByText('Credenciais inválidas. Por favor, tente novamente.')).toBeInTheDocument();
    const card = screen.getByTestId('login-form').closest('.rounded-2xl');
    expect(card).toHaveClass('animate-shake');
    await waitFor(() => expect(card).not.toHaveClass('animate-shake'), { timeout: 1500 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login',
      body: { email: 'admin@demo.portal', password: 'errada123' },
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    // Spec section 8: the console message on a failed login.
    expect(warn).toHaveBeenCalledWith('Credenciais inválidas.');
  });

  it('on success stores the session and goes to /{role}/dashboard', async () => {
    stubFetch(() => jsonResponse(200, ADMIN_LOGIN));
    const { user, router } = renderRoutes(routes, { initialEntry: '/login' });
    await fillAndSubmit(user, 'admin@demo.portal', 'admin12345');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(localStorage.getItem('token')).toBe('jwt-admin');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      id: 'u1',
      name: 'Ana Administradora',
      role: 'admin',
    });
  });

  it('on success follows ?redirect (path and query), but never to another site', async () => {
    stubFetch(() => jsonResponse(200, { ...ADMIN_LOGIN, role: 'USER' }));
    const first = renderRoutes(routes, { initialEntry: `/login?redirect=${encodeURIComponent('/user/tags?edit=T1')}` });
    await fillAndSubmit(first.user, 'usuario@demo.portal', 'usuario12345');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/user/tags'));
    expect(first.router.state.location.search).toBe('?edit=T1');
    first.unmount();
    localStorage.clear();

    const second = renderRoutes(routes, { initialEntry: `/login?redirect=${encodeURIComponent('//evil.example/x')}` });
    await fillAndSubmit(second.user, 'usuario@demo.portal', 'usuario12345');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/user/dashboard'));
  });

  it('?redirect is followed only to a path of this site, however it is spelled', () => {
    expect(safeRedirect('/admin/users?role=ADMIN#x')).toBe('/admin/users?role=ADMIN#x');
    for (const target of [
      '//evil.example/x',
      '/\\evil.example/x',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(target)).toBeNull();
    }
  });

  it('the e-mail field takes the focus once the form is on the page', async () => {
    stubFetch(() => jsonResponse(200, ADMIN_LOGIN));
    renderRoutes(routes, { initialEntry: '/login' });
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
  });

  it('the eye button shows and hides the password', async () => {
    stubFetch(() => jsonResponse(200, ADMIN_LOGIN));
    const { user } = renderRoutes(routes, { initialEntry: '/login' });
    const password = screen.getByLabelText('Senha');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('a signed-in visitor is sent to their dashboard', async () => {
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify({ id: 't1', name: 'Carla', email: 'c@x.pt', role: 'technician' }));
    const { router } = renderRoutes(routes, { initialEntry: '/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/tecnico'));
  });

  it('follows ?redirect only to an area the signed-in role may open (fault 6)', async () => {
    stubFetch(() => jsonResponse(200, { ...ADMIN_LOGIN, role: 'USER' }));
    const { user, router } = renderRoutes(routes, {
      initialEntry: `/login?redirect=${encodeURIComponent('/admin/bracelets')}`,
    });
    await fillAndSubmit(user, 'usuario@demo.portal', 'usuario12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/dashboard'));
    expect(destinationFor('/admin/bracelets', 'admin')).toBe('/admin/bracelets');
    expect(destinationFor('/tecnico/equipamentos', 'admin')).toBe('/tecnico/equipamentos');
    expect(destinationFor('/tecnico', 'user')).toBe('/user/dashboard');
    expect(destinationFor('/user/tags', 'technician')).toBe('/tecnico');
    expect(destinationFor('/nao-existe', 'user')).toBe('/user/dashboard');
    expect(destinationFor('//evil.example/admin', 'admin')).toBe('/admin/dashboard');
  });

  it("the way back (issue 43): 'Iniciar sessão para editar' on /p/{slug} opens that page's editor after sign-in", async () => {
    stubFetch(() => jsonResponse(200, { ...ADMIN_LOGIN, role: 'USER' }));
    const { user, router } = renderRoutes(routes, {
      initialEntry: `/login?redirect=${encodeURIComponent('/p/helena-prado')}`,
    });
    await fillAndSubmit(user, 'usuario@demo.portal', 'usuario12345');
    await waitFor(() => expect(router.state.location.pathname).toBe('/editar/p/helena-prado'));

    expect(destinationFor('/p/helena-prado', 'admin')).toBe('/editar/p/helena-prado');
    // A technician has no page editor: the public page itself; a tag's page too (both are the server's pages).
    expect(destinationFor('/p/helena-prado', 'technician')).toBe('/p/helena-prado');
    expect(destinationFor('/t/TAG00001', 'user')).toBe('/t/TAG00001');
    // Never another site, nor a path that only looks like a page.
    expect(destinationFor('//evil.example/p/helena-prado', 'user')).toBe('/user/dashboard');
    expect(destinationFor('https://evil.example/p/helena-prado', 'admin')).toBe('/admin/dashboard');
    expect(destinationFor('/p/../admin/users', 'user')).toBe('/user/dashboard');
    expect(destinationFor('/p/a%2F..%2F..%2Fadmin', 'user')).toBe('/p/a%2F..%2F..%2Fadmin');
  });

  it("a public page to go back to is loaded by the browser, not routed (it is the server's page)", async () => {
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, replace });
    try {
      stubFetch(() => jsonResponse(200, { ...ADMIN_LOGIN, role: 'TECHNICIAN' }));
      const { user } = renderRoutes(routes, { initialEntry: `/login?redirect=${encodeURIComponent('/t/TAG00001')}` });
      await fillAndSubmit(user, 'tecnico@demo.portal', 'tecnico12345');
      await waitFor(() => expect(replace).toHaveBeenCalledWith('/t/TAG00001'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
