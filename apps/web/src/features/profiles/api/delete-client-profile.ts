import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateProfileData } from './invalidate';

/**
 * DELETE /admin/clients/{profileId} of a non-primary profile: only that profile and its page go (the account
 * stays; its tags then open the primary profile).
 */
export const deleteClientProfile = (profileId: string) =>
  api.delete<unknown>(`/admin/clients/${encodeURIComponent(profileId)}`);

export function useDeleteClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteClientProfile, onSuccess: () => invalidateProfileData(queryClient) });
}
