import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteClient = (id: string) => api.delete<unknown>(`/admin/clients/${encodeURIComponent(id)}`);

/** Deleting a client also removes its page and frees its tags: every list that shows them is refreshed. */
export function useDeleteClient() {
  return useMutation({
    mutationFn: deleteClient,
    meta: { invalidates: ['clients', 'pages', 'tags'] },
  });
}
