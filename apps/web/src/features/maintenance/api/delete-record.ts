import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

/** DELETE /tecnico/records/{id} -> 204 (the same rules as the change). */
export const deleteRecord = (id: string) => api.delete<void>(`/tecnico/records/${encodeURIComponent(id)}`);

export function useDeleteRecord() {
  return useMutation({ mutationFn: deleteRecord, meta: { invalidates: MAINTENANCE_DATA } });
}
