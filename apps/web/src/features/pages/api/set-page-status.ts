import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page, PageStatusRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from '@/features/clients/api/keys';
import { pageKeys } from './keys';

export const setPageStatus = (id: string, isActive: boolean) =>
  api.patch<Page>(`/admin/pages/${encodeURIComponent(id)}/status`, { isActive } satisfies PageStatusRequestBody);

export function useSetPageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setPageStatus(id, isActive),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pageKeys.all }),
        queryClient.invalidateQueries({ queryKey: clientKeys.all }),
      ]),
  });
}
