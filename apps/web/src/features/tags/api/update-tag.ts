import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag, TagStatus } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

export type UpdateTagBody = { code: string; status: TagStatus };

/** PUT /admin/tags/{id} {code, status (upper-case)}: the edit screen's save and the card's status change. */
export const updateTag = (id: string, body: UpdateTagBody) => api.put<Tag>(`/admin/tags/${encodeURIComponent(id)}`, body);

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTagBody & { id: string }) => updateTag(id, body),
    onSuccess: () => invalidateTags(queryClient),
  });
}
