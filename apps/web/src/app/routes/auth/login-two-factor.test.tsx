import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { ADMIN_LOGIN } from '@/testing/session';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { readStoredUser } from '@/lib/session';
import { Component as Login } from './login';

const routes = [
  { path: '/login', element: <Login /> },
  { path: '*', element: <LocationProbe /> },
];

const TWO_FACTOR_REQUIRED = {
  code: 'TWO_FACTOR_REQUIRED',
  message: 'Digite o código de verificação do aplicativo autenticador.',
};

async function signInWithPassword(user: ReturnType<typeof renderRoutes>['user']) {
  await user.type(screen.getByLabelText('E-mail'), 'admin@demo.portal');
  await user.type(screen.getByLabelText('Senha'), 'senha-certa-1');
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('/login with two-factor on', () => {
  it("TWO_FACTOR_REQUIRED asks 'Código de verificação' and sends it with the e-mail and password kept", async () => {
    const { requests } = stubFetch((request) => {
      const body = request.body as { totp?: string };
      return body.totp === '123456' ? jsonResponse(200, ADMIN_LOGIN) : jsonResponse(401, TWO_FACTOR_REQUIRED);
    });
    const { user, router } = renderRoutes(routes, { initialEntry: '/login' });
    await signInWithPassword(user);

    const code = await screen.findByLabelText('Código de verificação');
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(requests.map((request) => request.body)).toEqual([
      { email: 'admin@demo.portal', password: 'senha-certa-1' },
      { email: 'admin@demo.portal', password: 'senha-certa-1', totp: '123456' },
    ]);
  });

  it("a wrong code shows the server's text; 'Usar um código de recuperação' sends recoveryCode instead", async () => {
    const { requests } = stubFetch((request) => {
      const body = request.body as { totp?: string; recoveryCode?: string };
      if (body.recoveryCode === 'abcde-fghjk') return jsonResponse(200, ADMIN_LOGIN);
      if (body.totp) {
        return jsonResponse(401, {
          code: 'INVALID_TWO_FACTOR_CODE',
          message: 'Código de verificação inválido ou expirado.',
        });
      }
      return jsonResponse(401, TWO_FACTOR_REQUIRED);
    });
    const { user, router } = renderRoutes(routes, { initialEntry: '/login' });
    await signInWithPassword(user);
    await user.type(await screen.findByLabelText('Código de verificação'), '000000');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Código de verificação inválido ou expirado.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usar um código de recuperação' }));
    await user.type(screen.getByLabelText('Código de recuperação'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(requests.at(-1)!.body).toEqual({
      email: 'admin@demo.portal',
      password: 'senha-certa-1',
      recoveryCode: 'abcde-fghjk',
    });
  });

  it("an empty code is refused on the screen without a request; 'Voltar' keeps what was typed", async () => {
    const { requests } = stubFetch(() => jsonResponse(401, TWO_FACTOR_REQUIRED));
    const { user } = renderRoutes(routes, { initialEntry: '/login' });
    await signInWithPassword(user);
    await screen.findByLabelText('Código de verificação');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Digite o código de 6 dígitos do aplicativo.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    // 'Voltar': the e-mail and password as typed.
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@demo.portal');
    expect(screen.getByLabelText('Senha')).toHaveValue('senha-certa-1');
  });

  it('REQUIRE_ADMIN_2FA: a login that says setup is required goes to the setup screen first', async () => {
    stubFetch(() => jsonResponse(200, { ...ADMIN_LOGIN, twoFactorSetupRequired: true }));
    const { user, router } = renderRoutes(routes, { initialEntry: '/login?redirect=%2Fadmin%2Fusers' });
    await signInWithPassword(user);
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/configurar-2fa');
    expect(readStoredUser()?.twoFactorSetupRequired).toBe(true);
  });
});
