import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, UpdateMyPageRequestBody } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';
import { profilesKeys } from '@/features/profiles/api/keys';
import { myPageKeys } from './keys';

/**
 * PUT /me/page/{id} (any of the owner's pages, the primary's or another profile's), falling back to
 * PUT /public/admin/pages/{id}. The answer is the page, then reloaded.
 */
export const updateMyPage = (id: string, body: UpdateMyPageRequestBody) =>
  withFallback(
    () => api.put<Page>(`/me/page/${encodeURIComponent(id)}`, body),
    () => api.put<Page>(`/public/admin/pages/${encodeURIComponent(id)}`, body),
  );

export function useUpdateMyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMyPageRequestBody }) => updateMyPage(id, body),
    // Every one of the owner's pages, and the profiles list (its titles, slugs and URLs).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myPageKeys.all }),
        queryClient.invalidateQueries({ queryKey: profilesKeys.all }),
      ]),
  });
}
