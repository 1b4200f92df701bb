import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClientsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from './keys';

/** withoutActivePage: only the clients without an active page (the clients screen's ?semPagina=1). */
export type ClientsFilters = { search?: string; page: number; limit: number; withoutActivePage?: boolean };

export const getClients = (filters: ClientsFilters, signal?: AbortSignal) =>
  api.get<ListClientsResponse>('/admin/clients', { query: filters, signal });

export const clientsQueryOptions = (filters: ClientsFilters) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal }) => getClients(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (filters: ClientsFilters) => useQuery(clientsQueryOptions(filters));
