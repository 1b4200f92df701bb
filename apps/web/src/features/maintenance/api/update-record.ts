import { useMutation } from '@tanstack/react-query';
import type { MaintenanceRecord, UpdateRecordRequest } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

export type UpdateRecordInput = { id: string; body: UpdateRecordRequest };

/** PATCH /tecnico/records/{id}: a technician only their own within 24 h (403 / 409 with the contract's messages). */
export const updateRecord = ({ id, body }: UpdateRecordInput) =>
  api.patch<MaintenanceRecord>(`/tecnico/records/${encodeURIComponent(id)}`, body);

export function useUpdateRecord() {
  return useMutation({ mutationFn: updateRecord, meta: { invalidates: MAINTENANCE_DATA } });
}
