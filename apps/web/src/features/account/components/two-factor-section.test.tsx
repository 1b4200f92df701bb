import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/testing/render';
import { jsonResponse, stubFetch } from '@/testing/fetch';
import { signInAs } from '@/testing/session';
import { TwoFactorSection } from './two-factor-section';

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Portal%20NFC:usuario%40demo.portal?secret=JBSWY3DPEHPK3PXP&issuer=Portal%20NFC',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
};

describe('TwoFactorSection', () => {
  it('turns it on: QR and key shown, a code and the password confirm, then the 10 recovery codes once', async () => {
    signInAs('user');
    let enabled = false;
    const { requests } = stubFetch((request) => {
      if (request.path === '/api/me/2fa') return jsonResponse(200, { enabled, required: false });
      if (request.path === '/api/me/2fa/setup') return jsonResponse(200, SETUP);
      const body = request.body as { code: string };
      if (body.code !== '123456') {
        return jsonResponse(400, {
          code: 'INVALID_TWO_FACTOR_CODE',
          message: 'Código de verificação inválido ou expirado.',
        });
      }
      enabled = true;
      return jsonResponse(200, { recoveryCodes: CODES });
    });
    const { user, container } = renderRoute(<TwoFactorSection />);
    expect(await screen.findByText('Desativada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ativar verificação em duas etapas' }));
    expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(container.querySelector('[role="img"] svg')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText('Digite o código de 6 dígitos do aplicativo.')).toBeInTheDocument();
    expect(screen.getByText('Digite sua senha atual.')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/me/2fa/enable')).toHaveLength(0);
    await user.type(screen.getByLabelText('Senha atual'), 'senha-segura-123');
    await user.type(screen.getByLabelText('Código de verificação'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    expect(await screen.findByText('Código de verificação inválido ou expirado.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Código de verificação'));
    await user.type(screen.getByLabelText('Código de verificação'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Confirmar e ativar' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await screen.findByText('Ativada')).toBeInTheDocument();
    // The last enable call itself (a re-read of the status may come after it, or another file's stray timer).
    expect(requests.filter((request) => request.path === '/api/me/2fa/enable').at(-1)).toMatchObject({
      body: { currentPassword: 'senha-segura-123', code: '123456' },
    });

    await user.click(screen.getByRole('button', { name: 'Já guardei os códigos' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });

  it('turns it off with the password and a code', async () => {
    signInAs('user');
    let enabled = true;
    const { requests } = stubFetch((request) => {
      if (request.path === '/api/me/2fa') return jsonResponse(200, { enabled, required: false });
      enabled = false;
      return new Response(null, { status: 204 });
    });
    const { user } = renderRoute(<TwoFactorSection />);
    await user.click(await screen.findByRole('button', { name: 'Desativar' }));
    await user.type(screen.getByLabelText('Senha atual'), 'senha-segura-123');
    await user.type(screen.getByLabelText('Código de verificação'), '112233');
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Verificação em duas etapas desativada.')).toBeInTheDocument();
    expect(await screen.findByText('Desativada')).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({
        path: '/api/me/2fa/disable',
        body: { currentPassword: 'senha-segura-123', code: '112233' },
      }),
    );
  });

  it('an admin obliged by REQUIRE_ADMIN_2FA sees no way to turn it off', async () => {
    signInAs('admin');
    stubFetch(() => jsonResponse(200, { enabled: true, required: true }));
    renderRoute(<TwoFactorSection />);
    expect(
      await screen.findByText('Esta instalação exige a verificação em duas etapas para administradores.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desativar' })).not.toBeInTheDocument();
  });
});
