import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListRecordsQuery, ListRecordsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { maintenanceKeys } from './keys';

export type RecordFilters = Partial<Omit<ListRecordsQuery, 'format'>>;

/** GET /tecnico/records ?from&to&type&outcome&technicianId&page&limit -> {records, pagination}: newest first. */
export const listRecords = (filters: RecordFilters, signal?: AbortSignal) =>
  api.get<ListRecordsResponse>('/tecnico/records', { query: filters, signal });

export const recordsQueryOptions = (filters: RecordFilters, enabled = true) =>
  queryOptions({
    queryKey: maintenanceKeys.records(filters),
    queryFn: ({ signal }) => listRecords(filters, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useRecords = (filters: RecordFilters, enabled = true) => useQuery(recordsQueryOptions(filters, enabled));
