import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEquipmentQuery, ListEquipmentResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import type { FromOfflineCopy } from '../lib/offline-equipment';
import { maintenanceKeys } from './keys';
import { equipmentListFromCopy, findInCopy, withOfflineCopy } from './offline';

export type EquipmentFilters = Partial<ListEquipmentQuery>;

/** GET /tecnico/equipment ?due&status&search&page&limit -> {items, pagination, counts}: B2B tags by next service. */
export const listEquipment = (filters: EquipmentFilters, signal?: AbortSignal) =>
  api.get<ListEquipmentResponse>('/tecnico/equipment', { query: filters, signal });

/** The list from the server; without network, from the phone's copy (with its sync time for the banner). */
const listEquipmentOrCopy = (filters: EquipmentFilters, signal?: AbortSignal) =>
  withOfflineCopy<ListEquipmentResponse & FromOfflineCopy>(
    () => listEquipment(filters, signal),
    () => equipmentListFromCopy(filters),
  );

export const equipmentListQueryOptions = (filters: EquipmentFilters) =>
  queryOptions({
    queryKey: maintenanceKeys.equipmentList(filters),
    queryFn: ({ signal }) => listEquipmentOrCopy(filters, signal),
    placeholderData: keepPreviousData,
    // Offline the query still runs: its answer is the copy's.
    networkMode: 'always',
  });

export const useEquipmentList = (filters: EquipmentFilters) => useQuery(equipmentListQueryOptions(filters));

/**
 * The tag id of a typed or scanned code: the list's search, then the exact code match (the search also matches
 * serials and clients, and a B2C code finds nothing); offline, the copy's. Null when no equipment has that code.
 */
export async function findEquipmentByCode(code: string, signal?: AbortSignal): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  return withOfflineCopy(
    async () => {
      const { items } = await listEquipment({ search: wanted, page: 1, limit: 20 }, signal);
      return items.find((item) => item.code.toUpperCase() === wanted)?.id ?? null;
    },
    () => findInCopy(wanted),
  );
}
