import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientStats } from '@portal/shared';
import { api } from '@/lib/api-client';
import { clientKeys } from './keys';

export const getClientStats = (signal?: AbortSignal) => api.get<ClientStats>('/admin/clients/stats', { signal });

export const clientStatsQueryOptions = () =>
  queryOptions({
    queryKey: clientKeys.stats(),
    queryFn: ({ signal }) => getClientStats(signal),
  });

export const useClientStats = () => useQuery(clientStatsQueryOptions());
