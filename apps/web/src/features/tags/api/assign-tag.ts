import { useMutation } from '@tanstack/react-query';
import type { AssignTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/tags/{id}/assign {userId, notes}: the edit screen's 'Atribuir a mim' and assign to a chosen user. */
export const assignTag = (id: string, body: AssignTagRequestBody) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/assign`, body);

export function useAssignTag() {
  return useMutation({
    mutationFn: ({ id, ...body }: AssignTagRequestBody & { id: string }) => assignTag(id, body),
    meta: { invalidates: ['tags'] },
  });
}
