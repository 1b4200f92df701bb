import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { checkEveryScreen } from './a11y';
import { thisWorkersServer } from './worker-server';

export { expectNoSeriousA11yViolations } from './a11y';

export const baseUrl = () => thisWorkersServer().baseUrl;

/** The demo accounts the server seeds (apps/server/src/demo/accounts.ts). */
export const DEMO = {
  admin: { email: 'admin@demo.portal', password: 'admin12345', home: '/admin/dashboard' },
  user: { email: 'usuario@demo.portal', password: 'usuario12345', home: '/user/dashboard' },
  technician: { email: 'tecnico@demo.portal', password: 'tecnico12345', home: '/tecnico' },
} as const;
export type DemoRole = keyof typeof DEMO;

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * A fresh browser context and page; every screen the page shows is checked with axe (see a11y.ts). The context asks
 * for reduced motion, as many phones do: toasts (sonner) then appear and leave without fading, so axe never measures a
 * half-transparent toast's text as low contrast (a busy CI run judged the welcome toast mid-fade, 3.3:1, twice).
 */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'pt-BR',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...options,
  });
  const page = await context.newPage();
  checkEveryScreen(context, page, { javaScriptEnabled: options.javaScriptEnabled });
  return { context, page };
}

/** Signs in through the login screen with an account's e-mail and password, and waits for where it lands. */
export async function signInWith(
  page: Page,
  { email, password }: { email: string; password: string },
  landed: (url: URL) => boolean,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(landed);
}

/** Signs in through the login screen, as a person would, and waits for the role's landing page. */
export async function loginThroughForm(page: Page, role: DemoRole): Promise<void> {
  const account = DEMO[role];
  await signInWith(page, account, (url) => url.pathname === account.home);
}

/** A bearer token for API calls made by a test (e.g. to check a server rule behind the UI). */
export async function apiLogin(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login failed for ${email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** The emails the server wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(): string[] {
  const dir = path.join(thisWorkersServer().dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    return [];
  }
}

/**
 * The link to `pathname` (e.g. '/reset-password') in the newest e-mail to `email`, undefined until it is written.
 * Found by its recipient, not by position: another journey's e-mail can land in the same outbox at any moment.
 * The body is quoted-printable: '=' soft line breaks and '=3D' for '='.
 */
export function linkMailedTo(email: string, pathname: string): string | undefined {
  const mail = readOutbox()
    .filter((eml) => eml.includes(`To: ${email}`))
    .at(-1);
  const unfolded = mail?.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = new RegExp(`(https?://[^\\s"<>]+${pathname}\\?token=[A-Za-z0-9_-]+)`);
  return unfolded ? link.exec(unfolded)?.[1] : undefined;
}

/** SCREENSHOTS=folder keeps the pictures of the journeys' screens, to be looked at by hand; otherwise nothing. */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  const folder = process.env.SCREENSHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage });
}

/**
 * A camera-like JPEG the browser draws itself (no file in the repo): a `background` frame around a pale square,
 * `width` x `height` pixels, ready for a file input's setInputFiles.
 */
export async function cameraPhoto(
  page: Page,
  { name, width, height, background }: { name: string; width: number; height: number; background: string },
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const base64 = await page.evaluate(
    async ({ width, height, background }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = background;
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fde68a';
      ctx.fillRect(width / 4, height / 4, width / 2, height / 2);
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height, background },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}
