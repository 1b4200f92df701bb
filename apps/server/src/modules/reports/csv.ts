import { createWriteStream } from 'node:fs';
import Papa from 'papaparse';
import type { ReportTable } from './document.js';
import { finish, writeWithBackpressure } from './file-output.js';
import { csvCell } from './format.js';

/** Excel in Brazil splits columns on ';' and reads a UTF-8 file right only with the BOM. */
const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', header: false } as const;
/** A cell starting with = + @ or a tab is a formula to a spreadsheet: quoted with ' (negative numbers stay numbers). */
const FORMULA = /^(?:[=+@\t\r]|-(?![\d,.]+$))/;

/** One table as CSV: ';' separators, UTF-8 BOM, CRLF, a header row, pt-BR decimals; written chunk by chunk. */
export async function writeCsv(table: ReportTable, filePath: string): Promise<void> {
  const out = createWriteStream(filePath);
  try {
    const header = Papa.unparse([table.columns.map((column) => column.header)], CSV_OPTIONS);
    await writeWithBackpressure(out, `\uFEFF${header}`);
    for await (const chunk of table.rows()) {
      const lines = chunk.map((row) => row.map((value, index) => csvCell(value, table.columns[index]!.kind)));
      await writeWithBackpressure(out, `\r\n${Papa.unparse(lines, { ...CSV_OPTIONS, escapeFormulae: FORMULA })}`);
    }
    await writeWithBackpressure(out, '\r\n');
    await finish(out);
  } catch (error) {
    out.destroy();
    throw error;
  }
}
