/**
 * Screenshots of the signed-out screens and the admin layout at a desktop and a phone width, to look at the real
 * app after a change. Build the web app, start the server, then run:
 *
 *   cd apps/web && BASE_URL=http://127.0.0.1:3101 npx tsx scripts/screenshots.ts
 *
 * BASE_URL defaults to http://127.0.0.1:3000; OUT_DIR to <repo>/screenshots (gitignored);
 * CHROMIUM_PATH to /usr/bin/chromium. ADMIN_EMAIL / ADMIN_PASSWORD default to the demo admin.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const OUT_DIR = process.env.OUT_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@demo.portal', password: process.env.ADMIN_PASSWORD ?? 'admin12345' };
const USER = { email: process.env.USER_EMAIL ?? 'usuario@demo.portal', password: process.env.USER_PASSWORD ?? 'usuario12345' };
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

async function shot(page: Page, name: string, width: string) {
  const file = path.join(OUT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}

async function login(page: Page, account: { email: string; password: string }, area: string) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(area));
}

async function capture(browser: Browser, viewport: (typeof VIEWPORTS)[number]) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const w = viewport.name;

  // Signed-out screens.
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await shot(page, '01-login', w);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill('palavra-errada');
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
  await page.getByLabel(/^nova palavra-passe/i).fill('curta');
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
  await page.getByText('Backup concluído com sucesso').first().waitFor({ timeout: 5000 });
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

mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const viewport of VIEWPORTS) await capture(browser, viewport);
} finally {
  await browser.close();
}
