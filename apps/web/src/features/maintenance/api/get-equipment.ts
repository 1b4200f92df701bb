import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EquipmentDetailResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { FromOfflineCopy } from '../lib/offline-equipment';
import { maintenanceKeys } from './keys';
import { equipmentDetailFromCopy, withOfflineCopy } from './offline';

/** GET /tecnico/equipment/{tagId} -> {equipment, plan, records (newest first), documents}; a B2C tag is a 404. */
export const getEquipment = (tagId: string, signal?: AbortSignal) =>
  api.get<EquipmentDetailResponse>(`/tecnico/equipment/${encodeURIComponent(tagId)}`, { signal });

export const equipmentQueryOptions = (tagId: string) =>
  queryOptions({
    queryKey: maintenanceKeys.equipment(tagId),
    // Without network, the phone's copy (with its sync time for the banner); offline the query still runs.
    queryFn: ({ signal }) =>
      withOfflineCopy<EquipmentDetailResponse & FromOfflineCopy>(
        () => getEquipment(tagId, signal),
        () => equipmentDetailFromCopy(tagId),
      ),
    networkMode: 'always',
  });

export const useEquipment = (tagId: string) => useQuery(equipmentQueryOptions(tagId));
