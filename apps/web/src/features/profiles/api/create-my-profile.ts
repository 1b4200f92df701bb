import { useMutation } from '@tanstack/react-query';
import type { AccountProfile, CreateProfileRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { PROFILE_DATA } from './invalidate';

/** POST /me/profiles: a new profile of the signed-in owner's account, with its page. */
export const createMyProfile = (body: CreateProfileRequestBody) => api.post<AccountProfile>('/me/profiles', body);

export function useCreateMyProfile() {
  return useMutation({ mutationFn: createMyProfile, meta: { invalidates: PROFILE_DATA } });
}
