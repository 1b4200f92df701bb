import { useMutation } from '@tanstack/react-query';
import type { Page, UpdatePageRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

/** PUT /admin/pages/{id}: the client page update payload of spec section 7. The answer is the page. */
export const updatePage = (id: string, body: UpdatePageRequestBody) =>
  api.put<Page>(`/admin/pages/${encodeURIComponent(id)}`, body);

export function useUpdatePage() {
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePageRequestBody }) => updatePage(id, body),
    // Spec: 'The response is the page, and it is then reloaded' (its detail is under the pages root).
    meta: { invalidates: ['pages', 'clients'] },
  });
}
