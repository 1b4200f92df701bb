import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { LABEL_TEXTS } from '@portal/shared';
import { adminApi, uniqueStamp } from './fixtures';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

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
