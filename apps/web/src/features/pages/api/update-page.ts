import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, UpdatePageRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/features/clients/api/keys';
import { pageKeys } from './keys';

/** PUT /admin/pages/{id}: the client page update payload of spec section 7. The answer is the page. */
export const updatePage = (id: string, body: UpdatePageRequestBody) =>
  api.put<Page>(`/admin/pages/${encodeURIComponent(id)}`, body);

export function useUpdatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdatePageRequestBody }) => updatePage(id, body),
    // Spec: 'The response is the page, and it is then reloaded.'
    onSuccess: (page) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
        queryClient.invalidateQueries({ queryKey: pageKeys.detail(page.id) }),
      ]),
  });
}
