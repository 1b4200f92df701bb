import type { LostInfo } from '@portal/shared';
import type { TagRow } from '../../db/tables/tags.js';

// The lost mode's columns of a tag row (issue 13). Lost mode itself (the owner's switch, the finder's messages, the
// scan alerts, the poster) lives in modules/lost-mode; these are what every answer about a tag shows of it.

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
