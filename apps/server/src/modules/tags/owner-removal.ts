import { PRIVACY_TEXTS } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ActorRef } from '../../lib/actor.js';
import type { createBatchesRepository } from './batches.js';
import { actorFields } from './kit.js';
import type { TagsRepository } from './repository.js';

/** What a profile's or an account's deletion does to its tags, inside the deletion's transaction. */
export function createOwnerRemoval(repository: TagsRepository, batches: ReturnType<typeof createBatchesRepository>) {
  return {
    /**
     * A profile is being deleted: inside the caller's transaction, its tags open the account's primary profile
     * (`to`), each with a PROFILE_CHANGED event. Returns how many moved.
     */
    async moveTagsOfProfile(
      from: { id: string; name: string },
      to: { id: string; name: string },
      actor: ActorRef | null,
      tx: Database,
    ): Promise<number> {
      const moved = await repository.moveProfile(from.id, to.id, tx);
      await repository.insertEvents(
        moved.map((tagId) => ({
          tagId,
          action: 'PROFILE_CHANGED' as const,
          notes: `O perfil "${from.name}" foi excluído; a tag abre agora "${to.name}".`,
          ...actorFields(actor),
        })),
        tx,
      );
      return moved.length;
    },

    /**
     * A deleted account (modules/privacy), inside its transaction: its tags are unassigned (status kept, one
     * UNASSIGNED event each) and keep nothing it wrote; the history keeps every event with the account shown as
     * `replacement` ('Conta excluída'), its id, names and e-mail gone. Returns the tags it held (id and code).
     */
    async forgetOwner(user: { id: string; terms: string[] }, tx: Database): Promise<{ id: string; code: string }[]> {
      const replacement = PRIVACY_TEXTS.deletedAccount;
      const released = await repository.releaseOfUser(user.id, tx);
      const ids = released.map((tag) => tag.id);
      await repository.insertEvents(
        ids.map((tagId) => ({
          tagId,
          action: 'UNASSIGNED' as const,
          fromUserName: replacement,
          notes: PRIVACY_TEXTS.tagReleased,
        })),
        tx,
      );
      await repository.clearOwnerTexts(ids, tx);
      await repository.forgetUserInEvents(user.id, user.terms, replacement, tx);
      await batches.forgetUser(user.id, replacement, tx);
      return released.map(({ id, code }) => ({ id, code }));
    },
  };
}
