import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

/** POST /admin/tags/{id}/assign {userId, notes}: the edit screen's 'Atribuir a mim' and assign to a chosen user. */
export const assignTag = (id: string, body: { userId: string; notes?: string }) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/assign`, body);

export function useAssignTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; userId: string; notes?: string }) => assignTag(id, body),
    onSuccess: () => invalidateTags(queryClient),
  });
}
