/**
 * Screenshots of the signed-out screens and the admin layout at a desktop and a phone width, to look at the real
 * app after a change. Build the web app, start the server, then run:
 *
 *   cd apps/web && BASE_URL=http://127.0.0.1:3101 npx tsx scripts/screenshots.ts
 *
 * BASE_URL defaults to http://127.0.0.1:3000; OUT_DIR to <repo>/screenshots (gitignored);
 * CHROMIUM_PATH to /usr/bin/chromium. ADMIN_EMAIL / ADMIN_PASSWORD default to the demo admin.
 */
import { type Browser, type Page } from 'playwright-core';
import {
  ADMIN,
  BASE_URL,
  USER,
  captureAll,
  login,
  newShotContext,
  outDir,
  shot as shotTo,
  type Viewport,
} from './screenshot-kit';

const OUT_DIR = outDir();
const shot = (page: Page, name: string, width: string, fullPage = false) =>
  shotTo(page, OUT_DIR, name, width, { fullPage, hideToasts: false });

async function capture(browser: Browser, viewport: Viewport) {
  const context = await newShotContext(browser, viewport);
  const page = await context.newPage();
  const w = viewport.name;

  // Signed-out screens.
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await shot(page, '01-login', w);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha', { exact: true }).fill('palavra-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Credenciais inválidas. Por favor, tente novamente.').waitFor();
  await page.waitForTimeout(600); // let the shake finish
  await shot(page, '02-login-error', w);

  await page.goto(`${BASE_URL}/forgot-password`);
  await page.getByRole('button', { name: /enviar/i }).waitFor();
  await shot(page, '03-forgot', w);
  await page.getByLabel('E-mail').fill('nao-e-um-email');
  await page.getByRole('button', { name: /enviar/i }).click();
  await page.getByText('Por favor, introduza um e-mail válido.').waitFor();
  await shot(page, '04-forgot-invalid', w);
  await page.getByLabel('E-mail').fill(`ninguem-${w}@exemplo.com`);
  await page.getByRole('button', { name: /enviar/i }).click();
  await page.getByText('E-mail enviado!').waitFor();
  await shot(page, '05-forgot-sent', w);

  await page.goto(`${BASE_URL}/reset-password?token=exemplo-de-token`);
  await page.getByRole('button', { name: /redefinir/i }).waitFor();
  await shot(page, '06-reset', w);
  await page.getByLabel(/^nova senha/i).fill('curta');
  await page.getByLabel(/confirm/i).fill('curta');
  await page.getByRole('button', { name: /redefinir/i }).click();
  await page.getByText('A palavra-passe deve ter pelo menos 8 caracteres.').waitFor();
  await shot(page, '07-reset-invalid', w);
  await page.goto(`${BASE_URL}/reset-password`);
  await page.getByText('Ligação inválida ou ausente. Solicite uma nova redefinição.').waitFor();
  await shot(page, '08-reset-no-token', w);

  await page.goto(`${BASE_URL}/unauthorized`);
  await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
  await shot(page, '09-unauthorized', w);

  // Signed in as admin: the dashboard with the welcome toasts, then the notification panel.
  await login(page, ADMIN, '/admin');
  await page.goto(`${BASE_URL}/admin/dashboard`);
  await page
    .getByText(/GER00001/)
    .first()
    .waitFor({ timeout: 5000 });
  await page.waitForTimeout(500);
  await shot(page, '10-admin-dashboard-toasts', w);
  await page.getByRole('button', { name: /^Notificações/ }).click();
  await page.getByRole('dialog', { name: 'Notificações' }).waitFor();
  await page.waitForTimeout(300);
  await shot(page, '11-admin-notifications', w);
  await page.keyboard.press('Escape');

  await page.goto(`${BASE_URL}/admin/users`);
  await page.waitForLoadState('networkidle');
  await shot(page, '12-admin-users', w);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.waitForTimeout(300);
  await shot(page, viewport.width >= 1024 ? '13-admin-sidebar-collapsed' : '13-admin-menu-drawer', w);
  // Leave the sidebar expanded (it is remembered) or close the drawer.
  if (viewport.width >= 1024) await page.getByRole('button', { name: 'Menu', exact: true }).click();
  else await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sair' }).click();
  await page.waitForURL((url) => url.pathname === '/login');

  // A user opening an admin screen.
  await login(page, USER, '/user');
  await page.goto(`${BASE_URL}/admin/users`);
  await page.getByRole('heading', { name: 'Acesso negado' }).waitFor();
  await shot(page, '14-unauthorized-signed-in', w);

  await context.close();
}

await captureAll(OUT_DIR, (browser, viewport) => capture(browser, viewport));
