import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageKeys } from '@/features/pages/api/keys';
import { tagKeys } from '@/features/tags/api/keys';
import { clientKeys } from './keys';

export const deleteClient = (id: string) => api.delete<unknown>(`/admin/clients/${encodeURIComponent(id)}`);

/** Deleting a client also removes its page and frees its tags: every list that shows them is refreshed. */
export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: tagKeys.all }),
      ]),
  });
}
