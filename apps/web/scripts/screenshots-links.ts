/**
 * Screenshots of issue 15 items 2 and 3 on the public pages screen: the localhost warning above the cards, the
 * 'Nova Página' modal when every client already has a page, and the QR dialog (with the warning when the links point
 * at localhost). Build the web app, start the server on a fresh DATA_DIR (demo data) without PUBLIC_URL and with
 * HOST=0.0.0.0, then run it once by localhost and once by the machine's address:
 *
 *   cd apps/web && BASE_URL=http://127.0.0.1:3261 OUT_DIR=/tmp/shots npx tsx scripts/screenshots-links.ts
 *   cd apps/web && BASE_URL=http://192.0.2.2:3261 OUT_DIR=/tmp/shots npx tsx scripts/screenshots-links.ts
 *
 * Files are named after the host the portal was opened by. The script only reads (the modal is never submitted).
 */
import { type Browser } from 'playwright-core';
import {
  ADMIN,
  BASE_URL,
  captureAll,
  login,
  newShotContext,
  outDir,
  settle,
  shot,
  type Viewport,
} from './screenshot-kit';

const OUT_DIR = outDir('links');
const host = new URL(BASE_URL).hostname.replace(/[^a-z0-9]+/gi, '-');

async function capture(browser: Browser, viewport: Viewport) {
  const context = await newShotContext(browser, viewport);
  const page = await context.newPage();
  const w = viewport.name;

  await login(page, ADMIN, '/admin');
  await page.goto(`${BASE_URL}/admin/pages`);
  await page.getByTestId('page-card').first().waitFor();
  await settle(page);
  await shot(page, OUT_DIR, `15-pages-screen-${host}`, w, { hideToasts: true });

  await page.getByRole('button', { name: 'Nova Página' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Nova Página' });
  const notice = modal.getByText('Todos os clientes já têm uma página pública');
  await notice.waitFor();
  await notice.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  await shot(page, OUT_DIR, `15-new-page-modal-${host}`, w, { hideToasts: true });
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });

  await page.getByTestId('page-card').first().getByRole('button', { name: 'QR Code' }).click();
  const qr = page.getByRole('dialog', { name: 'QR Code' });
  await qr.getByRole('img', { name: /QR Code de/ }).waitFor();
  await settle(page);
  await shot(page, OUT_DIR, `15-qr-dialog-${host}`, w, { hideToasts: true });
  await context.close();
}

await captureAll(OUT_DIR, capture);
