import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/features/clients/api/keys';
import { pageKeys } from './keys';

export const deletePage = (id: string) => api.delete<unknown>(`/admin/pages/${encodeURIComponent(id)}`);

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
