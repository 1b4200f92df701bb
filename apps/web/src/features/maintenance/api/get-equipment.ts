import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentDetailResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

/** GET /tecnico/equipment/{tagId} -> {equipment, plan, records (newest first), documents}; a B2C tag is a 404. */
export const getEquipment = (tagId: string, signal?: AbortSignal) =>
  api.get<EquipmentDetailResponse>(`/tecnico/equipment/${encodeURIComponent(tagId)}`, { signal });

export const equipmentQueryOptions = (tagId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.equipment(tagId),
    queryFn: ({ signal }) => getEquipment(tagId, signal),
  });

export const useEquipment = (tagId: string) => useQuery(equipmentQueryOptions(tagId));
