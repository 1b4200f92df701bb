import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConflictMode, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

export type AssignBraceletBody = { userId: string; conflictMode: ConflictMode };

/**
 * PATCH /admin/bracelets/{id}/assign {userId, conflictMode}. BLOCK answers 409 ALREADY_ASSIGNED (with
 * assignedUserName and assignedUserId) for a tag of someone else; TRANSFER moves the ownership.
 */
export const assignBracelet = (id: string, body: AssignBraceletBody) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(id)}/assign`, body);

export function useAssignBracelet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AssignBraceletBody & { id: string }) => assignBracelet(id, body),
    onSuccess: () => invalidateTags(queryClient),
  });
}
