import { LOST_TEXTS, TAG_STATUS_META, type TagStatus } from '@portal/shared';
import { conflict } from '../../lib/errors.js';
import { clearedLostFields, type TagChange, type TagWithOwner } from '../tags/service.js';

/** What the lost mode changes on a tag: on, with the owner's message and reward; or off. */
export type LostChange =
  | { lost: true; message: string | null | undefined; reward: boolean | undefined; showContacts?: boolean }
  | { lost: false };

/**
 * Lost mode on a tag (issue 13), as the tags service writes it (`changeTag`: one transaction, the row locked, the
 * actor's access checked). Lost again keeps the status to restore and the time it was lost, and only updates the
 * message and reward. Found restores the status before the loss; found when not lost is a 409 NOT_LOST.
 */
export function lostChangeOf(tag: TagWithOwner, change: LostChange, byOwner: boolean): TagChange {
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
    return {
      values,
      event: already
        ? { action: 'UPDATED', notes: 'Mensagem de perdida atualizada.' }
        : {
            action: 'STATUS_CHANGED',
            status: 'LOST',
            previousStatus: tag.status,
            notes: byOwner ? 'Marcada como perdida pelo dono.' : 'Marcada como perdida.',
          },
    };
  }
  if (tag.status !== 'LOST') throw conflict(LOST_TEXTS.notLost, 'NOT_LOST');
  const restored: TagStatus = tag.statusBeforeLost && tag.statusBeforeLost !== 'LOST' ? tag.statusBeforeLost : 'ACTIVE';
  return {
    values: { status: restored, ...clearedLostFields },
    event: {
      action: 'STATUS_CHANGED',
      status: restored,
      previousStatus: 'LOST',
      notes: `Encontrada: volta a ${TAG_STATUS_META[restored].label}.`,
    },
  };
}
