import { useMutation } from '@tanstack/react-query';
import type { Client, CreateClientRequestBody, User } from '@portal/shared';
import { api } from '@/lib/api-client';

export type CreateClientResponse = { user: User; profile: Client };

/** POST /admin/users with role USER and the profile: the account, the client and its page in one go. */
export const createClient = (body: CreateClientRequestBody) => api.post<CreateClientResponse>('/admin/users', body);

export function useCreateClient() {
  return useMutation({
    mutationFn: createClient,
    meta: { invalidates: ['clients', 'pages', 'users'] },
  });
}
