import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a client's name, a page title, a tag owner or a technician's note may start with that a spreadsheet would run
 * as a formula (CSV and Excel exports must neutralise each).
 */
export const FORMULA_LIKE = [
  '=HYPERLINK("http://evil.example","x")',
  '+55 11 99999-0000',
  '-Ana',
  '@SUM(A1)',
  '\tTab',
  '\rCR',
];

/** Every text item of every page, joined by spaces (pdfjs-dist, as a reader would extract it). */
export async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return { pages: pdf.numPages, text: texts.join('\n') };
}

/** pdfText with every run of white space (line breaks included) one space: a phrase reads whole across lines. */
export async function pdfWords(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const { pages, text } = await pdfText(bytes);
  return { pages, text: text.replace(/\s+/g, ' ') };
}

/** The page count and the last page's text (a long PDF without extracting every page). */
export async function pdfPages(bytes: Buffer): Promise<{ pages: number; lastPage: string }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const content = await (await pdf.getPage(pdf.numPages)).getTextContent();
  const lastPage = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  await pdf.destroy();
  return { pages: pdf.numPages, lastPage };
}

export async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** The CSV as Excel in Brazil reads it: the BOM, then ';'-separated rows. */
export function readCsv(bytes: Buffer): { bom: boolean; rows: string[][]; text: string } {
  const text = bytes.toString('utf8');
  const bom = text.startsWith('\uFEFF');
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: true });
  return { bom, rows: parsed.data, text };
}
