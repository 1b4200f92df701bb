import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListBraceletsResponse, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** Spec section 5: a manual code is matched case-insensitively against a search result (limit 1). */
export async function findTagByCode(code: string): Promise<Tag | null> {
  const wanted = code.trim();
  const result = await api.get<ListBraceletsResponse>('/admin/bracelets', { query: { search: wanted, page: 1, limit: 1 } });
  const tag = result.items[0];
  return tag && tag.code.toLowerCase() === wanted.toLowerCase() ? tag : null;
}

/** PATCH /admin/bracelets/{id}/assign {userId, conflictMode: BLOCK}: refuses a tag that already has an owner. */
export const assignTag = (tagId: string, userId: string) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(tagId)}/assign`, { userId, conflictMode: 'BLOCK' });

export function useAssignTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tagId, userId }: { tagId: string; userId: string }) => assignTag(tagId, userId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bracelets'] }),
        queryClient.invalidateQueries({ queryKey: ['tags'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}
