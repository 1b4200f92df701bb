import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import jsQR from 'jsqr';
import { activationLinkOf, LABEL_PRESETS, LABEL_TEXTS, type Tag } from '@portal/shared';
import { adminApi, createClient, uniqueStamp } from './fixtures';
import { baseUrl, launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
let folder: string;
beforeAll(async () => {
  browser = await launchBrowser();
  folder = mkdtempSync(path.join(tmpdir(), 'e2e-labels-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await browser?.close();
});

describe('label sheets: an admin prints the labels of 30 chosen tags and exports them for the NFC encoder', () => {
  it('30 rows chosen on the bracelets table; the PDF downloads with their 30 codes; the CSV lists them', async () => {
    const prefix = `LB${uniqueStamp()}`;
    const codes = Array.from({ length: 30 }, (_, index) => `${prefix}${String(index + 1).padStart(2, '0')}`);
    await adminApi('POST', '/admin/bracelets/bulk', { items: codes.map((code) => ({ code, type: 'B2C' })) });

    const { page, context } = await newPage(browser);
    await loginThroughForm(page, 'admin');
    await page.goto(`/admin/bracelets?search=${prefix}&limit=50`);
    const table = page.getByRole('table');
    for (const code of codes) await table.getByRole('checkbox', { name: LABEL_TEXTS.selectTag(code) }).check();
    await page.getByText(LABEL_TEXTS.selectedCount(30)).waitFor();

    await page.getByRole('button', { name: LABEL_TEXTS.print }).click();
    const dialog = page.getByRole('dialog', { name: LABEL_TEXTS.print });
    await dialog.getByText(LABEL_TEXTS.printDescription(30)).waitFor();
    await dialog.getByRole('checkbox', { name: 'Tipo' }).check();
    await shot(page, 'labels-dialog-1280');
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: LABEL_TEXTS.generate }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe('etiquetas.pdf');
    const pdfFile = path.join(folder, 'etiquetas.pdf');
    await pdf.saveAs(pdfFile);
    await page.getByText(LABEL_TEXTS.downloaded).first().waitFor();
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    for (const code of codes) expect(text).toContain(code);
    // 30 labels on the default 3x10 sheet: one A4 page.
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n[\s\S]*\(A4\)/);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: LABEL_TEXTS.exportEncoder }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('gravador-nfc.csv');
    const csvFile = path.join(folder, 'gravador-nfc.csv');
    await csv.saveAs(csvFile);
    const lines = readFileSync(csvFile, 'utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFcode;url;ndefText;ndefBytes;fitsNtag213');
    expect(lines.slice(1, 31).map((line) => line.split(';')[0])).toEqual(codes);
    expect(lines[1]).toMatch(new RegExp(`^${codes[0]};https?://[^;]+/t/${codes[0]};;\\d+;true$`));
    await shot(page, 'labels-selection-1280');
    await context.close();
  });
});

/**
 * The QR code of one card of a sheet's first page: pdftoppm renders its cell at 200 dpi as a PPM (a header, then
 * RGB bytes), which jsQR reads once it has an alpha channel.
 */
function qrOfFirstPageCell(pdfFile: string, slot: number): string | null {
  const grid = LABEL_PRESETS['A4-2x5'].grid;
  const px = (mm: number) => String(Math.round((mm / 25.4) * 200));
  const x = grid.marginLeftMm + (slot % grid.columns) * (grid.labelWidthMm + grid.gapXMm);
  const y = grid.marginTopMm + Math.floor(slot / grid.columns) * (grid.labelHeightMm + grid.gapYMm);
  const crop = ['-x', px(x), '-y', px(y), '-W', px(grid.labelWidthMm), '-H', px(grid.labelHeightMm)];
  const ppm = execFileSync('pdftoppm', ['-r', '200', '-f', '1', '-l', '1', ...crop, '-singlefile', pdfFile]);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString('latin1'))!;
  const [width, height] = [Number(header[1]), Number(header[2])];
  const rgb = ppm.subarray(header[0].length);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

describe('activation cards: an admin prints the packaging inserts, and a card’s QR code claims its tag', () => {
  it('cards for 3 chosen tags: the PDF holds both codes of each; a user follows the first card’s QR code and the tag is theirs', async () => {
    const prefix = `AC${uniqueStamp()}`;
    const codes = [1, 2, 3].map((index) => `${prefix}${index}`);
    const { items } = await adminApi<{ items: Array<{ id: string; code: string }> }>('POST', '/admin/bracelets/bulk', {
      items: codes.map((code) => ({ code, type: 'B2C' })),
    });
    const activation = await Promise.all(
      items.map(
        async (tag) =>
          (await adminApi<{ activationCode: string }>('GET', `/admin/tags/${tag.id}/activation-code`)).activationCode,
      ),
    );

    const admin = await newPage(browser);
    await loginThroughForm(admin.page, 'admin');
    await admin.page.goto(`/admin/bracelets?search=${prefix}`);
    const table = admin.page.getByRole('table');
    for (const code of codes) await table.getByRole('checkbox', { name: LABEL_TEXTS.selectTag(code) }).check();
    await admin.page.getByRole('button', { name: LABEL_TEXTS.print }).click();
    const dialog = admin.page.getByRole('dialog', { name: LABEL_TEXTS.print });
    await dialog.getByRole('radio', { name: LABEL_TEXTS.kindNames.activationCards }).check();
    await dialog.getByText(LABEL_TEXTS.cardsDescription(3)).waitFor();
    expect(await dialog.getByLabel(LABEL_TEXTS.layoutLabel).inputValue()).toBe('A4-2x5');
    await shot(admin.page, 'activation-cards-dialog-1280');
    const [download] = await Promise.all([
      admin.page.waitForEvent('download'),
      dialog.getByRole('button', { name: LABEL_TEXTS.generate }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('cartoes-de-ativacao.pdf');
    const pdfFile = path.join(folder, 'cartoes-de-ativacao.pdf');
    await download.saveAs(pdfFile);
    await admin.page.getByText(LABEL_TEXTS.cardsDownloaded).first().waitFor();
    await admin.context.close();

    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    codes.forEach((code, index) => {
      expect(text).toContain(code);
      expect(text).toContain(activation[index]);
    });
    expect(execFileSync('pdfinfo', [pdfFile], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n[\s\S]*\(A4\)/);
    const link = qrOfFirstPageCell(pdfFile, 0);
    expect(link).toBe(activationLinkOf(baseUrl(), codes[0]!, activation[0]!));

    // A user scans it: signed out, the login, then the filled dialog; the tag is theirs once confirmed.
    const client = await createClient({ name: 'Quem Tem o Cartão' });
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    const url = new URL(link!);
    await page.goto(url.pathname + url.search);
    await page.waitForURL((at) => at.pathname === '/login');
    await page.getByLabel('E-mail').fill(client.email);
    await page.getByLabel('Senha', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    const claim = page.getByRole('dialog', { name: 'Ativar uma tag' });
    await expect.poll(() => claim.getByLabel('Código da tag').inputValue()).toBe(codes[0]);
    await claim.getByRole('button', { name: 'Ativar' }).click();
    await page.getByText(`Tag ${codes[0]} atribuída a você.`).first().waitFor();
    expect((await adminApi<Tag>('GET', `/admin/tags/${items[0]!.id}`)).assignedUserId).toBe(client.userId);
    await context.close();
  });
});
