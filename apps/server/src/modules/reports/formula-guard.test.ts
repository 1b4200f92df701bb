import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCsv } from './csv.js';
import { staticRows, type ReportDocument, type ReportTable } from './document.js';
import { FORMULA_LIKE, readCsv, readWorkbook } from '../../testing/reports.js';
import { writeXlsx } from './xlsx.js';

const dir = mkdtempSync(path.join(tmpdir(), 'formula-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const table: ReportTable = {
  title: 'Clientes',
  sheetName: 'Clientes',
  isList: true,
  columns: [
    { header: 'Nome', kind: 'text', width: 20 },
    { header: 'Variação', kind: 'decimal', width: 10 },
    { header: 'Percentual', kind: 'percent', width: 10 },
  ],
  rows: staticRows([...FORMULA_LIKE.map((name) => [name, 1, 10]), ['-2,5', -2.5, -2.5]]),
};

describe('the spreadsheet formula guard (CSV and XLSX reports)', () => {
  it("CSV: every cell starting with =, +, -, @, tab or CR is quoted with ' and '-2,5' stays a number", async () => {
    const file = path.join(dir, 'guard.csv');
    await writeCsv(table, file, 'America/Sao_Paulo');
    const { rows } = readCsv(readFileSync(file));
    const names = rows.slice(1).map((row) => row[0]);
    expect(names.slice(0, FORMULA_LIKE.length)).toEqual(FORMULA_LIKE.map((name) => `'${name}`));
    // A negative number is a number, in a number column and as text alike.
    expect(rows.at(-1)).toEqual(['-2,5', '-2,5', '-2,5']);
  });

  it('XLSX: the same cells are plain text cells, never formulas, and -2,5 is a number', async () => {
    const document: ReportDocument = {
      type: 'clients',
      format: 'excel',
      title: 'Relatório de Clientes',
      appName: 'Portal',
      period: { startDate: '2026-01-01', endDate: '2026-01-31' },
      generatedAt: new Date('2026-02-01T12:00:00Z'),
      kpis: [{ label: '=1+1', value: 3, growth: -2.5 }],
      charts: null,
      tables: [table],
      timeZone: 'America/Sao_Paulo',
    };
    const file = path.join(dir, 'guard.xlsx');
    await writeXlsx(document, file);
    const workbook = await readWorkbook(readFileSync(file));
    const sheet = workbook.getWorksheet('Clientes')!;
    FORMULA_LIKE.forEach((name, index) => {
      const cell = sheet.getRow(index + 2).getCell(1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      // XML reads a CR back as a line feed; the text is otherwise unchanged.
      expect(cell.value).toBe(name.replace(/\r/g, '\n'));
    });
    const last = sheet.getRow(FORMULA_LIKE.length + 2);
    expect(last.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(last.getCell(2).value).toBe(-2.5);
    const summary = workbook.getWorksheet('Resumo')!.getRow(2);
    expect(summary.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(summary.getCell(1).value).toBe('=1+1');
    expect(typeof summary.getCell(3).value).toBe('number');
  });
});
