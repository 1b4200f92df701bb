/**
 * Reading tag meta for display (public tag page, meta editor, edit screens): every alias the spec lists
 * ('serialNumber (or serial)', 'technicalInfo or technical', maintenance 'date or when', 'description or note').
 */
import {
  isHttpUrl,
  normalizeTagMeta,
  type CustomTab,
  type MaintenanceEntry,
  type TagDocument,
  type TagMeta,
} from './tag-meta.js';

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

export type TechnicalSheet = { serialNumber: string; model: string; details: string };

export function tagTechnicalSheet(meta: TagMeta | null | undefined): TechnicalSheet {
  const m = obj(meta);
  const technical = { ...obj(m.technical), ...obj(m.technicalInfo) };
  return {
    serialNumber: str(m.serialNumber) || str(m.serial) || str(technical.serialNumber) || str(technical.serial),
    model: str(m.model) || str(technical.model),
    details: str(technical.details) || str(m.details),
  };
}

/** Maintenance entries, oldest first as entered; unreadable entries are left out. */
export function tagMaintenance(meta: TagMeta | null | undefined): MaintenanceEntry[] {
  const value = obj(meta).maintenance;
  if (value === undefined || value === null) return [];
  const { meta: clean } = normalizeTagMeta({ maintenance: value }, { mode: 'create' });
  return (clean.maintenance as MaintenanceEntry[] | undefined) ?? [];
}

export function tagDocuments(meta: TagMeta | null | undefined): TagDocument[] {
  const value = obj(meta).documents;
  if (!Array.isArray(value)) return [];
  return value
    .map((entry) => ({ label: str(obj(entry).label), url: str(obj(entry).url) }))
    .filter((doc) => isHttpUrl(doc.url))
    .map((doc) => ({ label: doc.label || doc.url, url: doc.url }));
}

/** Custom tabs as stored; their content was sanitised by the server before it was stored. */
export function tagCustomTabs(meta: TagMeta | null | undefined): CustomTab[] {
  const value = obj(meta).customTabs;
  if (!Array.isArray(value)) return [];
  return value.map((tab) => ({
    title: str(obj(tab).title),
    content: typeof obj(tab).content === 'string' ? (obj(tab).content as string) : '',
  }));
}

/**
 * A 'lat, lng' pair standing on its own: numbers not glued to other digits, and written like coordinates (a
 * decimal point or a sign), so an address such as 'Rua 7, 1000' or 'Bloco 2, 45' is not taken for one.
 */
const LAT_LNG_PAIR = /(?:^|[^\d.])([-+]?\d{1,2}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)(?![\d.])/g;

/**
 * Spec section 5: 'The map link is shown only if the location is a URL or contains a "lat, lng" pair.'
 * A URL is used as it is; a pair opens in Google Maps; anything else gives null (no 'Abrir no mapa').
 */
export function mapLinkForLocation(location: unknown): string | null {
  const text = str(location);
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return isHttpUrl(text) ? text : null;
  for (const match of text.matchAll(LAT_LNG_PAIR)) {
    const [lat, lng] = [match[1]!, match[2]!];
    const looksLikeCoordinates = /[.+-]/.test(lat) || /[.+-]/.test(lng);
    if (looksLikeCoordinates && Math.abs(Number(lat)) <= 90 && Math.abs(Number(lng)) <= 180) {
      return `https://www.google.com/maps?q=${Number(lat)},${Number(lng)}`;
    }
  }
  return null;
}
