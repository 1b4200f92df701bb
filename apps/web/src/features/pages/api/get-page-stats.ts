import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageStats } from '@portal/shared';
import { api } from '@/lib/api-client';
import { pageKeys } from './keys';

export const getPageStats = (signal?: AbortSignal) => api.get<PageStats>('/admin/pages/stats', { signal });

export const pageStatsQueryOptions = () =>
  queryOptions({
    queryKey: pageKeys.stats(),
    queryFn: ({ signal }) => getPageStats(signal),
  });

export const usePageStats = () => useQuery(pageStatsQueryOptions());
