import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { PageSaveBody } from '../lib/page-form';

/** PUT /admin/pages/{id}: the client page update payload of spec section 7. The answer is the page. */
export const updatePage = (id: string, body: PageSaveBody) => api.put<Page>(`/admin/pages/${encodeURIComponent(id)}`, body);

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: PageSaveBody }) => updatePage(id, body),
    // Spec: 'The response is the page, and it is then reloaded.'
    onSuccess: (page) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
        queryClient.invalidateQueries({ queryKey: ['pages', 'detail', page.id] }),
      ]),
  });
}
