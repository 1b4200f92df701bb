import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { AVCB_TEXTS, SITE_TEXTS } from '@portal/shared';
import { launchBrowser, loginThroughForm, newPage, shot } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const DESKTOP = { width: 1366, height: 900 };
const UNITS = ['EXA00001', 'EXA00002', 'EXA00003', 'EXA00004', 'EXA00005', 'EXA00006', 'GER00002'];

describe("issue 44: the admin downloads the demo site's AVCB report from 'Locais'", () => {
  it('the PDF holds the cover and every unit of the site, the Excel file the same rows', async () => {
    const { context, page } = await newPage(browser, { viewport: DESKTOP });
    await loginThroughForm(page, 'admin');
    await page.goto('/admin/locais');
    await page.getByRole('heading', { name: SITE_TEXTS.title }).first().waitFor();
    const row = page.getByRole('row').filter({ has: page.getByText('Edifício Aurora', { exact: true }) });
    await row.getByText('Rua Haddock Lobo, 595', { exact: false }).waitFor();
    await shot(page, 'admin-locais-avcb');

    const folder = mkdtempSync(path.join(tmpdir(), 'e2e-avcb-'));
    try {
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: `${AVCB_TEXTS.title} de Edifício Aurora (PDF)` }).click(),
      ]);
      expect(pdf.suggestedFilename()).toMatch(/^avcb-edificio-aurora-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdfFile = path.join(folder, 'avcb.pdf');
      await pdf.saveAs(pdfFile);
      const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
      for (const line of [
        'Relatório AVCB',
        'Nome: Edifício Aurora',
        'CNPJ: 11.222.333/0001-81',
        'Razão social: Extintec Proteção contra Incêndio Ltda',
        'Unidades: 7',
        'Com serviço vencido: 2',
        'Pendências abertas: 1',
        'Chamados abertos: 1',
        '(horário de Brasília)',
        'Vencido',
        'Vence em breve',
        '• Manômetro na faixa',
        '• Manômetro fora',
      ])
        expect(text).toContain(line);
      for (const code of UNITS) expect(text).toContain(code);
      const screens = process.env.SCREENSHOTS;
      if (screens)
        execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '2', pdfFile, path.join(screens, 'avcb-pdf')]);

      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        row.getByRole('button', { name: `${AVCB_TEXTS.title} de Edifício Aurora (Excel)` }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toMatch(/^avcb-edificio-aurora-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const xlsxFile = path.join(folder, 'avcb.xlsx');
      await xlsx.saveAs(xlsxFile);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(xlsxFile);
      const sheet = workbook.getWorksheet('Equipamentos')!;
      const codes = Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(2).value);
      expect([...codes].sort()).toEqual(UNITS);
      expect(workbook.getWorksheet('Resumo')).toBeDefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await context.close();
  });
});
