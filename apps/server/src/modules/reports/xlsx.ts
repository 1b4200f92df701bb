import { setImmediate as yieldToIo } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import type { ReportCell, ReportColumnKind, ReportDocument, ReportTable } from './document.js';
import { timeZoneNote } from '@portal/shared';
import { dayToDate, formatDateTime, REPORT_TYPE_LABELS, wallClockDate } from './format.js';

const NUMBER_FORMATS: Record<ReportColumnKind, string | undefined> = {
  text: undefined,
  integer: '#,##0',
  decimal: '#,##0.0',
  percent: '0.0%',
  day: 'dd/mm/yyyy',
  date: 'dd/mm/yyyy',
  datetime: 'dd/mm/yyyy hh:mm',
};

/** A sheet's rows as one chunk (the summary and the report's details: a few rows each). */
async function* oneChunk(rows: ReportCell[][]): AsyncIterable<ReportCell[][]> {
  yield rows;
}

/**
 * Typed cells: numbers stay numbers (percentages as fractions under a % format), dates stay dates, and an instant
 * shows the installation's clock.
 */
function excelValue(value: ReportCell, kind: ReportColumnKind, timeZone: string): ReportCell {
  if (typeof value === 'number' && kind === 'percent') return value / 100;
  if (value instanceof Date && (kind === 'datetime' || kind === 'date')) return wallClockDate(value, timeZone);
  return value;
}

/** A column letter (1 -> A, 27 -> AA). */
function columnLetter(index: number): string {
  let letter = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26)) letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  return letter;
}

async function writeSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  table: ReportTable,
  timeZone: string,
): Promise<void> {
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: NUMBER_FORMATS[column.kind] ? { numFmt: NUMBER_FORMATS[column.kind] } : {},
  }));
  sheet.autoFilter = `A1:${columnLetter(table.columns.length)}1`;
  const header = sheet.addRow(table.columns.map((column) => column.header));
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE5E7EB' } };
  header.commit();
  for await (const chunk of table.rows()) {
    for (const row of chunk) {
      sheet.addRow(row.map((value, index) => excelValue(value, table.columns[index]!.kind, timeZone))).commit();
    }
    // Lets the zip stream drain to the file between chunks, so the rows never pile up in memory.
    await yieldToIo();
  }
  sheet.commit();
}

/**
 * The .xlsx (exceljs' streaming writer, straight to the file): 'Resumo' with the KPIs, then one sheet per table
 * (top pages, countries, the daily series, the type's list) and 'Relatório' with the title and period. Every sheet
 * has a bold header row with a filter, frozen; cells are typed.
 */
export async function writeXlsx(document: ReportDocument, filePath: string): Promise<void> {
  // exceljs is loaded by the first spreadsheet, not at start (issue 27: the largest of the start's imports).
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.stream.xlsx.WorkbookWriter({
    filename: filePath,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = document.appName;
  workbook.title = document.title;
  workbook.created = document.generatedAt;

  const sheetOf = (title: string, columns: ReportTable['columns'], rows: ReportCell[][]) =>
    writeSheet(workbook, { title, sheetName: title, columns, rows: () => oneChunk(rows) }, document.timeZone);
  await sheetOf(
    'Resumo',
    [
      { header: 'Indicador', kind: 'text', width: 28 },
      { header: 'Valor', kind: 'integer', width: 14 },
      { header: 'Variação vs período anterior', kind: 'percent', width: 28 },
    ],
    document.kpis.map((kpi) => [kpi.label, kpi.value, kpi.growth]),
  );
  for (const table of document.tables) await writeSheet(workbook, table, document.timeZone);
  await sheetOf(
    'Relatório',
    [
      { header: 'Campo', kind: 'text', width: 18 },
      { header: 'Valor', kind: 'day', width: 40 },
    ],
    [
      ['Título', document.title],
      ['Produto', document.appName],
      ['Tipo', REPORT_TYPE_LABELS[document.type]],
      ['Período inicial', dayToDate(document.period.startDate)],
      ['Período final', dayToDate(document.period.endDate)],
      ['Gerado em', formatDateTime(document.generatedAt, document.timeZone)],
      ['Fuso horário', timeZoneNote(document.timeZone)],
    ],
  );
  await workbook.commit();
}
