import { createWriteStream } from 'node:fs';
import Papa from 'papaparse';
import { CSV_FORMULA_START } from '../../lib/csv-formula.js';
import type { ReportTable } from './document.js';
import { finish, writeWithBackpressure } from './file-output.js';
import { csvCell } from './format.js';

/** Excel in Brazil splits columns on ';' and reads a UTF-8 file right only with the BOM. */
const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', header: false } as const;

/** One table as CSV: ';' separators, UTF-8 BOM, CRLF, a header row, pt-BR decimals; written chunk by chunk. */
export async function writeCsv(table: ReportTable, filePath: string): Promise<void> {
  const out = createWriteStream(filePath);
  try {
    const header = Papa.unparse([table.columns.map((column) => column.header)], CSV_OPTIONS);
    await writeWithBackpressure(out, `\uFEFF${header}`);
    for await (const chunk of table.rows()) {
      const lines = chunk.map((row) => row.map((value, index) => csvCell(value, table.columns[index]!.kind)));
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
