import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListClientsResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

/** Spec section 7: 'Clients list with limit 1000 returns clients' (the create page modal's client select). */
export const CLIENT_OPTIONS_LIMIT = 1000;

export const getClientOptions = (signal?: AbortSignal) =>
  api.get<ListClientsResponse>('/admin/clients', { query: { page: 1, limit: CLIENT_OPTIONS_LIMIT }, signal });

export const clientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: pageKeys.clientOptions(),
    queryFn: ({ signal }) => getClientOptions(signal),
    select: (data) => data.clients,
  });

export const useClientOptions = (enabled = true) => useQuery({ ...clientOptionsQueryOptions(), enabled });
