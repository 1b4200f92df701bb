import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, User } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { CreateClientBody } from '../lib/new-client';

export type CreateClientResponse = { user: User; profile: Client };

/** POST /admin/users with role USER and the profile: the account, the client and its page in one go. */
export const createClient = (body: CreateClientBody) => api.post<CreateClientResponse>('/admin/users', body);

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}
