/**
 * Tag meta (spec section 3): free JSON with known keys. One normaliser checks and cleans it for
 * the meta editor, the bulk import and the server (which also sanitises custom-tab HTML).
 *
 * Known keys and what the normaliser does with them:
 * - physicalType: NFC | QR | BLE (upper-cased); mirrors the tag's physical type.
 * - status: ACTIVE | INACTIVE | LOST | BROKEN (upper-cased): the B2B technical status.
 * - nextService: a date, cut to 10 characters, YYYY-MM-DD (DD/MM/YYYY from pt-BR spreadsheets is turned into it).
 * - maintenance: a list (or one entry, or an object date -> description); entries {date|when, description|note}
 *   become {date, description}; each date is checked like nextService.
 * - documents: [{label, url}]; the url must be http or https.
 * - customTabs: [{title, content}]; content is HTML, sanitised on the server (rules in tag-html.ts).
 * - technicalInfo / technical: {serialNumber, model, details}.
 * - text keys: serialNumber, serial, model, details, location, color, nickname, notes, and any other string.
 * A blank string, an empty list or null means "no value": in a PATCH it removes the key, on create it is dropped.
 * Rows of a list that are completely empty (a blank row left in the editor) are dropped.
 */
import { TAG_STATUSES, PHYSICAL_TYPES, type PhysicalType, type TagStatus } from './tag-enums.js';

export type TagMeta = Record<string, unknown>;
export type MaintenanceEntry = { date: string; description: string };
export type TagDocument = { label: string; url: string };
export type CustomTab = { title: string; content: string };

export const META_TEXT_MAX = 2000;
export const META_HTML_MAX = 50_000;
export const META_LIST_MAX = 100;
/** Other JSON kept in meta (keys the editor does not know) may nest this deep. */
export const META_JSON_DEPTH = 8;

export const META_MESSAGES = {
  nextService: 'nextService deve estar no formato YYYY-MM-DD.',
  maintenanceDate: (index: number) => `maintenance[${index}].date deve estar no formato YYYY-MM-DD.`,
  url: 'URL inválida (use http ou https)',
  status: (value: string) => `status inválido "${value}". Use ACTIVE, INACTIVE, LOST ou BROKEN.`,
  physicalType: (value: string) => `physicalType inválido "${value}". Use NFC, QR ou BLE.`,
  text: (key: string) => `${key} deve ser um texto.`,
  textTooLong: (key: string, max: number) => `${key} deve ter no máximo ${max} caracteres.`,
  list: (key: string) => `${key} deve ser uma lista.`,
  listTooLong: (key: string) => `${key} deve ter no máximo ${META_LIST_MAX} itens.`,
  object: (key: string) => `${key} deve ser um objeto.`,
  tooDeep: (key: string) => `${key} tem níveis demais (máximo ${META_JSON_DEPTH}).`,
  metaObject: 'meta deve ser um objeto JSON.',
  tabContent: (index: number) => `customTabs[${index}].content deve ser um texto.`,
} as const;

export type MetaIssue = { path: string; message: string };
export type NormalizeMetaOptions = {
  /** 'patch' keeps null for keys to delete; 'create' drops them. */
  mode: 'patch' | 'create';
  /** The server passes its HTML sanitiser; the browser may leave it out (the server sanitises anyway). */
  sanitizeHtml?: (html: string) => string;
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_BR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date as stored in meta: cut to 10 characters and checked YYYY-MM-DD (and a real calendar day).
 * DD/MM/YYYY (how pt-BR spreadsheets save dates) is turned into YYYY-MM-DD first. null when invalid.
 */
export function normalizeMetaDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  let text = value.trim();
  const br = DATE_BR.exec(text);
  if (br) text = `${br[3]}-${br[2]!.padStart(2, '0')}-${br[1]!.padStart(2, '0')}`;
  text = text.slice(0, 10);
  const match = DATE_ONLY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return text;
}

/** http(s) URLs only (meta editor: 'URL inválida (use http ou https)'). */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Text without NUL characters: PostgreSQL cannot store U+0000 in text or jsonb (it would be a 500), and no
 * one types it; it only comes from broken files or hostile requests.
 */
export const withoutNul = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', '') : text);

/** Numbers and booleans read from JSON become text for text keys (a serial number typed as 12345). */
function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return withoutNul(value).trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function firstText(entry: Record<string, unknown>, keys: string[]): string | undefined {
  for (const key of keys) {
    const text = asText(entry[key]);
    if (text !== undefined && text !== '') return text;
  }
  return undefined;
}

const TEXT_KEYS = new Set(['serialNumber', 'serial', 'model', 'details', 'color', 'nickname', 'notes']);

type Ctx = { issues: MetaIssue[]; options: NormalizeMetaOptions };

function text(key: string, value: unknown, ctx: Ctx, max = META_TEXT_MAX): string | undefined {
  const result = asText(value);
  if (result === undefined) {
    ctx.issues.push({ path: key, message: META_MESSAGES.text(key) });
    return undefined;
  }
  if (result.length > max) ctx.issues.push({ path: key, message: META_MESSAGES.textTooLong(key, max) });
  return result;
}

function list(key: string, value: unknown, ctx: Ctx): unknown[] | undefined {
  if (!Array.isArray(value)) {
    ctx.issues.push({ path: key, message: META_MESSAGES.list(key) });
    return undefined;
  }
  if (value.length > META_LIST_MAX) ctx.issues.push({ path: key, message: META_MESSAGES.listTooLong(key) });
  return value;
}

function maintenanceEntries(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (!isPlainObject(value)) return null;
  // One entry, or an object keyed by date: { "2025-01-10": "Troca de bateria" }.
  if ('date' in value || 'when' in value || 'description' in value || 'note' in value) return [value];
  return Object.entries(value).map(([date, description]) => ({ date, description }));
}

function normalizeMaintenance(value: unknown, ctx: Ctx): MaintenanceEntry[] | undefined {
  const entries = maintenanceEntries(value);
  if (!entries) {
    ctx.issues.push({ path: 'maintenance', message: META_MESSAGES.list('maintenance') });
    return undefined;
  }
  if (entries.length > META_LIST_MAX)
    ctx.issues.push({ path: 'maintenance', message: META_MESSAGES.listTooLong('maintenance') });
  const out: MaintenanceEntry[] = [];
  entries.forEach((raw, index) => {
    const entry = isPlainObject(raw) ? raw : { description: raw };
    const rawDate = entry.date ?? entry.when;
    const description = firstText(entry, ['description', 'note', 'notes']) ?? '';
    if (isBlank(rawDate) && description === '') return; // a blank row
    const date = normalizeMetaDate(rawDate);
    if (!date) {
      ctx.issues.push({ path: `maintenance.${index}.date`, message: META_MESSAGES.maintenanceDate(index) });
      return;
    }
    if (description.length > META_TEXT_MAX) {
      ctx.issues.push({
        path: `maintenance.${index}.description`,
        message: META_MESSAGES.textTooLong('description', META_TEXT_MAX),
      });
    }
    out.push({ date, description });
  });
  return out;
}

function normalizeDocuments(value: unknown, ctx: Ctx): TagDocument[] | undefined {
  const items = list('documents', value, ctx);
  if (!items) return undefined;
  const out: TagDocument[] = [];
  items.forEach((raw, index) => {
    const entry = isPlainObject(raw) ? raw : { url: raw };
    const label = firstText(entry, ['label', 'title', 'name']) ?? '';
    const url = asText(entry.url ?? entry.href) ?? '';
    if (label === '' && url === '') return;
    if (!isHttpUrl(url)) {
      ctx.issues.push({ path: `documents.${index}.url`, message: META_MESSAGES.url });
      return;
    }
    if (label.length > 200)
      ctx.issues.push({ path: `documents.${index}.label`, message: META_MESSAGES.textTooLong('label', 200) });
    out.push({ label, url });
  });
  return out;
}

function normalizeCustomTabs(value: unknown, ctx: Ctx): CustomTab[] | undefined {
  const items = list('customTabs', value, ctx);
  if (!items) return undefined;
  const out: CustomTab[] = [];
  items.forEach((raw, index) => {
    if (!isPlainObject(raw)) {
      ctx.issues.push({ path: `customTabs.${index}`, message: META_MESSAGES.object(`customTabs[${index}]`) });
      return;
    }
    const title = asText(raw.title) ?? '';
    const rawContent = raw.content ?? '';
    if (typeof rawContent !== 'string') {
      ctx.issues.push({ path: `customTabs.${index}.content`, message: META_MESSAGES.tabContent(index) });
      return;
    }
    if (title === '' && rawContent.trim() === '') return;
    if (title.length > 200)
      ctx.issues.push({ path: `customTabs.${index}.title`, message: META_MESSAGES.textTooLong('title', 200) });
    if (rawContent.length > META_HTML_MAX) {
      ctx.issues.push({
        path: `customTabs.${index}.content`,
        message: META_MESSAGES.textTooLong('content', META_HTML_MAX),
      });
      return;
    }
    const clean = withoutNul(rawContent);
    const content = ctx.options.sanitizeHtml ? ctx.options.sanitizeHtml(clean) : clean;
    out.push({ title, content });
  });
  return out;
}

function normalizeTechnical(key: string, value: unknown, ctx: Ctx): Record<string, string> | undefined {
  if (!isPlainObject(value)) {
    ctx.issues.push({ path: key, message: META_MESSAGES.object(key) });
    return undefined;
  }
  const out: Record<string, string> = {};
  for (const [rawField, raw] of Object.entries(value)) {
    const field = withoutNul(rawField);
    if (field === '' || field === '__proto__' || isBlank(raw)) continue;
    const result = text(`${key}.${field}`, raw, ctx);
    if (result) out[field] = result;
  }
  return out;
}

/** Other JSON kept as it is, without NUL characters in keys and text, and no deeper than META_JSON_DEPTH. */
function otherJson(key: string, value: unknown, ctx: Ctx, depth = 1): unknown {
  if (typeof value === 'string') return withoutNul(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > META_JSON_DEPTH) {
    ctx.issues.push({ path: key, message: META_MESSAGES.tooDeep(key) });
    return undefined;
  }
  if (Array.isArray(value)) return value.map((item) => otherJson(key, item, ctx, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [inner, item] of Object.entries(value)) {
    if (inner === '__proto__') continue;
    out[withoutNul(inner)] = otherJson(key, item, ctx, depth + 1);
  }
  return out;
}

function normalizeValue(key: string, value: unknown, ctx: Ctx): unknown {
  switch (key) {
    case 'physicalType': {
      const upper = String(value).trim().toUpperCase();
      if (!(PHYSICAL_TYPES as readonly string[]).includes(upper)) {
        ctx.issues.push({ path: key, message: META_MESSAGES.physicalType(String(value)) });
        return undefined;
      }
      return upper as PhysicalType;
    }
    case 'status': {
      const upper = String(value).trim().toUpperCase();
      if (!(TAG_STATUSES as readonly string[]).includes(upper)) {
        ctx.issues.push({ path: key, message: META_MESSAGES.status(String(value)) });
        return undefined;
      }
      return upper as TagStatus;
    }
    case 'nextService': {
      const date = normalizeMetaDate(value);
      if (!date) ctx.issues.push({ path: key, message: META_MESSAGES.nextService });
      return date ?? undefined;
    }
    case 'maintenance':
      return normalizeMaintenance(value, ctx);
    case 'documents':
      return normalizeDocuments(value, ctx);
    case 'customTabs':
      return normalizeCustomTabs(value, ctx);
    case 'technicalInfo':
    case 'technical':
      return normalizeTechnical(key, value, ctx);
    case 'location':
      return text(key, value, ctx, 500);
    default:
      if (TEXT_KEYS.has(key) || typeof value === 'string') return text(key, value, ctx);
      return otherJson(key, value, ctx); // other JSON the admin keeps in meta (numbers, flags, objects)
  }
}

/**
 * Checks and cleans a meta object (or a meta patch). Returns the clean value and every problem found,
 * each with the field path ('documents.0.url') and the spec's message.
 */
export function normalizeTagMeta(
  input: unknown,
  options: NormalizeMetaOptions,
): { meta: TagMeta; issues: MetaIssue[] } {
  const ctx: Ctx = { issues: [], options };
  if (!isPlainObject(input)) return { meta: {}, issues: [{ path: '', message: META_MESSAGES.metaObject }] };
  const meta: TagMeta = {};
  for (const [rawKey, value] of Object.entries(input)) {
    const key = withoutNul(rawKey);
    if (key === '' || key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    if (isBlank(value)) {
      if (options.mode === 'patch') meta[key] = null;
      continue;
    }
    const result = normalizeValue(key, value, ctx);
    if (result === undefined) continue;
    const empty = isBlank(result) || (isPlainObject(result) && Object.keys(result).length === 0);
    if (empty) {
      if (options.mode === 'patch') meta[key] = null;
      continue;
    }
    meta[key] = result;
  }
  return { meta, issues: ctx.issues };
}

/** Server-side merge of a normalised patch: keys replace, null removes (PATCH .../meta "merge no servidor"). */
export function mergeTagMeta(current: TagMeta, patch: TagMeta): TagMeta {
  const merged: TagMeta = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The keys the owner of a B2C tag may set (spec section 6: 'B2C tags get only nickname and notes'). */
export const B2C_OWNER_META_KEYS = ['nickname', 'notes'] as const;
