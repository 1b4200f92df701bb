import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { PageThemeValues } from '../lib/theme';

/** POST /admin/pages: {title, slug, profileId} plus the optional fields that are filled in. */
export type CreatePageBody = {
  title: string;
  slug: string;
  profileId: string;
  description?: string;
  theme?: PageThemeValues;
  seo?: { metaTitle?: string; metaDescription?: string; keywords?: string[] };
};

export const createPage = (body: CreatePageBody) => api.post<Page>('/admin/pages', body);

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}
