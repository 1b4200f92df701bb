import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { generateSync } from 'otplib';
import { adminApi, uniqueStamp } from './fixtures';
import { launchBrowser, newPage, shot } from './support';

const PHONE = { width: 390, height: 844 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The authenticator's code `stepsAhead` periods from now, computed here from the key the screen showed. */
const codeOf = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe("'Minha conta': sessions and two-factor sign-in (issue 23), at 390 px", () => {
  it('an admin sees this device among the sessions, turns 2FA on, signs out and back in with a fresh code', async () => {
    // An admin of its own: the demo admin's sign-in stays one step for the other journeys.
    const email = `e2e.2fa.${uniqueStamp().toLowerCase()}@exemplo.com`;
    const password = 'senha-forte-123';
    await adminApi('POST', '/admin/users', { email, password, role: 'ADMIN', name: 'Admin do 2FA' });

    const { context, page } = await newPage(browser, { viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    await page.goto('/admin/conta');
    const sessions = page.getByRole('region', { name: 'Sessões ativas' });
    await sessions.getByText('Este dispositivo').waitFor();
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);

    const twoFactor = page.getByRole('region', { name: 'Verificação em duas etapas' });
    await twoFactor.getByText('Desativada').waitFor();
    await twoFactor.getByRole('button', { name: 'Ativar verificação em duas etapas' }).click();
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await twoFactor.getByRole('img', { name: 'QR code para o aplicativo autenticador' }).locator('svg').waitFor();
    await shot(page, 'account-2fa-setup-390', true);
    await twoFactor.getByLabel('Código de verificação').fill(codeOf(secret));
    // Turning it on asks the current password (issue 40).
    await twoFactor.getByLabel('Senha atual', { exact: true }).fill(password);
    await twoFactor.getByRole('button', { name: 'Confirmar e ativar' }).click();
    const codes = twoFactor.getByTestId('recovery-codes').getByRole('listitem');
    await expect.poll(() => codes.count()).toBe(10);
    await shot(page, 'account-2fa-recovery-codes-390', true);
    await twoFactor.getByRole('button', { name: 'Já guardei os códigos' }).click();
    await twoFactor.getByText('Ativada').waitFor();

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // The second step on the same card: e-mail and password are kept, only the code is asked.
    const codeField = page.getByLabel('Código de verificação');
    await codeField.waitFor();
    await shot(page, 'login-second-step-390');
    // The enabling code's time step is spent (no replay): the next one, within the allowed drift, signs in.
    await codeField.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');

    await page.goto('/admin/conta');
    await page.getByRole('region', { name: 'Verificação em duas etapas' }).getByText('Ativada').waitFor();
    await page.getByRole('region', { name: 'Sessões ativas' }).getByText('Este dispositivo').waitFor();
    await context.close();
  });
});
