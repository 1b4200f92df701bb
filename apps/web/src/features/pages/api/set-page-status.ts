import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@portal/shared';
import { api } from '@/lib/api-client';

export const setPageStatus = (id: string, isActive: boolean) =>
  api.patch<Page>(`/admin/pages/${encodeURIComponent(id)}/status`, { isActive });

export function useSetPageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setPageStatus(id, isActive),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pages'] }),
        queryClient.invalidateQueries({ queryKey: ['clients'] }),
      ]),
  });
}
