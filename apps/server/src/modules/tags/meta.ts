import { B2C_OWNER_META_KEYS, mergeTagMeta, TAG_TEXTS, type PhysicalType, type Tag } from '@portal/shared';
import { checkAccess } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest } from '../../lib/errors.js';
import { cleanTagMeta } from '../../lib/tag-meta.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { toTag } from './mappers.js';

/** Meta checked and cleaned with the shared rules (lib/tag-meta.ts, the profiles' technical sections use it too). */
export const cleanMeta = cleanTagMeta;

/** PATCH /admin|me/bracelets/{id}/meta: a tag's meta, by an admin or by its owner. */
export function createMetaEditor({ transaction, repository, lockTag }: TagWriteKit) {
  return {
    /**
     * Shallow merge on the server: given keys replace, null deletes; physicalType stays mirrored in the column. The
     * owner edits their own tags only (another's is the 404), and of a B2C tag only the nickname and notes (400).
     */
    async patchMeta(id: string, input: Record<string, unknown>, actor: Actor): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        checkAccess(actor, 'tag.manage', tag.assignedUserId);
        if (actor.role !== 'ADMIN') {
          const allowed: readonly string[] = B2C_OWNER_META_KEYS;
          const refused = Object.keys(input).filter((key) => !allowed.includes(key));
          if (tag.type === 'B2C' && refused.length)
            throw badRequest(TAG_TEXTS.b2cOwnerKeys, { field: `meta.${refused[0]}` });
          // The technical meta is the owner's; the physical type (mirrored in meta, so a client may send it back
          // unchanged) is the tag's own, changed only by an admin.
          const physical = input.physicalType;
          if (
            physical !== undefined &&
            physical !== null &&
            String(physical).trim().toUpperCase() !== tag.physicalType
          ) {
            throw badRequest(TAG_TEXTS.physicalTypeAdminOnly, { field: 'meta.physicalType' });
          }
        }
        const patch = cleanMeta(input, 'patch');
        let physicalType = tag.physicalType;
        if (typeof patch.physicalType === 'string') physicalType = patch.physicalType as PhysicalType;
        const meta = { ...mergeTagMeta(tag.meta, patch), physicalType };
        const updated = await repository.update(id, { meta, physicalType }, tx);
        // The keys as stored (cleaned: no NUL, which the text column cannot hold), not as sent.
        const keys = Object.keys(patch).join(', ');
        await repository.insertEvents(
          [{ tagId: id, action: 'META_UPDATED', notes: keys ? `Campos: ${keys}` : null, ...actorFields(actor) }],
          tx,
        );
        return { ...tag, ...updated! };
      });
      return toTag(row);
    },
  };
}
