import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';
import { invalidateTags } from './keys';

/** POST /admin/tags {code, notes}: the simple 'Nova Tag' dialog (code required). */
export const createTag = (body: CreateTagRequestBody) => api.post<Tag>('/admin/tags', body);

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTag, onSuccess: () => invalidateTags(queryClient) });
}
