import { useMutation } from '@tanstack/react-query';
import type { AssignTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/**
 * PATCH /admin/bracelets/{id}/assign {userId, conflictMode}. BLOCK (the default) answers 409 ALREADY_ASSIGNED (with
 * assignedUserName and assignedUserId) for a tag of someone else; TRANSFER moves the ownership.
 */
export const assignBracelet = (id: string, body: AssignTagRequestBody) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(id)}/assign`, body);

export function useAssignBracelet() {
  return useMutation({
    mutationFn: ({ id, ...body }: AssignTagRequestBody & { id: string }) => assignBracelet(id, body),
    meta: { invalidates: ['tags'] },
  });
}
