import { LOST_TEXTS, TAG_STATUS_META, type LostInfo, type Tag, type TagStatus } from '@portal/shared';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor, type ActorRef } from '../../lib/actor.js';
import { conflict } from '../../lib/errors.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { toTag } from './mappers.js';
import type { TagRow } from './schema.js';

/** What the lost mode changes on a tag: on, with the owner's message and reward; or off. */
export type LostChange =
  | { lost: true; message: string | null | undefined; reward: boolean | undefined; showContacts?: boolean }
  | { lost: false };

/** The row's lost fields as the API shows them: null unless the tag is LOST. */
export function lostInfoOf(
  row: Pick<
    TagRow,
    'status' | 'lostMessage' | 'lostReward' | 'lostShowContacts' | 'lostAt' | 'statusBeforeLost' | 'updatedAt'
  >,
): LostInfo | null {
  if (row.status !== 'LOST') return null;
  return {
    message: row.lostMessage ?? null,
    reward: row.lostReward ?? false,
    showContacts: row.lostShowContacts ?? false,
    // A tag created LOST (before issue 13, or by an admin's create) has no lost_at: its last change stands in.
    since: (row.lostAt ?? row.updatedAt).toISOString(),
    statusBefore: row.statusBeforeLost ?? 'ACTIVE',
  };
}

/** The lost fields cleared: a tag that is not LOST carries none (also when an admin moves it off LOST). */
export const clearedLostFields = {
  lostMessage: null,
  lostReward: false,
  lostShowContacts: false,
  lostAt: null,
  statusBeforeLost: null,
} as const;

/** Lost mode on a tag (issue 13), in one transaction with the row locked, writing a STATUS_CHANGED event. */
export function createLostSwitch({ transaction, repository, lockTag }: TagWriteKit) {
  return {
    /**
     * By an admin, or by the owner (another user's tag reads as unknown, 404). Lost again keeps the status to
     * restore and the time it was lost, and only updates the message and reward. Found restores the status before
     * the loss.
     */
    async setLost(id: string, change: LostChange, actor: Actor | ActorRef): Promise<Tag> {
      const byOwner = accessActorOf(actor).role !== 'ADMIN';
      const row = await transaction(async (tx) => {
        const tag = await lockTag(id, tx);
        checkAccess(accessActorOf(actor), 'tag.manage', tag.assignedUserId);
        if (change.lost) {
          const already = tag.status === 'LOST';
          const values = {
            status: 'LOST' as const,
            lostMessage: change.message === undefined ? (already ? tag.lostMessage : null) : change.message,
            lostReward: change.reward ?? (already ? tag.lostReward : false),
            // Off by default (issue 20): a page of a lost tag shows no contact unless the owner says so.
            lostShowContacts: change.showContacts ?? (already ? tag.lostShowContacts : false),
            ...(already
              ? { lostAt: tag.lostAt ?? new Date(), statusBeforeLost: tag.statusBeforeLost ?? ('ACTIVE' as TagStatus) }
              : { lostAt: new Date(), statusBeforeLost: tag.status }),
          };
          const updated = await repository.update(id, values, tx);
          await repository.insertEvents(
            [
              already
                ? {
                    tagId: id,
                    action: 'UPDATED' as const,
                    notes: 'Mensagem de perdida atualizada.',
                    ...actorFields(actor),
                  }
                : {
                    tagId: id,
                    action: 'STATUS_CHANGED' as const,
                    status: 'LOST' as const,
                    previousStatus: tag.status,
                    notes: byOwner ? 'Marcada como perdida pelo dono.' : 'Marcada como perdida.',
                    ...actorFields(actor),
                  },
            ],
            tx,
          );
          return { ...tag, ...updated! };
        }
        if (tag.status !== 'LOST') throw conflict(LOST_TEXTS.notLost, 'NOT_LOST');
        const restored: TagStatus =
          tag.statusBeforeLost && tag.statusBeforeLost !== 'LOST' ? tag.statusBeforeLost : 'ACTIVE';
        const updated = await repository.update(id, { status: restored, ...clearedLostFields }, tx);
        await repository.insertEvents(
          [
            {
              tagId: id,
              action: 'STATUS_CHANGED',
              status: restored,
              previousStatus: 'LOST',
              notes: `Encontrada: volta a ${TAG_STATUS_META[restored].label}.`,
              ...actorFields(actor),
            },
          ],
          tx,
        );
        return { ...tag, ...updated! };
      });
      return toTag(row);
    },
  };
}
