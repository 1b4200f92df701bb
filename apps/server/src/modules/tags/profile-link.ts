import { PROFILE_TEXTS, type Tag } from '@portal/shared';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { actorFields, type TagWriteKit } from './kit.js';
import { toTag } from './mappers.js';

/** Which of its owner's profiles a tag opens (issue 14): PATCH /me/bracelets/{id}/profile and its admin twin. */
export function createProfileLinker({ transaction, repository, lockTag }: TagWriteKit) {
  return {
    /**
     * One transaction with the tag row locked and the profile locked against deletion. The owner's own route:
     * another user's tag reads as unknown (404), and so does a profile of another account (not theirs); on the
     * admin's route that profile is a 409 (a wrong choice, not a forbidden one). The same profile again answers the
     * tag unchanged, with no event.
     */
    async link(tagId: string, rawProfileId: string, actor: Actor): Promise<Tag> {
      const byOwner = accessActorOf(actor).role !== 'ADMIN';
      // As the database writes ids (a uuid may arrive upper-cased), so the same profile compares equal.
      const profileId = rawProfileId.toLowerCase();
      const row = await transaction(async (tx) => {
        const tag = await lockTag(tagId, tx);
        checkAccess(accessActorOf(actor), 'tag.manage', tag.assignedUserId);
        if (!tag.assignedUserId) throw conflict(PROFILE_TEXTS.tagNotAssigned, 'NOT_ASSIGNED');
        // The profile it opens already (one of the owner's, by the links' rule): answered before the profile is
        // locked, so it never waits on a delete of that profile that is itself waiting to move this locked tag.
        if (tag.profileId === profileId) return tag;
        const profile = await repository.lockProfile(profileId, tx);
        if (!profile) throw notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
        if (profile.userId !== tag.assignedUserId) {
          if (byOwner) checkAccess(accessActorOf(actor), 'profile.manage', profile.userId);
          throw conflict(PROFILE_TEXTS.profileOfAnotherOwner, 'PROFILE_OF_ANOTHER_OWNER');
        }
        const updated = await repository.update(tagId, { profileId: profile.id }, tx);
        await repository.insertEvents(
          [
            {
              tagId,
              action: 'PROFILE_CHANGED',
              notes: `Abre agora o perfil "${profile.name}".`,
              ...actorFields(actor),
            },
          ],
          tx,
        );
        return {
          ...tag,
          ...updated!,
          profileName: profile.name,
          profileKind: profile.kind,
          profileIsPrimary: profile.isPrimary,
        };
      });
      return toTag(row);
    },
  };
}
