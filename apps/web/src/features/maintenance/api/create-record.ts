import { useMutation } from '@tanstack/react-query';
import type { CreateRecordRequestBody, CreateRecordResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

/** idempotencyKey: the record's client-made id, the same one the offline queue sends it with if this attempt fails. */
export type CreateRecordInput = { tagId: string; body: CreateRecordRequestBody; idempotencyKey?: string };

/** POST /tecnico/equipment/{tagId}/records -> 201 {record, equipment} (the equipment with its new next service). */
export const createRecord = ({ tagId, body, idempotencyKey }: CreateRecordInput) =>
  api.post<CreateRecordResponse>(
    `/tecnico/equipment/${encodeURIComponent(tagId)}/records`,
    body,
    idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined,
  );

export function useCreateRecord() {
  return useMutation({ mutationFn: createRecord, meta: { invalidates: MAINTENANCE_DATA } });
}
