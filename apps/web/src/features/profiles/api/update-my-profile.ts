import { useMutation } from '@tanstack/react-query';
import type { AccountProfile, UpdateMyProfileRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/** PUT /me/profiles/{id}: the owner edits one of their profiles (the page's own fields go through the page editor). */
export const updateMyProfile = (id: string, body: UpdateMyProfileRequestBody) =>
  api.put<AccountProfile>(`/me/profiles/${encodeURIComponent(id)}`, body);

export function useUpdateMyProfile() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMyProfileRequestBody }) => updateMyProfile(id, body),
    meta: { invalidates: PROFILE_DATA },
  });
}
