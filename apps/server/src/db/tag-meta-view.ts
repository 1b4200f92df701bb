import { sql, type SQL } from 'drizzle-orm';
import { META_LIST_MAX, type TagMeta } from '@portal/shared';
import { maintenanceRecords } from './tables/maintenance.js';
import { tags } from './tables/tags.js';

/**
 * Issue 42: the service log (maintenance_records) and tags.next_service are the one truth of a tag's maintenance; the
 * stored meta never holds `maintenance` or `nextService` (`storedTagMeta` takes them out on every write). What the API
 * and the meta editor answer as a tag's meta is this view of the row: the stored keys, `nextService` from the column and
 * `maintenance` as the newest META_LIST_MAX records, oldest first ({date, description}, as the bulk import writes them).
 * A correlated subquery on the log's (tag_id, performed_at) index: one statement for a whole page of tags. The outer
 * row is named in full ("tags"."id"): Drizzle writes a column of a one-table query unqualified, and a bare "id" inside
 * the subquery would be the record's own.
 */
export const tagMetaView: SQL<TagMeta> = sql<TagMeta>`(${tags.meta} || jsonb_strip_nulls(jsonb_build_object(
  'nextService', to_char(${tags.nextService}, 'YYYY-MM-DD'),
  'maintenance', (SELECT jsonb_agg(jsonb_build_object('date', s.d, 'description', s.description) ORDER BY s.performed_at, s.created_at)
    FROM (SELECT to_char(r.performed_at, 'YYYY-MM-DD') AS d, r.description, r.performed_at, r.created_at
          FROM ${maintenanceRecords} r WHERE r.tag_id = "tags"."id"
          ORDER BY r.performed_at DESC, r.created_at DESC LIMIT ${META_LIST_MAX}) s))))`;

/** The public pages' view: the stored keys and `nextService` (the /t service log is read from the records itself). */
export const tagPublicMetaView: SQL<TagMeta> = sql<TagMeta>`(${tags.meta} || jsonb_strip_nulls(jsonb_build_object(
  'nextService', to_char(${tags.nextService}, 'YYYY-MM-DD'))))`;

const DERIVED_KEYS = ['nextService', 'maintenance'] as const;

/** A meta as written (the editor's merge, a bulk line): what is stored, and the next service's date for its column. */
export function storedTagMeta(meta: TagMeta): { meta: TagMeta; nextService: string | null } {
  const stored: TagMeta = { ...meta };
  for (const key of DERIVED_KEYS) delete stored[key];
  const next = meta.nextService;
  return { meta: stored, nextService: typeof next === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(next) ? next : null };
}
