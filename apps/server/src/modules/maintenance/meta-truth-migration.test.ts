import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { maintenanceRecords } from '../../db/tables/maintenance.js';
import { tags } from '../../db/tables/tags.js';
import { migrateFrom, migrationsBefore, openEmptyDatabase } from '../../testing/migrations.js';

const before = migrationsBefore('tag_meta_from_records');
afterAll(() => before.remove());

describe('tags from before the log was the one truth (issue 42, item 7), on this run’s database', () => {
  it('their meta lists join the log, a nextService the column lacked moves there, and the meta keeps no copy', async () => {
    const handle = await openEmptyDatabase();
    try {
      await migrateFrom(handle, before.folder);
      await handle.db.execute(sql`
        INSERT INTO tags (code, type, meta, next_service) VALUES
          ('OLD00001', 'B2B', ${JSON.stringify({
            serialNumber: 'SN-1',
            nextService: '2027-03-10',
            maintenance: [
              { date: '2025-01-10', description: 'Recarga' },
              { date: '2025-02-30', description: 'Data que não existe' },
              { date: '2025-03-01', description: '' },
            ],
          })}::jsonb, NULL),
          ('OLD00002', 'B2B', ${JSON.stringify({ nextService: '2026-02-30' })}::jsonb, NULL),
          ('OLD00003', 'B2B', ${JSON.stringify({ nextService: '2027-01-01' })}::jsonb, '2027-05-05')`);

      await handle.migrate();

      const rows = await handle.db
        .select({ code: tags.code, meta: tags.meta, nextService: tags.nextService })
        .from(tags)
        .orderBy(asc(tags.code));
      expect(rows).toEqual([
        { code: 'OLD00001', meta: { serialNumber: 'SN-1' }, nextService: '2027-03-10' },
        // Not a date: nothing to keep (the column was empty, the page showed no date).
        { code: 'OLD00002', meta: {}, nextService: null },
        // The column was the truth the lists sorted by: it stays.
        { code: 'OLD00003', meta: {}, nextService: '2027-05-05' },
      ]);
      const log = await handle.db
        .select({
          performedAt: maintenanceRecords.performedAt,
          description: maintenanceRecords.description,
          source: maintenanceRecords.source,
        })
        .from(maintenanceRecords)
        .orderBy(asc(maintenanceRecords.performedAt));
      expect(log).toEqual([
        { performedAt: '2025-01-10', description: 'Recarga', source: 'IMPORTED' },
        { performedAt: '2025-03-01', description: 'Manutenção', source: 'IMPORTED' },
      ]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
