import type { ListEquipmentQuery, ListRecordsQuery } from '@portal/shared';
import { queryRoots } from '@/lib/query-keys';

/** Every technician-area query lives under ['maintenance']: one invalidation after a record reaches them all. */
export const maintenanceKeys = {
  all: queryRoots.maintenance,
  equipmentList: (filters: Partial<ListEquipmentQuery>) =>
    [...maintenanceKeys.all, 'equipment', 'list', filters] as const,
  equipment: (tagId: string) => [...maintenanceKeys.all, 'equipment', 'detail', tagId] as const,
  records: (filters: Partial<ListRecordsQuery>) => [...maintenanceKeys.all, 'records', filters] as const,
};
