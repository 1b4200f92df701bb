import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /admin/sites/{id}: its equipment stays, without a site (the place is kept). */
export const deleteSite = (id: string) => api.delete<unknown>(`/admin/sites/${encodeURIComponent(id)}`);

export const useDeleteSite = () =>
  useMutation({ mutationFn: deleteSite, meta: { invalidates: ['sites', 'tags', 'maintenance'] } });
