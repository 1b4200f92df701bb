import { PROFILE_TEXTS, TAG_TEXTS, type Tag } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Actor } from './actor.js';
import { toTag } from './mappers.js';
import type { TagsRepository, TagWithOwner } from './repository.js';

type ProfileLinkDeps = {
  transaction: <T>(work: (tx: Database) => Promise<T>) => Promise<T>;
  repository: TagsRepository;
  lockTag: (id: string, tx: Database) => Promise<TagWithOwner>;
  actorFields: (actor: Actor | null) => { actorUserId: string | null; actorName: string | null };
};

/** Which of its owner's profiles a tag opens (issue 14): PATCH /me/bracelets/{id}/profile and its admin twin. */
export function createProfileLinker(deps: ProfileLinkDeps) {
  const { transaction, repository, lockTag, actorFields } = deps;

  return {
    /**
     * One transaction with the tag row locked and the profile locked against deletion. `ownerId` is the owner's
     * own route: another user's tag is a 403, and so is a profile of another account (not theirs); on the admin's
     * route that profile is a 409 (a wrong choice, not a forbidden one). The same profile again answers the tag
     * unchanged, with no event.
     */
    async link(tagId: string, rawProfileId: string, actor: Actor, ownerId?: string): Promise<Tag> {
      // As the database writes ids (a uuid may arrive upper-cased), so the same profile compares equal.
      const profileId = rawProfileId.toLowerCase();
      const row = await transaction(async (tx) => {
        const tag = await lockTag(tagId, tx);
        if (ownerId !== undefined && tag.assignedUserId !== ownerId)
          throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
        if (!tag.assignedUserId) throw conflict(PROFILE_TEXTS.tagNotAssigned, 'NOT_ASSIGNED');
        // The profile it opens already (one of the owner's, by the links' rule): answered before the profile is
        // locked, so it never waits on a delete of that profile that is itself waiting to move this locked tag.
        if (tag.profileId === profileId) return tag;
        const profile = await repository.lockProfile(profileId, tx);
        if (!profile) throw notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
        if (profile.userId !== tag.assignedUserId) {
          if (ownerId !== undefined) throw notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
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
