import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouteGuard } from '@/app/route-guard';
import { renderRoutes, LocationProbe } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { readStoredUser, storeSession } from '@/lib/session';
import { TEST_USERS } from '@/testing/session';
import { Component as TwoFactorSetup } from './two-factor-setup';

const routes = [
  { path: '/configurar-2fa', element: <TwoFactorSetup /> },
  {
    path: '/admin/*',
    element: (
      <RouteGuard roles={['admin']}>
        <p>Painel do admin</p>
      </RouteGuard>
    ),
  },
  { path: '*', element: <LocationProbe /> },
];

describe('REQUIRE_ADMIN_2FA setup screen', () => {
  it('the admin area sends an admin who must set up 2FA here; once on, the area opens', async () => {
    storeSession('jwt-admin', { ...TEST_USERS.admin, twoFactorSetupRequired: true });
    let enabled = false;
    stubFetch((request) => {
      if (request.path === '/api/me/2fa/setup')
        return jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg></svg>' });
      enabled = true;
      return jsonResponse(200, { recoveryCodes: ['abcde-fghjk'] });
    });
    const { user, router } = renderRoutes(routes, { initialEntry: '/admin/users' });
    expect(await screen.findByText(/exige a verificação em duas etapas para administradores/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/configurar-2fa');
    expect(screen.queryByText('Painel do admin')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    await user.type(await screen.findByLabelText('Código de verificação'), '123456');
    await user.type(screen.getByLabelText('Senha atual'), 'senha-segura-123');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    await user.click(await screen.findByRole('button', { name: 'Já guardei os códigos' }));
    expect(enabled).toBe(true);
    expect(await screen.findByText('Painel do admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(readStoredUser()?.twoFactorSetupRequired).toBeUndefined();
  });
});
