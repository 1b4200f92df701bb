import { createWriteStream } from 'node:fs';
import Papa from 'papaparse';
import { CSV_FORMULA_START, CSV_OPTIONS } from '../../lib/csv-formula.js';
import type { ReportTable } from './document.js';
import { finish, writeWithBackpressure } from './file-output.js';
import { timeZoneNote } from '@portal/shared';
import { csvCell } from './format.js';

/**
 * One table as CSV: ';' separators, UTF-8 BOM, CRLF, a header row, pt-BR decimals; written chunk by chunk. Times are
 * on the installation's clock, and the first time column's header says so once ('Último acesso (Horários de Brasília)').
 */
export async function writeCsv(table: ReportTable, filePath: string, timeZone: string): Promise<void> {
  const out = createWriteStream(filePath);
  try {
    const noted = table.columns.findIndex((column) => column.kind === 'datetime');
    const headers = table.columns.map((column, index) =>
      index === noted ? `${column.header} (${timeZoneNote(timeZone)})` : column.header,
    );
    const header = Papa.unparse([headers], CSV_OPTIONS);
    await writeWithBackpressure(out, `\uFEFF${header}`);
    for await (const chunk of table.rows()) {
      const lines = chunk.map((row) => row.map((value, index) => csvCell(value, table.columns[index]!.kind, timeZone)));
      await writeWithBackpressure(
        out,
        `\r\n${Papa.unparse(lines, { ...CSV_OPTIONS, escapeFormulae: CSV_FORMULA_START })}`,
      );
    }
    await writeWithBackpressure(out, '\r\n');
    await finish(out);
  } catch (error) {
    out.destroy();
    throw error;
  }
}
