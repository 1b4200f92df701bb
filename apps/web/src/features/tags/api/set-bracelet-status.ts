import { useMutation } from '@tanstack/react-query';
import type { SetTagStatusRequestBody, Tag, TagStatus } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PATCH /admin/bracelets/{id}/status {status}: any status other than the current one. */
export const setBraceletStatus = (id: string, status: TagStatus) =>
  api.patch<Tag>(`/admin/bracelets/${encodeURIComponent(id)}/status`, { status } satisfies SetTagStatusRequestBody);

export function useSetBraceletStatus() {
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TagStatus }) => setBraceletStatus(id, status),
    meta: { invalidates: ['tags'] },
  });
}
