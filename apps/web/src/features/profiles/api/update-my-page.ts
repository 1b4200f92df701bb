import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { MyPageSaveBody } from '../lib/my-page-body';
import { withFallback } from './fallback';

/** PUT /me/page/{id}, falling back to PUT /public/admin/pages/{id}. The answer is the page, then reloaded. */
export const updateMyPage = (id: string, body: MyPageSaveBody) =>
  withFallback(
    () => api.put<Page>(`/me/page/${encodeURIComponent(id)}`, body),
    () => api.put<Page>(`/public/admin/pages/${encodeURIComponent(id)}`, body),
  );

export function useUpdateMyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: MyPageSaveBody }) => updateMyPage(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'page'] }),
  });
}
