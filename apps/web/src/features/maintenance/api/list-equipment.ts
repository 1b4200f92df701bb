import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListEquipmentQuery, ListEquipmentResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

export type EquipmentFilters = Partial<ListEquipmentQuery>;

/** GET /tecnico/equipment ?due&status&search&page&limit -> {items, pagination, counts}: B2B tags by next service. */
export const listEquipment = (filters: EquipmentFilters, signal?: AbortSignal) =>
  api.get<ListEquipmentResponse>('/tecnico/equipment', { query: filters, signal });

export const equipmentListQueryOptions = (filters: EquipmentFilters) =>
  queryOptions({
    queryKey: maintenanceKeys.equipmentList(filters),
    queryFn: ({ signal }) => listEquipment(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useEquipmentList = (filters: EquipmentFilters) => useQuery(equipmentListQueryOptions(filters));

/**
 * The tag id of a typed or scanned code: the list's search, then the exact code match (the search also matches
 * serials and clients, and a B2C code finds nothing). Null when no equipment has that code.
 */
export async function findEquipmentByCode(code: string, signal?: AbortSignal): Promise<string | null> {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  const { items } = await listEquipment({ search: wanted, page: 1, limit: 20 }, signal);
  return items.find((item) => item.code.toUpperCase() === wanted)?.id ?? null;
}
