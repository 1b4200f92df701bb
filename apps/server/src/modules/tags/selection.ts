import { LABEL_TEXTS, normalizeTagCode } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { createSelectionRepository, type SelectedTag } from './selection-repository.js';

export type { SelectedTag } from './selection-repository.js';
/** One of: the tags' ids, their codes (any case), or the batchId a bulk import answered. */
export type TagSelection = { ids?: string[]; codes?: string[]; batchId?: string };

/** In the order asked, once each; what is missing is named in the 404 (so a typo is found at once). */
function inOrder(keys: string[], rows: SelectedTag[], keyOf: (row: SelectedTag) => string): SelectedTag[] {
  const byKey = new Map(rows.map((row) => [keyOf(row), row]));
  const unique = [...new Set(keys)];
  const missing = unique.filter((key) => !byKey.has(key));
  if (missing.length) throw notFound(LABEL_TEXTS.tagsNotFound(missing), 'TAG_NOT_FOUND');
  return unique.map((key) => byKey.get(key)!);
}

/** The tags of a label sheet or an encoder export (issue 25). */
export function createTagSelection(db: Database) {
  const repository = createSelectionRepository(db);
  return async function selectTags(selection: TagSelection): Promise<SelectedTag[]> {
    if (selection.ids) {
      const ids = selection.ids.map((id) => id.toLowerCase());
      return inOrder(ids, await repository.byIds([...new Set(ids)]), (row) => row.id);
    }
    if (selection.codes) {
      const codes = selection.codes.map(normalizeTagCode);
      return inOrder(codes, await repository.byCodes([...new Set(codes)]), (row) => row.code);
    }
    const rows = selection.batchId ? await repository.byBatch(selection.batchId) : [];
    if (rows.length === 0) throw notFound(LABEL_TEXTS.batchNotFound, 'BATCH_NOT_FOUND');
    return rows;
  };
}
