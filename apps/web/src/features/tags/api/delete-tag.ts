import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

/** DELETE /admin/tags/{id}. */
export const deleteTag = (id: string) => api.delete<void>(`/admin/tags/${encodeURIComponent(id)}`);

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: (_data, id) => invalidateTags(queryClient, { deletedId: id }),
  });
}
