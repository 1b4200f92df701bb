import { sql } from 'drizzle-orm';
import type { TagMeta } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { maintenanceRecords } from '../../db/tables/maintenance.js';
import { tags } from '../../db/tables/tags.js';

const hasMaintenance = (meta: TagMeta | undefined) => Array.isArray(meta?.maintenance) && meta.maintenance.length > 0;

/**
 * The service log follows the tag meta's `maintenance` list (bulk import, meta editor): the tags service tells
 * maintenance each time it writes a meta (the 'tag.metaWritten' event), inside its transaction. Every entry of these tags
 * that the log does not hold yet (same date and description, logged or imported) becomes an IMPORTED record with its
 * date and description, type and outcome unknown (null: the meta editor asks for neither, and a guess would be a lie
 * on /t, issue 20); the partial unique index settles two writers of one entry.
 */
export async function importMaintenanceOfMeta(
  written: Array<{ id: string; meta: TagMeta | undefined }>,
  tx: Database,
): Promise<void> {
  const tagIds = written.filter((tag) => hasMaintenance(tag.meta)).map((tag) => tag.id);
  if (tagIds.length === 0) return;
  const description = sql`coalesce(nullif(trim(e->>'description'), ''), 'Manutenção')`;
  await tx.execute(sql`
    INSERT INTO ${maintenanceRecords} (tag_id, performed_at, description, source)
    SELECT t.id, (e->>'date')::date, ${description}, 'IMPORTED'
    FROM ${tags} t, jsonb_array_elements(
      CASE WHEN jsonb_typeof(t.meta->'maintenance') = 'array' THEN t.meta->'maintenance' ELSE '[]'::jsonb END) e
    WHERE t.id IN (${sql.join(
      tagIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      AND jsonb_typeof(e) = 'object' AND e->>'date' ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
      AND NOT EXISTS (SELECT 1 FROM ${maintenanceRecords} r
                      WHERE r.tag_id = t.id AND r.performed_at = (e->>'date')::date AND r.description = ${description})
    ON CONFLICT (tag_id, performed_at, description) WHERE source = 'IMPORTED' DO NOTHING`);
}
