import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TAGS_KEY } from './keys';

/** DELETE /admin/tags/{id}. */
export const deleteTag = (id: string) => api.delete<void>(`/admin/tags/${encodeURIComponent(id)}`);

/** The deleted tag's own detail and history (keys ['tags', 'detail' | 'history', scope, id, ...]). */
const isAboutTag = (id: string) => (query: Query) => query.queryKey[0] === TAGS_KEY[0] && query.queryKey[3] === id;

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    // Lists and stats reload; the deleted tag's own queries are only marked stale: refetching them would answer 404
    // and swap the edit screen for 'Tag não encontrada.' before its toast and navigation run.
    onSuccess: (_data, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TAGS_KEY, predicate: (query) => !isAboutTag(id)(query) }),
        queryClient.invalidateQueries({ queryKey: ['me', 'bracelets'] }),
        queryClient.invalidateQueries({ predicate: isAboutTag(id), refetchType: 'none' }),
      ]),
  });
}
