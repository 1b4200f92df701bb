import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tagBatches, tags } from '../../db/tables/tags.js';
import { migrateFrom, migrationsBefore, openEmptyDatabase } from '../../testing/migrations.js';

const before = migrationsBefore('tag_batches_kept');
afterAll(() => before.remove());

describe('batches imported before they were kept (issue 43, item 13), on this run’s database', () => {
  it('become batches with their date and author, and their tags keep the order of the import, not of the code', async () => {
    const handle = await openEmptyDatabase();
    try {
      await migrateFrom(handle, before.folder);
      const batchId = '5d0c9d0e-1f7a-4a39-9a43-5b2f2f4c0a01';
      // The import wrote its tags, then their CREATED events in the file's order: ZZ first, then AA, then MM.
      await handle.db.execute(sql`
        INSERT INTO tags (code, batch_id, created_at) VALUES
          ('OLDZZ', ${batchId}, '2026-10-01T12:00:00Z'), ('OLDAA', ${batchId}, '2026-10-01T12:00:00Z'),
          ('OLDMM', ${batchId}, '2026-10-01T12:00:00Z'), ('LOOSE', NULL, '2026-10-02T12:00:00Z')`);
      for (const code of ['OLDZZ', 'OLDAA', 'OLDMM', 'LOOSE']) {
        await handle.db.execute(sql`
          INSERT INTO tag_events (tag_id, action, actor_user_id, actor_name)
          SELECT id, 'CREATED', '5d0c9d0e-1f7a-4a39-9a43-5b2f2f4c0a02', 'Admin Antigo' FROM tags WHERE code = ${code}`);
      }

      await handle.migrate();

      expect(await handle.db.select().from(tagBatches)).toEqual([
        {
          id: batchId,
          createdAt: new Date('2026-10-01T12:00:00Z'),
          createdByUserId: '5d0c9d0e-1f7a-4a39-9a43-5b2f2f4c0a02',
          createdByName: 'Admin Antigo',
        },
      ]);
      const ordered = await handle.db
        .select({ code: tags.code, position: tags.batchPosition })
        .from(tags)
        .orderBy(asc(tags.batchPosition), asc(tags.code));
      expect(ordered).toEqual([
        { code: 'OLDZZ', position: 1 },
        { code: 'OLDAA', position: 2 },
        { code: 'OLDMM', position: 3 },
        { code: 'LOOSE', position: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});
