import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/** DELETE /me/profiles/{id}: a non-primary profile and its page; its tags then open the primary one. */
export const deleteMyProfile = (id: string) => api.delete<unknown>(`/me/profiles/${encodeURIComponent(id)}`);

export function useDeleteMyProfile() {
  return useMutation({ mutationFn: deleteMyProfile, meta: { invalidates: PROFILE_DATA } });
}
