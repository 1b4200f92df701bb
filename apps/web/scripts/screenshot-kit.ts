/**
 * What the screenshot scripts share: where to look and write, the demo accounts, the two widths, signing in,
 * and one browser run over both widths. Each script keeps only its own journey.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@demo.portal',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
};
export const USER = {
  email: process.env.USER_EMAIL ?? 'usuario@demo.portal',
  password: process.env.USER_PASSWORD ?? 'usuario12345',
};
export const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];
type Account = { email: string; password: string };

/** OUT_DIR, or <repo>/screenshots[/sub] (gitignored). */
export function outDir(sub?: string): string {
  const repoShots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../screenshots');
  return process.env.OUT_DIR ?? (sub ? path.join(repoShots, sub) : repoShots);
}

/** Writes `{name}-{width}.png` into dir; hideToasts removes toasts that would cover what the shot is about. */
export async function shot(
  page: Page,
  dir: string,
  name: string,
  width: string,
  options: { fullPage?: boolean; hideToasts?: boolean } = {},
) {
  if (options.hideToasts) {
    await page.evaluate(() => document.querySelectorAll('[data-sonner-toast]').forEach((toast) => toast.remove()));
  }
  const file = path.join(dir, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false });
  console.log(file);
}

/** Signs in through the login screen and waits to land in the given area. */
export async function login(page: Page, account: Account, area: string) {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname.startsWith(area));
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** A bearer token for reading fixtures through the API. */
export async function apiToken(account: Account = ADMIN): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed for ${account.email}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

export async function apiJson<T>(token: string, pathname: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${pathname}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${pathname}: ${res.status}`);
  return (await res.json()) as T;
}

/** A pt-BR, São Paulo, motionless context at the viewport's size. */
export function newShotContext(browser: Browser, viewport: Viewport): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    reducedMotion: 'reduce',
  });
}

/** Creates dir, launches Debian's chromium and runs capture once per width. */
export async function captureAll(dir: string, capture: (browser: Browser, viewport: Viewport) => Promise<void>) {
  mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    for (const viewport of VIEWPORTS) await capture(browser, viewport);
  } finally {
    await browser.close();
  }
}
