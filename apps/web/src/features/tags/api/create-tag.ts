import { useMutation } from '@tanstack/react-query';
import type { CreateTagRequestBody, Tag } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/tags {code, notes}: the simple 'Nova Tag' dialog (code required). */
export const createTag = (body: CreateTagRequestBody) => api.post<Tag>('/admin/tags', body);

export function useCreateTag() {
  return useMutation({ mutationFn: createTag, meta: { invalidates: ['tags'] } });
}
