import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientRequestBody, User } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys } from '@/features/pages/api/keys';
import { userKeys } from '@/features/users/api/keys';
import { clientKeys } from './keys';

export type CreateClientResponse = { user: User; profile: Client };

/** POST /admin/users with role USER and the profile: the account, the client and its page in one go. */
export const createClient = (body: CreateClientRequestBody) => api.post<CreateClientResponse>('/admin/users', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]),
  });
}
