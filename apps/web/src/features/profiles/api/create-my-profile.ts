import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountProfile, CreateProfileRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateProfileData } from './invalidate';

/** POST /me/profiles: a new profile of the signed-in owner's account, with its page. */
export const createMyProfile = (body: CreateProfileRequestBody) => api.post<AccountProfile>('/me/profiles', body);

export function useCreateMyProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createMyProfile, onSuccess: () => invalidateProfileData(queryClient) });
}
