import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { aboutTag } from './keys';

/** DELETE /admin/tags/{id}. */
export const deleteTag = (id: string) => api.delete<void>(`/admin/tags/${encodeURIComponent(id)}`);

export function useDeleteTag() {
  return useMutation({
    mutationFn: deleteTag,
    meta: { invalidates: ['tags'], deleted: (id) => aboutTag(id as string) },
  });
}
