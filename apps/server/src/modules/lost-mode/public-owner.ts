import { toPublicProfile, type PublicProfile } from '@portal/shared';
import type { ProfilesService } from '../profiles/service.js';

/** A tag as its public owner is looked up: whose it is, the profile it opens, and the account's name if known. */
export type OwnedTag = {
  code: string;
  profileId: string | null;
  assignedUserId: string | null;
  assignedUserName?: string | null;
};

/**
 * The tag's owner as a visitor of /t/{code} sees it: the tag's profile (else the owner's primary one) through
 * toPublicProfile, so the privacy toggles decide; an account without a profile shows only its name.
 */
export async function publicOwnerOf(
  profiles: Pick<ProfilesService, 'findProfile' | 'findProfileOfUser' | 'fullProfileOf'>,
  tag: OwnedTag,
): Promise<{ profile: PublicProfile | null; accountName: string | null }> {
  if (!tag.assignedUserId) return { profile: null, accountName: null };
  const row =
    (tag.profileId ? await profiles.findProfile(tag.profileId) : undefined) ??
    (await profiles.findProfileOfUser(tag.assignedUserId));
  if (!row) return { profile: null, accountName: tag.assignedUserName || null };
  const profile = toPublicProfile(profiles.fullProfileOf(row), { publicPageSlug: null, braceletCode: tag.code });
  return { profile, accountName: null };
}
