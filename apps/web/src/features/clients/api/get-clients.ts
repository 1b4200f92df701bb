import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClientsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys, type ClientsFilters } from './keys';

export const getClients = (filters: ClientsFilters, signal?: AbortSignal) =>
  api.get<ListClientsResponse>('/admin/clients', { query: filters, signal });

export const clientsQueryOptions = (filters: ClientsFilters) =>
  queryOptions({
    queryKey: clientKeys.list(filters),
    queryFn: ({ signal }) => getClients(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useClients = (filters: ClientsFilters) => useQuery(clientsQueryOptions(filters));
