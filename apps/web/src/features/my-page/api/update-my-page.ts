import { useMutation } from '@tanstack/react-query';
import type { Page, UpdateMyPageRequestBody } from '@portal/shared';
import { api, withFallback } from '@/lib/api-client';

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
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMyPageRequestBody }) => updateMyPage(id, body),
    // Every one of the owner's pages, and the profiles list (its titles, slugs and URLs).
    meta: { invalidates: ['myPage', 'profiles'] },
  });
}
