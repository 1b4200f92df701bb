import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Tag, TransferTagRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

/** POST /admin/tags/{id}/transfer {fromUserId, toUserId, reason, notes}. */
export const transferTag = (id: string, body: TransferTagRequestBody) =>
  api.post<Tag>(`/admin/tags/${encodeURIComponent(id)}/transfer`, body);

export function useTransferTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TransferTagRequestBody & { id: string }) => transferTag(id, body),
    onSuccess: () => invalidateTags(queryClient),
  });
}
