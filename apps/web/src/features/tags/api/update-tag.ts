import { useMutation } from '@tanstack/react-query';
import type { Tag, UpdateTagRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PUT /admin/tags/{id} {code, status (upper-case)}: the edit screen's save and the card's status change. */
export const updateTag = (id: string, body: UpdateTagRequestBody) =>
  api.put<Tag>(`/admin/tags/${encodeURIComponent(id)}`, body);

export function useUpdateTag() {
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateTagRequestBody & { id: string }) => updateTag(id, body),
    meta: { invalidates: ['tags'] },
  });
}
