import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePageRequestBody, Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/features/clients/api/keys';
import { pageKeys } from './keys';

/** POST /admin/pages: {title, slug, profileId} plus the optional fields that are filled in. */
export const createPage = (body: CreatePageRequestBody) => api.post<Page>('/admin/pages', body);

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
