/**
 * One item of a bulk creation of tags (spec section 5 'Bulk creation'), checked and cleaned with the spec's
 * 'Linha N: ...' messages: by the parser in the browser (bulk-import.ts) and again by POST /admin/bracelets/bulk.
 */
import { isRecord } from './json-values.js';
import { TAG_CODE_PATTERN, normalizeTagCode } from './tag-code.js';
import {
  PHYSICAL_TYPES,
  TAG_STATUSES,
  TAG_TYPES,
  type PhysicalType,
  type TagStatus,
  type TagType,
} from './tag-enums.js';
import { META_MESSAGES, normalizeTagMeta, withoutNul, type TagMeta } from './tag-meta.js';

export type BulkItem = {
  line: number;
  code?: string;
  type: TagType;
  physicalType: PhysicalType;
  status?: TagStatus;
  notes?: string;
  meta: TagMeta;
};
export type BulkIssue = { line: number; code?: string; message: string };

export const BULK_MESSAGES = {
  prefix: (line: number, message: string) => `Linha ${line}: ${message}`,
  type: (value: string) => `tipo inválido "${value}". Use B2C ou B2B.`,
  code: (value: string) =>
    `código inválido "${value}": use até 64 caracteres entre letras, números, hífen, ponto ou sublinhado.`,
  duplicateInFile: (code: string) => `código ${code} repetido no arquivo.`,
  notAnObject: 'o item deve ser um objeto.',
  meta: 'meta deve ser um objeto JSON.',
  metaJson: 'a coluna meta não é um JSON válido.',
  notes: 'notes deve ter no máximo 2000 caracteres.',
  invalidJson: 'JSON inválido. Use uma lista de itens ou um CSV.',
  empty: 'Nenhum item encontrado. Cole um CSV ou JSON, ou envie um arquivo.',
} as const;

/** The template's columns that go into the tag's meta (bulk-import.ts BULK_COLUMNS), in the template's order. */
export const BULK_META_COLUMNS = [
  'serialNumber',
  'model',
  'details',
  'location',
  'nextService',
  'maintenance',
  'documents',
] as const;

/** Item keys that belong in meta when they arrive at the top of an item or as CSV columns. */
const META_KEYS = new Set<string>([
  ...BULK_META_COLUMNS,
  'serial',
  'customTabs',
  'technicalInfo',
  'technical',
  'color',
  'nickname',
]);

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * One item checked and cleaned, with the spec's 'Linha N: ...' messages. Used by the parser (browser)
 * and again by POST /admin/bracelets/bulk (server, with the HTML sanitiser).
 */
export function normalizeBulkItem(
  raw: unknown,
  line: number,
  options: { sanitizeHtml?: (html: string) => string } = {},
): { item?: BulkItem; errors: BulkIssue[] } {
  const errors: BulkIssue[] = [];
  const fail = (message: string, code?: string) =>
    errors.push({ line, ...(code ? { code } : {}), message: BULK_MESSAGES.prefix(line, message) });
  if (!isRecord(raw)) {
    fail(BULK_MESSAGES.notAnObject);
    return { errors };
  }
  const rawCode = blank(raw.code ?? raw.nfcCode) ? '' : normalizeTagCode(String(raw.code ?? raw.nfcCode));
  const code = rawCode || undefined;
  if (code && !TAG_CODE_PATTERN.test(code)) fail(BULK_MESSAGES.code(code), code);

  const typeText = blank(raw.type ?? raw.kind)
    ? 'B2B'
    : String(raw.type ?? raw.kind)
        .trim()
        .toUpperCase();
  if (!(TAG_TYPES as readonly string[]).includes(typeText))
    fail(BULK_MESSAGES.type(String(raw.type ?? raw.kind)), code);
  const physicalText = blank(raw.physicalType) ? 'NFC' : String(raw.physicalType).trim().toUpperCase();
  if (!(PHYSICAL_TYPES as readonly string[]).includes(physicalText))
    fail(META_MESSAGES.physicalType(String(raw.physicalType)), code);

  let metaInput: Record<string, unknown> = {};
  if (!blank(raw.meta)) {
    if (isRecord(raw.meta)) metaInput = { ...raw.meta };
    else fail(BULK_MESSAGES.meta, code);
  }
  for (const [key, value] of Object.entries(raw)) {
    if (META_KEYS.has(key) && !blank(value)) metaInput[key] = value;
  }
  const statusRaw = blank(raw.status) ? metaInput.status : raw.status;
  let status: TagStatus | undefined;
  if (!blank(statusRaw)) {
    const upper = String(statusRaw).trim().toUpperCase();
    if ((TAG_STATUSES as readonly string[]).includes(upper)) status = upper as TagStatus;
    else fail(META_MESSAGES.status(String(statusRaw).trim()), code);
  }
  if (!blank(metaInput.status) && blank(raw.status)) delete metaInput.status; // checked above as the item's status
  const { meta, issues } = normalizeTagMeta(metaInput, { mode: 'create', sanitizeHtml: options.sanitizeHtml });
  for (const issue of issues) fail(issue.message, code);

  const notesText = blank(raw.notes)
    ? undefined
    : typeof raw.notes === 'string' || typeof raw.notes === 'number'
      ? withoutNul(String(raw.notes)).trim()
      : null;
  if (notesText === null) fail(META_MESSAGES.text('notes'), code);
  const notes = notesText || undefined;
  if (notes && notes.length > 2000) fail(BULK_MESSAGES.notes, code);

  if (errors.length) return { errors };
  meta.physicalType = physicalText;
  return {
    item: {
      line,
      ...(code ? { code } : {}),
      type: typeText as TagType,
      physicalType: physicalText as PhysicalType,
      ...(status ? { status } : {}),
      ...(notes ? { notes } : {}),
      meta,
    },
    errors,
  };
}
