import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { POCKET_CARD_TEXTS } from '@portal/shared';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

const run = promisify(execFile);
let browser: Browser;
let work: string;
beforeAll(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(path.join(tmpdir(), 'pocket-card-e2e-'));
});
afterAll(async () => {
  rmSync(work, { recursive: true, force: true });
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

/** A PNG's width and height, read from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('the card in the pocket: the owner previews and downloads the wallpaper and the wallet card', () => {
  it("Bruno's editor shows the wallpaper's preview; the PNG has the phone's size and the PDF his name", async () => {
    const { context, page } = await newPage(browser, { viewport: PHONE, acceptDownloads: true });
    await loginThroughForm(page, 'user');
    await page.goto('/user/public');
    await page.getByRole('link', { name: 'Editar página de Bruno Usuário' }).click();
    await page.waitForURL(/\/user\/product\/edit\//);
    await page.getByRole('tab', { name: 'PIN e cartão' }).click();
    const heading = page.getByRole('heading', { name: POCKET_CARD_TEXTS.lockscreenTitle });
    await heading.scrollIntoViewIfNeeded();
    const preview = page.getByRole('img', { name: POCKET_CARD_TEXTS.previewAlt });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1170);
    await shot(page, 'pocket-card-panel-390');
    await page.getByRole('heading', { name: POCKET_CARD_TEXTS.walletCardTitle }).scrollIntoViewIfNeeded();
    await shot(page, 'pocket-card-wallet-buttons-390');

    await page.getByLabel(POCKET_CARD_TEXTS.sizeLabel).selectOption('galaxy-s');
    const [wallpaper] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: POCKET_CARD_TEXTS.downloadPng }).click(),
    ]);
    const pngPath = path.join(work, wallpaper.suggestedFilename());
    await wallpaper.saveAs(pngPath);
    expect(wallpaper.suggestedFilename()).toMatch(/^papel-de-parede-.+\.png$/);
    expect(pngSize(readFileSync(pngPath))).toEqual({ width: 1080, height: 2340 });

    const [card] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: POCKET_CARD_TEXTS.downloadPdf }).click(),
    ]);
    const pdfPath = path.join(work, card.suggestedFilename());
    await card.saveAs(pdfPath);
    const text = (await run('pdftotext', [pdfPath, '-'])).stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Bruno Usuário');
    expect(text).toContain(POCKET_CARD_TEXTS.scanHint);
    // The files themselves, for a person to look at beside the screen.
    const folder = process.env.SCREENSHOTS;
    if (folder) {
      await run('cp', [pngPath, path.join(folder, 'pocket-card-wallpaper.png')]);
      await run('pdftoppm', ['-png', '-r', '110', '-singlefile', pdfPath, path.join(folder, 'pocket-card-wallet')]);
    }
    await context.close();
  });
});
