import { useMutation } from '@tanstack/react-query';
import type { UpdateProfileRequestBody } from '@portal/shared';
import type { ProfileScope } from '../lib/scope';
import { useScopedProfileWrites } from './scoped';

type SaveProfilePage = {
  profileId: string;
  /** The profile's fields (PUT /me/profiles/{id} for the owner, PATCH /admin/clients/{id} for an admin). */
  profile: UpdateProfileRequestBody;
  /** The page's own write, made once the profile is saved. */
  writePage: () => Promise<unknown>;
};

/**
 * Saving a page editor ('Editar página', 'Editar Cliente'): the profile first, then the page. The first failure
 * stops the save and is what the caller gets (so the screen shows the error of whichever write failed).
 */
export function useSaveProfilePage(scope: ProfileScope) {
  const writes = useScopedProfileWrites(scope);
  return useMutation({
    mutationFn: async ({ profileId, profile, writePage }: SaveProfilePage) => {
      await writes.update(profileId, profile);
      return writePage();
    },
  });
}
