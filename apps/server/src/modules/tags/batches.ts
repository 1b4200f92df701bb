import { count, desc, eq } from 'drizzle-orm';
import type { TagBatch } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tagBatches, tags } from '../../db/tables/tags.js';

/** How many batches the list shows: the newest (a batch is a print run; older ones are rarely printed again). */
export const TAG_BATCHES_LISTED = 200;

/**
 * The SQL of the kept bulk imports (issue 43, item 13): one row per import, written with its tags, listed newest
 * first with the number of its tags that still exist (a batch whose tags were all deleted has nothing to print).
 */
export function createBatchesRepository(db: Database) {
  return {
    async insert(batch: { id: string; createdByUserId: string; createdByName: string }, tx: Database): Promise<void> {
      await tx.insert(tagBatches).values(batch);
    },

    async list(): Promise<TagBatch[]> {
      const rows = await db
        .select({
          id: tagBatches.id,
          createdAt: tagBatches.createdAt,
          createdByName: tagBatches.createdByName,
          count: count(tags.id),
        })
        .from(tagBatches)
        .innerJoin(tags, eq(tags.batchId, tagBatches.id))
        .groupBy(tagBatches.id)
        .orderBy(desc(tagBatches.createdAt), desc(tagBatches.id))
        .limit(TAG_BATCHES_LISTED);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },

    /** A deleted account's imports keep their date and tags; its id goes and its name becomes `replacement`. */
    async forgetUser(userId: string, replacement: string, tx: Database): Promise<void> {
      await tx
        .update(tagBatches)
        .set({ createdByUserId: null, createdByName: replacement })
        .where(eq(tagBatches.createdByUserId, userId));
    },
  };
}

export type BatchesRepository = ReturnType<typeof createBatchesRepository>;
