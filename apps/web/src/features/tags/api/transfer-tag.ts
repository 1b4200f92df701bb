import { useMutation } from '@tanstack/react-query';
import type { Tag, TransferTagRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/tags/{id}/transfer {fromUserId, toUserId, reason, notes}. */
export const transferTag = (id: string, body: TransferTagRequestBody) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/transfer`, body);

export function useTransferTag() {
  return useMutation({
    mutationFn: ({ id, ...body }: TransferTagRequestBody & { id: string }) => transferTag(id, body),
    meta: { invalidates: ['tags'] },
  });
}
