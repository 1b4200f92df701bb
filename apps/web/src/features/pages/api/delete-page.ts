import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deletePage = (id: string) => api.delete<unknown>(`/admin/pages/${encodeURIComponent(id)}`);

export function useDeletePage() {
  return useMutation({
    mutationFn: deletePage,
    meta: { invalidates: ['pages', 'clients'] },
  });
}
