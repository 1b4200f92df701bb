/**
 * Bulk creation of tags (spec section 5 'Bulk creation'): the parser the dialog uses for pasted or
 * uploaded text, and the per-item rules the server applies again to what is sent.
 *
 * Input formats
 * - JSON: an array of items (or { items: [...] }). An item is { code, type, physicalType, status, notes, meta }
 *   and may also carry meta keys at the top (serialNumber, model, nextService, ...).
 * - CSV: comma or semicolon delimited (detected; tab works too), UTF-8 with or without BOM, with or without a
 *   header row. With a header, columns are matched by name (case, accents and spaces ignored; English or
 *   Portuguese names, see COLUMN_ALIASES; unknown columns are reported in ignoredColumns). Without a header,
 *   columns are read in the template's order: BULK_COLUMNS.
 *   - code: empty means "generate one"; type: B2C | B2B (default B2B); physicalType: NFC | QR | BLE (default NFC);
 *   - status: ACTIVE | INACTIVE | LOST | BROKEN, any case (the tag's status; default ACTIVE for B2B, INACTIVE for B2C);
 *   - serialNumber, model, details, location ('lat, lng', an address or a URL), nextService (YYYY-MM-DD; the
 *     DD/MM/YYYY that pt-BR spreadsheets write is accepted), notes, nickname, color;
 *   - maintenance: entries separated by '|', each 'YYYY-MM-DD: description';
 *   - documents: entries separated by '|', each 'label: https://url' (or just the URL);
 *   - meta: a JSON object merged into the item's meta.
 * - Line numbers: for CSV the row of the file (the header is line 1); for JSON the item's position (1-based).
 *   Items keep their `line`, and the server uses it in its own 'Linha N: ...' messages.
 * At most 500 items are taken; the rest is counted in ignoredCount ('only the first 500 are sent').
 */
import Papa from 'papaparse';
import { BULK_MESSAGES, BULK_META_COLUMNS, normalizeBulkItem, type BulkIssue, type BulkItem } from './bulk-item.js';
import { isRecord } from './json-values.js';
import { generateTagCode } from './tag-code.js';

export const BULK_MAX_ITEMS = 500;
export const BULK_PREVIEW_ITEMS = 20;
export const BULK_ERRORS_SHOWN = 10;
export const BULK_TEMPLATE_FILENAME = 'modelo_bulk_tags.csv';

/** Columns of the template, and the order of a CSV without header. */
export const BULK_COLUMNS = ['code', 'type', 'physicalType', 'status', ...BULK_META_COLUMNS, 'notes'] as const;

/**
 * modelo_bulk_tags.csv: semicolon-delimited, as pt-BR spreadsheets open it. When offering it for download,
 * prepend a BOM so spreadsheet programs read it as UTF-8: new Blob(['\uFEFF' + bulkTemplateCsv(code)]).
 * `exampleCode` is the B2C line's code: a fresh one each time (the 'Gerar' code), so the template sent back as
 * shipped never collides with a tag that exists (a fixed example such as PULS0001 is in the demo data). The B2B
 * line leaves its code empty, to show that an empty code is generated.
 */
export function bulkTemplateCsv(exampleCode: string = generateTagCode()): string {
  return (
    [
      BULK_COLUMNS.join(';'),
      ';B2B;NFC;ACTIVE;SN-000123;Extintor PQS 6kg;Classe ABC, recarga anual;-23.5505, -46.6333;2026-03-15;2025-03-15: Recarga e teste hidrostático | 2025-09-15: Inspeção visual;Manual: https://exemplo.com/manual.pdf;Corredor do 2º andar',
      `${exampleCode};B2C;QR;INACTIVE;;;;;;;;Pulseira infantil`,
    ].join('\r\n') + '\r\n'
  );
}

// ---- CSV and JSON parsing

const simplify = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** Header names understood (after dropping case, accents, spaces and punctuation). */
export const COLUMN_ALIASES: Record<string, string> = {
  code: 'code',
  codigo: 'code',
  nfccode: 'code',
  codigonfc: 'code',
  codigotag: 'code',
  type: 'type',
  tipo: 'type',
  kind: 'type',
  physicaltype: 'physicalType',
  tipofisico: 'physicalType',
  physical: 'physicalType',
  fisico: 'physicalType',
  status: 'status',
  estado: 'status',
  situacao: 'status',
  serialnumber: 'serialNumber',
  serial: 'serialNumber',
  numerodeserie: 'serialNumber',
  numeroserie: 'serialNumber',
  model: 'model',
  modelo: 'model',
  details: 'details',
  detalhes: 'details',
  technicaldetails: 'details',
  location: 'location',
  localizacao: 'location',
  local: 'location',
  nextservice: 'nextService',
  proximamanutencao: 'nextService',
  proximoservico: 'nextService',
  proximarevisao: 'nextService',
  maintenance: 'maintenance',
  manutencao: 'maintenance',
  manutencoes: 'maintenance',
  documents: 'documents',
  documentos: 'documents',
  notes: 'notes',
  notas: 'notes',
  observacoes: 'notes',
  obs: 'notes',
  nickname: 'nickname',
  apelido: 'nickname',
  color: 'color',
  cor: 'color',
  meta: 'meta',
};

/** 'YYYY-MM-DD: description | ...' -> [{ date, description }] (dates are checked by the meta rules). */
export function parseMaintenanceCell(cell: string): Array<{ date: string; description: string }> {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(\S+?)(?:\s*[:–-]\s+|\s+|:$|$)(.*)$/.exec(part);
      return { date: (match?.[1] ?? part).replace(/:$/, ''), description: (match?.[2] ?? '').trim() };
    });
}

/** 'label: https://url | https://other' -> [{ label, url }]. */
export function parseDocumentsCell(cell: string): Array<{ label: string; url: string }> {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.search(/[a-z][a-z0-9+.-]*:\/\//i);
      if (at <= 0) return { label: '', url: part };
      return {
        label: part
          .slice(0, at)
          .trim()
          .replace(/[\s:=–-]+$/, ''),
        url: part.slice(at).trim(),
      };
    });
}

function rowToRaw(
  cells: string[],
  columns: Array<string | null>,
): { raw: Record<string, unknown>; metaError: boolean } {
  const raw: Record<string, unknown> = {};
  let metaError = false;
  columns.forEach((column, index) => {
    const value = (cells[index] ?? '').trim();
    if (!column || value === '') return;
    if (column === 'maintenance') raw.maintenance = parseMaintenanceCell(value);
    else if (column === 'documents') raw.documents = parseDocumentsCell(value);
    else if (column === 'details') raw.technicalInfo = { details: value };
    else if (column === 'meta') {
      try {
        raw.meta = JSON.parse(value);
      } catch {
        metaError = true;
      }
    } else raw[column] = value;
  });
  return { raw, metaError };
}

export type BulkParseResult = {
  format: 'json' | 'csv';
  items: BulkItem[];
  errors: BulkIssue[];
  /** Items (or data rows) found before the 500 limit was applied. */
  totalCount: number;
  truncated: boolean;
  ignoredCount: number;
  delimiter?: string;
  hasHeader?: boolean;
  ignoredColumns: string[];
};

/**
 * Decodes an uploaded file: UTF-8 (a BOM is dropped); a file that is not valid UTF-8 is read as
 * Windows-1252, which older pt-BR spreadsheet programs use for "CSV (separado por vírgulas)".
 */
export function decodeBulkFile(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The delimiter of the first filled line, counted outside quotes: the most frequent of ';', ',' and tab
 * (a tie goes to ';', as pt-BR spreadsheets write it); ',' for a single column.
 */
export function detectDelimiter(text: string): string {
  const line = text.split(/\r?\n/).find((row) => row.trim() !== '') ?? '';
  const counts: Record<string, number> = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char in counts) counts[char]! += 1;
  }
  const best = ([';', ',', '\t'] as const).reduce((a, b) => (counts[b]! > counts[a]! ? b : a));
  return counts[best]! > 0 ? best : ',';
}

function limitItems<T>(list: T[]): { taken: T[]; truncated: boolean; ignoredCount: number } {
  return {
    taken: list.slice(0, BULK_MAX_ITEMS),
    truncated: list.length > BULK_MAX_ITEMS,
    ignoredCount: Math.max(0, list.length - BULK_MAX_ITEMS),
  };
}

function collect(rows: Array<{ raw: unknown; line: number; preErrors?: string[] }>) {
  const items: BulkItem[] = [];
  const errors: BulkIssue[] = [];
  const seen = new Map<string, number>();
  for (const { raw, line, preErrors } of rows) {
    const result = normalizeBulkItem(raw, line);
    const extra = (preErrors ?? []).map((message) => ({ line, message: BULK_MESSAGES.prefix(line, message) }));
    errors.push(...extra, ...result.errors);
    if (!result.item || extra.length) continue;
    const code = result.item.code;
    if (code && seen.has(code)) {
      errors.push({ line, code, message: BULK_MESSAGES.prefix(line, BULK_MESSAGES.duplicateInFile(code)) });
      continue;
    }
    if (code) seen.set(code, line);
    items.push(result.item);
  }
  return { items, errors };
}

/** A parse that found nothing to read: no items, one error on line 0. */
const nothingRead = (format: BulkParseResult['format'], message: string, delimiter?: string): BulkParseResult => ({
  format,
  items: [],
  errors: [{ line: 0, message }],
  totalCount: 0,
  truncated: false,
  ignoredCount: 0,
  ...(delimiter === undefined ? {} : { delimiter }),
  ignoredColumns: [],
});

/** Parses pasted or uploaded text (JSON or CSV) into items and 'Linha N: ...' errors. */
export function parseBulkInput(input: string): BulkParseResult {
  const text = input.replace(/^\uFEFF/, '');
  const trimmed = text.trim();
  if (trimmed === '') {
    return nothingRead('csv', BULK_MESSAGES.empty);
  }
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    let data: unknown;
    try {
      data = JSON.parse(trimmed);
    } catch {
      return nothingRead('json', BULK_MESSAGES.invalidJson);
    }
    const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.items) ? data.items : [data];
    const { taken, truncated, ignoredCount } = limitItems(list);
    const { items, errors } = collect(taken.map((raw, index) => ({ raw, line: index + 1 })));
    return { format: 'json', items, errors, totalCount: list.length, truncated, ignoredCount, ignoredColumns: [] };
  }

  const delimiter = detectDelimiter(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const rows = parsed.data
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) {
    return nothingRead('csv', BULK_MESSAGES.empty, delimiter);
  }
  const first = rows[0]!.cells.map((cell) => COLUMN_ALIASES[simplify(cell)] ?? null);
  // A header when at least half of its filled cells are known column names (a data row has values like B2B, NFC).
  const filled = rows[0]!.cells.filter((cell) => cell.trim() !== '').length;
  const hasHeader = first.filter((column) => column !== null).length >= Math.max(1, Math.ceil(filled / 2));
  const ignoredColumns = hasHeader
    ? rows[0]!.cells.filter((cell, index) => first[index] === null && cell.trim() !== '').map((cell) => cell.trim())
    : [];
  const columns: Array<string | null> = hasHeader ? first : [...BULK_COLUMNS];
  const dataRows = hasHeader ? rows.slice(1) : rows;
  const { taken, truncated, ignoredCount } = limitItems(dataRows);
  const { items, errors } = collect(
    taken.map(({ cells, line }) => {
      const { raw, metaError } = rowToRaw(cells, columns);
      return { raw, line, preErrors: metaError ? [BULK_MESSAGES.metaJson] : [] };
    }),
  );
  return {
    format: 'csv',
    items,
    errors,
    totalCount: dataRows.length,
    truncated,
    ignoredCount,
    delimiter,
    hasHeader,
    ignoredColumns,
  };
}
