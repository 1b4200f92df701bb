import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  normalizeTagMeta,
  tagCustomTabs,
  tagDocuments,
  tagMaintenance,
  tagTechnicalSheet,
  TAG_STATUSES,
  type Tag,
  type TagMeta,
  type TagStatus,
} from '@portal/shared';
import type { TagScope } from './tag-scope';

/**
 * Which editor a tag gets (spec sections 3 and 6): B2B tags the technical editor (admin and owner alike);
 * B2C tags colour, nickname and notes for an admin, only nickname and notes for the owner.
 */
export type MetaEditorKind = 'b2b' | 'b2c' | 'b2c-owner';

export function metaEditorKind(tag: Pick<Tag, 'type'>, scope: TagScope): MetaEditorKind {
  if (tag.type === 'B2B') return 'b2b';
  return scope === 'owner' ? 'b2c-owner' : 'b2c';
}

export type MetaFormValues = {
  serialNumber: string;
  model: string;
  details: string;
  location: string;
  status: TagStatus | '';
  nextService: string;
  maintenance: Array<{ date: string; description: string }>;
  documents: Array<{ label: string; url: string }>;
  customTabs: Array<{ title: string; content: string }>;
  color: string;
  nickname: string;
  notes: string;
};

const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** Spec section 5: meta dates are cut to 10 characters (an ISO timestamp becomes YYYY-MM-DD). */
export const cutDate = (value: string) => value.trim().slice(0, 10);

/** The stored meta as the editor's fields, reading every alias the spec lists (serial, technical, when, note...). */
export function metaToForm(meta: TagMeta | null | undefined): MetaFormValues {
  const m = meta ?? {};
  const sheet = tagTechnicalSheet(m);
  const status = str(m.status).toUpperCase();
  const rawDocuments = Array.isArray(m.documents) ? m.documents : [];
  return {
    serialNumber: sheet.serialNumber,
    model: sheet.model,
    details: sheet.details,
    location: str(m.location),
    status: (TAG_STATUSES as readonly string[]).includes(status) ? (status as TagStatus) : '',
    nextService: cutDate(str(m.nextService)),
    maintenance: tagMaintenance(m).map((entry) => ({ date: cutDate(entry.date), description: entry.description })),
    // Documents as stored (an invalid URL stays visible so it can be fixed); tagDocuments is the display reading.
    documents: rawDocuments.length
      ? rawDocuments.map((doc) => {
          const entry = (typeof doc === 'object' && doc !== null ? doc : { url: doc }) as Record<string, unknown>;
          return { label: str(entry.label), url: str(entry.url) };
        })
      : tagDocuments(m),
    customTabs: tagCustomTabs(m),
    color: str(m.color),
    nickname: str(m.nickname),
    notes: str(m.notes),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The PATCH body for the editor's kind. Every key the editor shows is sent (blank -> null, which the server's
 * merge removes), and the alias keys it read from (serial, technical, details) are cleared, so the stored meta
 * ends up with one spelling of each value.
 */
export function formToMetaPatch(
  values: MetaFormValues,
  kind: MetaEditorKind,
  current: TagMeta | null | undefined,
): Record<string, unknown> {
  if (kind === 'b2c-owner') return { nickname: orNull(values.nickname), notes: orNull(values.notes) };
  if (kind === 'b2c')
    return { color: orNull(values.color), nickname: orNull(values.nickname), notes: orNull(values.notes) };
  const patch: Record<string, unknown> = {
    serialNumber: orNull(values.serialNumber),
    model: orNull(values.model),
    technicalInfo: values.details.trim() ? { details: values.details.trim() } : null,
    location: orNull(values.location),
    status: values.status || null,
    nextService: values.nextService.trim() ? cutDate(values.nextService) : null,
    // Rows are kept in place (blank ones too): the shared rules drop blank rows and report by row index.
    maintenance: values.maintenance.map((row) => ({
      date: row.date.trim() ? cutDate(row.date) : '',
      description: row.description.trim(),
    })),
    documents: values.documents.map((row) => ({ label: row.label.trim(), url: row.url.trim() })),
    customTabs: values.customTabs.map((row) => ({ title: row.title.trim(), content: row.content })),
  };
  for (const alias of ['serial', 'technical', 'details'] as const) {
    if (current && alias in current) patch[alias] = null;
  }
  return patch;
}

/** Friendlier texts beside a field than the API's path-named ones; the rest are the shared rules' messages. */
function fieldMessage(path: string, message: string): string {
  if (/^maintenance\.\d+\.date$/.test(path)) return 'A data deve estar no formato YYYY-MM-DD.';
  return message;
}

/** The shared meta rules' path ('documents.0.url', 'technicalInfo.details') as the form field's name. */
function fieldPath(path: string): string {
  if (path.startsWith('technicalInfo')) return 'details';
  return path || 'root';
}

function setError(target: Record<string, unknown>, path: string, message: string) {
  const parts = path.split('.');
  let node: Record<string, unknown> | unknown[] = target;
  parts.forEach((part, index) => {
    const key: string | number = /^\d+$/.test(part) ? Number(part) : part;
    const container = node as Record<string | number, unknown>;
    if (index === parts.length - 1) {
      if (container[key] === undefined) container[key] = { type: 'validate', message };
      return;
    }
    if (container[key] === undefined) container[key] = /^\d+$/.test(parts[index + 1]!) ? [] : {};
    node = container[key] as Record<string, unknown>;
  });
}

/** Every problem the shared meta rules find in the patch, as react-hook-form errors (empty when it can be sent). */
export function validateMetaForm(
  values: MetaFormValues,
  kind: MetaEditorKind,
  current: TagMeta | null | undefined,
): FieldErrors<MetaFormValues> {
  const { issues } = normalizeTagMeta(formToMetaPatch(values, kind, current), { mode: 'patch' });
  const errors: Record<string, unknown> = {};
  for (const issue of issues) setError(errors, fieldPath(issue.path), fieldMessage(issue.path, issue.message));
  return errors as FieldErrors<MetaFormValues>;
}

/** A react-hook-form resolver running the shared rules (URL http/https, YYYY-MM-DD dates, lengths). */
export function metaFormResolver(kind: MetaEditorKind, current: TagMeta | null | undefined): Resolver<MetaFormValues> {
  return async (values) => {
    const errors = validateMetaForm(values, kind, current);
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}
