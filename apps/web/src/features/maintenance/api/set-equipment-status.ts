import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { equipmentStatusRequestSchema } from '@portal/shared';
import { api } from '@/lib/api-client';
import { MAINTENANCE_DATA } from './invalidate';

export type EquipmentStatus = z.infer<typeof equipmentStatusRequestSchema>['status'];

/** PATCH /tecnico/equipment/{tagId}/status {status}: BROKEN when out of service, ACTIVE when repaired. */
export const setEquipmentStatus = ({ tagId, status }: { tagId: string; status: EquipmentStatus }) =>
  api.patch<unknown>(`/tecnico/equipment/${encodeURIComponent(tagId)}/status`, { status });

export function useSetEquipmentStatus() {
  return useMutation({ mutationFn: setEquipmentStatus, meta: { invalidates: MAINTENANCE_DATA } });
}
