import type { TagChanged } from '../../lib/events.js';
import { isUuid } from '../../lib/ids.js';
import type { TagsRepository } from './repository.js';

/**
 * The tags' changes told to other domains after their commit, before the answer (the 'tag.changed' event, through
 * `announce`): `announce` for a change that knows what it did, `announcing(change)` around a change of one tag by id
 * (it reads the tag before and after).
 */
export function createTagChanges(
  repository: Pick<TagsRepository, 'findById'>,
  announce: (tag: TagChanged) => Promise<void>,
) {
  const current = async (id: string) => (isUuid(id) ? repository.findById(id.toLowerCase()) : undefined);
  return {
    announce,
    announcing:
      <A extends [string, ...unknown[]], R>(change: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        const before = await current(args[0]);
        const answer = await change(...args);
        if (!before) return answer;
        const after = await current(before.id);
        await announce({
          code: after?.code ?? before.code,
          profileId: after?.profileId ?? null,
          previousCode: before.code,
          previousProfileId: before.profileId,
          tagId: before.id,
          status: after?.status ?? before.status,
          previousStatus: before.status,
          ownerId: after ? after.assignedUserId : null,
          previousOwnerId: before.assignedUserId,
        });
        return answer;
      },
  };
}
