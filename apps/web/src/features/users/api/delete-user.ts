import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /admin/users/{id}: the account and its data go (the server's one deletion, as a client's on the clients screen). */
export const deleteUser = (id: string) => api.delete<unknown>(`/admin/users/${encodeURIComponent(id)}`);

/** An account's profiles, pages and tags go or change with it: every list that shows them is refreshed. */
export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser, meta: { invalidates: ['users', 'clients', 'pages', 'tags'] } });
}
