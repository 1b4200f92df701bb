import { useMutation } from '@tanstack/react-query';
import type { PageListItem, PageStatusRequestBody } from '@portal/shared';
import { api } from '@/lib/api-client';

export const setPageStatus = (id: string, isActive: boolean) =>
  api.patch<PageListItem>(`/admin/pages/${encodeURIComponent(id)}/status`, {
    isActive,
  } satisfies PageStatusRequestBody);

export function useSetPageStatus() {
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setPageStatus(id, isActive),
    meta: { invalidates: ['pages', 'clients'] },
  });
}
