import { useMutation } from '@tanstack/react-query';
import type { AccountProfile, CreateProfileRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/** POST /admin/clients/{clientId}/profiles: the admin adds a profile (and its page) to a client's account. */
export const createClientProfile = (clientId: string, body: CreateProfileRequestBody) =>
  api.post<AccountProfile>(`/admin/clients/${encodeURIComponent(clientId)}/profiles`, body);

export function useCreateClientProfile() {
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: CreateProfileRequestBody }) =>
      createClientProfile(clientId, body),
    meta: { invalidates: PROFILE_DATA },
  });
}
