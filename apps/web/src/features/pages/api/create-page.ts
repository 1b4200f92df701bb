import { useMutation } from '@tanstack/react-query';
import type { CreatePageRequestBody, Page } from '@portal/shared';
import { api } from '@/lib/api-client';

/** POST /admin/pages: {title, slug, profileId} plus the optional fields that are filled in. */
export const createPage = (body: CreatePageRequestBody) => api.post<Page>('/admin/pages', body);

export function useCreatePage() {
  return useMutation({
    mutationFn: createPage,
    meta: { invalidates: ['pages', 'clients'] },
  });
}
