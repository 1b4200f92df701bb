import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

export type TransferTagBody = { fromUserId: string; toUserId: string; reason?: string; notes?: string };

/** POST /admin/tags/{id}/transfer {fromUserId, toUserId, reason, notes}. */
export const transferTag = (id: string, body: TransferTagBody) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/transfer`, body);

export function useTransferTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TransferTagBody & { id: string }) => transferTag(id, body),
    onSuccess: () => invalidateTags(queryClient),
  });
}
