import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tags } from '../../db/tables/tags.js';

/** What a label sheet or an encoder export reads of a tag. */
const selectedColumns = {
  id: tags.id,
  code: tags.code,
  type: tags.type,
  meta: tags.meta,
  assignedUserId: tags.assignedUserId,
  profileId: tags.profileId,
};

/** The SQL of a label sheet's or export's tags (issue 25): by ids, by codes, or a bulk import's batch in the order of the import. */
export function createSelectionRepository(db: Database) {
  const select = () => db.select(selectedColumns).from(tags);
  return {
    byIds: (ids: string[]) => select().where(inArray(tags.id, ids)),
    byCodes: (codes: string[]) => select().where(inArray(tags.code, codes)),
    byBatch: (batchId: string) =>
      select().where(eq(tags.batchId, batchId)).orderBy(asc(tags.batchPosition), asc(tags.code)),
  };
}

export type SelectedTag = Awaited<ReturnType<ReturnType<typeof createSelectionRepository>['byBatch']>>[number];
