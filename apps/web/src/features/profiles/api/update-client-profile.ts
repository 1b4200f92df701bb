import { useMutation } from '@tanstack/react-query';
import type { Client, UpdateProfileRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/** PATCH /admin/clients/{profileId}: the admin edits any profile of a client (the route takes any profile's id). */
export const updateClientProfile = (profileId: string, body: UpdateProfileRequestBody) =>
  api.patch<Client>(`/admin/clients/${encodeURIComponent(profileId)}`, body);

export function useUpdateClientProfile() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateProfileRequestBody }) => updateClientProfile(id, body),
    meta: { invalidates: PROFILE_DATA },
  });
}
