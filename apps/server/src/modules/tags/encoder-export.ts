import Papa from 'papaparse';
import { ENCODER_CSV_HEADER, fitsNtag213, ndefMessageBytes } from '@portal/shared';
import { CSV_BOM, CSV_FORMULA_START, CSV_OPTIONS } from '../../lib/csv-formula.js';
import type { SelectedTag } from './selection.js';

/**
 * GET /admin/tags/export.csv: what NFC encoding stations and phone apps import to write a batch, one line per tag:
 * the code, the URL record's address (/t/{code}), the text record beside it (the owner's public NDEF text; empty for
 * a tag nobody owns yet), the whole NDEF message's size and whether it fits an NTAG213. ';', UTF-8 BOM, CRLF, like
 * every CSV of the server; a cell a spreadsheet would run as a formula is quoted.
 */
export async function encoderCsv(
  tags: SelectedTag[],
  linkBase: string,
  ndefTextOf: (tag: SelectedTag) => Promise<string>,
): Promise<string> {
  const lines: string[][] = [];
  for (const tag of tags) {
    const url = `${linkBase}/t/${tag.code}`;
    const text = await ndefTextOf(tag);
    const bytes = ndefMessageBytes(url, text);
    lines.push([tag.code, url, text, String(bytes), fitsNtag213(bytes) ? 'true' : 'false']);
  }
  const header = Papa.unparse([[...ENCODER_CSV_HEADER]], CSV_OPTIONS);
  const body = Papa.unparse(lines, { ...CSV_OPTIONS, escapeFormulae: CSV_FORMULA_START });
  return `${CSV_BOM}${header}\r\n${body}\r\n`;
}
