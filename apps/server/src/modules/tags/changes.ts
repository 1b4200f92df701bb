import { isUuid } from '../../lib/ids.js';
import type { TagsRepository } from './repository.js';

/**
 * What a tag's public page showed and shows after a change (issue 41: the page's last copies are rebuilt from it, the
 * previous profile's too when the tag moved, the old code's dropped when it was renamed).
 */
export type TagChanged = {
  code: string;
  profileId: string | null;
  previousCode?: string;
  previousProfileId?: string | null;
};

type TagChangedListener = (tag: TagChanged) => Promise<void>;

/**
 * The tags' changes told to other domains after their commit, before the answer: `announce` for a change that knows
 * what it did, `announcing(change)` around a change of one tag by id (it reads the tag before and after).
 */
export function createTagChanges(repository: Pick<TagsRepository, 'findById'>) {
  const listeners: TagChangedListener[] = [];
  const announce = async (tag: TagChanged) => {
    for (const listener of listeners) await listener(tag);
  };
  const current = async (id: string) => (isUuid(id) ? repository.findById(id.toLowerCase()) : undefined);
  return {
    onTagChanged: (listener: TagChangedListener) => void listeners.push(listener),
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
        });
        return answer;
      },
  };
}
