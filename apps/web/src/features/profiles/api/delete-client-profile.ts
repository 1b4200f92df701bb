import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/**
 * DELETE /admin/clients/{profileId} of a non-primary profile: only that profile and its page go (the account
 * stays; its tags then open the primary profile).
 */
export const deleteClientProfile = (profileId: string) =>
  api.delete<unknown>(`/admin/clients/${encodeURIComponent(profileId)}`);

export function useDeleteClientProfile() {
  return useMutation({ mutationFn: deleteClientProfile, meta: { invalidates: PROFILE_DATA } });
}
