import { useMutation } from '@tanstack/react-query';
import type { CreateRecordRequestBody, CreateRecordResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

export type CreateRecordInput = { tagId: string; body: CreateRecordRequestBody };

/** POST /tecnico/equipment/{tagId}/records -> 201 {record, equipment} (the equipment with its new next service). */
export const createRecord = ({ tagId, body }: CreateRecordInput) =>
  api.post<CreateRecordResponse>(`/tecnico/equipment/${encodeURIComponent(tagId)}/records`, body);

export function useCreateRecord() {
  return useMutation({ mutationFn: createRecord, meta: { invalidates: MAINTENANCE_DATA } });
}
