import { sql } from 'drizzle-orm';
import type { TagMeta } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { maintenanceRecords } from '../../db/tables/maintenance.js';

/** The written meta's `maintenance` entries with a YYYY-MM-DD date (the meta was cleaned: {date, description}). */
function entriesOf(meta: TagMeta | undefined): Array<{ date: string; description: string }> {
  if (!Array.isArray(meta?.maintenance)) return [];
  return meta.maintenance.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { date, description } = entry as { date?: unknown; description?: unknown };
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
    const text = typeof description === 'string' ? description.trim() : '';
    return [{ date, description: text || 'Manutenção' }];
  });
}

/**
 * The service log is the one truth of a tag's maintenance (issue 42; the meta shows it through db/tag-meta-view.ts).
 * A `maintenance` list written with a meta (bulk import, meta editor: the 'tag.metaWritten' event, inside the write's
 * transaction) joins the log: each entry the log does not hold yet (same date and description, logged or imported)
 * becomes an IMPORTED record, type and outcome unknown (null: the meta editor asks for neither, and a guess would be a
 * lie on /t, issue 20); the partial unique index settles two writers of one entry.
 */
export async function importMaintenanceOfMeta(
  written: Array<{ id: string; meta: TagMeta | undefined }>,
  tx: Database,
): Promise<void> {
  const rows = written.flatMap((tag) => entriesOf(tag.meta).map((entry) => ({ tagId: tag.id, ...entry })));
  if (rows.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${maintenanceRecords} (tag_id, performed_at, description, source)
    SELECT e."tagId", e.date, e.description, 'IMPORTED'
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS e("tagId" uuid, date date, description text)
    WHERE NOT EXISTS (SELECT 1 FROM ${maintenanceRecords} r
                      WHERE r.tag_id = e."tagId" AND r.performed_at = e.date AND r.description = e.description)
    ON CONFLICT (tag_id, performed_at, description) WHERE source = 'IMPORTED' DO NOTHING`);
}
