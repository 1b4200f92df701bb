import { TAG_STATUS_META, TAG_TEXTS, type PhysicalType, type Tag, type TagStatus, type TagType } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { NewTagEventRow, NewTagRow } from '../../db/tables/tags.js';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor, type ActorRef } from '../../lib/actor.js';
import { conflict } from '../../lib/errors.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql.js';
import type { createTagChanges } from './changes.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { clearedLostFields } from './lost-fields.js';
import { toTag } from './mappers.js';
import type { TagWithOwner } from './repository.js';

/** What `changeTag` writes: the row's new values and the event that records them (its actor added). */
export type TagChange = {
  values: Partial<Omit<NewTagRow, 'id' | 'createdAt' | 'assignedAt'>>;
  event: Omit<NewTagEventRow, 'tagId' | 'actorUserId' | 'actorName'>;
};

/** A tag's own fields and status changed: the admin's edit, a status by anyone allowed, another domain's change. */
export function createTagEditing({
  transaction,
  repository,
  lockTag,
  changes,
}: TagWriteKit & { changes: ReturnType<typeof createTagChanges> }) {
  return {
    async updateTag(
      id: string,
      input: { code: string; status?: TagStatus; notes?: string | null; type?: TagType; physicalType?: PhysicalType },
      actor: ActorRef,
    ) {
      try {
        const row = await transaction(async (tx) => {
          const tag = await lockTag(id, tx);
          const changes: Parameters<typeof repository.update>[1] = {};
          const described: string[] = [];
          if (input.code !== tag.code) {
            changes.code = input.code;
            described.push(`código ${tag.code} → ${input.code}`);
          }
          if (input.type && input.type !== tag.type) {
            changes.type = input.type;
            described.push(`tipo ${tag.type} → ${input.type}`);
          }
          if (input.physicalType && input.physicalType !== tag.physicalType) {
            changes.physicalType = input.physicalType;
            changes.meta = { ...tag.meta, physicalType: input.physicalType };
            described.push(`tipo físico ${tag.physicalType} → ${input.physicalType}`);
          }
          if (input.notes !== undefined && (input.notes || null) !== tag.notes) {
            changes.notes = input.notes || null;
            described.push('notas');
          }
          if (input.status && input.status !== tag.status) changes.status = input.status;
          // Moved off LOST by an admin: the lost message, reward and status to restore go with it.
          if (changes.status && tag.status === 'LOST') Object.assign(changes, clearedLostFields);
          else if (changes.status === 'LOST')
            Object.assign(changes, { lostAt: new Date(), statusBeforeLost: tag.status });
          const events: NewTagEventRow[] = [];
          if (changes.status)
            events.push({
              tagId: id,
              action: 'STATUS_CHANGED',
              status: changes.status,
              previousStatus: tag.status,
              ...actorFields(actor),
            });
          if (Object.keys(changes).some((key) => key !== 'status')) {
            events.push({ tagId: id, action: 'UPDATED', notes: described.join('; ') || null, ...actorFields(actor) });
          }
          if (events.length === 0) return tag;
          const updated = await repository.update(id, changes, tx);
          await repository.insertEvents(events, tx);
          return { ...tag, ...updated! };
        });
        return toTag(row);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION)
          throw conflict(TAG_TEXTS.duplicateCode, 'DUPLICATE_CODE', { field: 'code' });
        throw error;
      }
    },

    /**
     * Any status other than the current one (spec section 4). `outer`: the caller's transaction (a maintenance record
     * that puts its equipment out of service). `whileLost: 'afterFound'` (a record's outcome, issue 40): a LOST tag
     * stays LOST, only the owner or an admin says found; the status becomes the one found restores.
     */
    async setStatus(
      id: string,
      status: TagStatus,
      actor: ActorRef,
      outer?: Database,
      whileLost: 'change' | 'afterFound' = 'change',
    ): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        if (tag.status === 'LOST' && whileLost === 'afterFound' && status !== 'LOST') {
          if (tag.statusBeforeLost === status) return tag;
          const updated = await repository.update(id, { statusBeforeLost: status }, tx);
          const notes = `Ainda perdida: volta a ${TAG_STATUS_META[status].label} quando encontrada.`;
          await repository.insertEvents([{ tagId: id, action: 'UPDATED', notes, ...actorFields(actor) }], tx);
          return { ...tag, ...updated! };
        }
        if (tag.status === status) throw conflict(TAG_TEXTS.sameStatus, 'SAME_STATUS');
        // Off LOST: the lost fields go (the tag is no longer lost); onto LOST: lost since now, back to this status.
        const lostFields =
          tag.status === 'LOST'
            ? clearedLostFields
            : status === 'LOST'
              ? { lostAt: new Date(), statusBeforeLost: tag.status }
              : {};
        const updated = await repository.update(id, { status, ...lostFields }, tx);
        await repository.insertEvents(
          [{ tagId: id, action: 'STATUS_CHANGED', status, previousStatus: tag.status, ...actorFields(actor) }],
          tx,
        );
        return { ...tag, ...updated! };
      }, outer);
      // Inside another's transaction (a service record), the page's copy waits for the next change or view.
      if (!outer) await changes.announce({ code: row.code, profileId: row.profileId });
      return toTag(row);
    },

    /**
     * A change another domain decides on a tag (lost mode): one transaction with the row locked and the actor's
     * access checked (an owner their own tags; another's is the 404); `decide` answers the values to write and the
     * event that records them. The answer is the tag as written.
     */
    async changeTag(id: string, actor: Actor, decide: (tag: TagWithOwner) => TagChange): Promise<Tag> {
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        checkAccess(accessActorOf(actor), 'tag.manage', tag.assignedUserId);
        const { values, event } = decide(tag);
        const updated = await repository.update(id, values, tx);
        await repository.insertEvents([{ tagId: id, ...event, ...actorFields(actor) }], tx);
        return { ...tag, ...updated!, previousStatus: tag.status };
      });
      const { previousStatus, assignedUserId: ownerId } = row;
      await changes.announce({
        code: row.code,
        profileId: row.profileId,
        tagId: row.id,
        status: row.status,
        previousStatus,
        ownerId,
      });
      return toTag(row);
    },
  };
}
