import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageStats } from '@portal/shared';
import { api } from '@/lib/api-client';

export const getPageStats = (signal?: AbortSignal) => api.get<PageStats>('/admin/pages/stats', { signal });

export const pageStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'stats'],
    queryFn: ({ signal }) => getPageStats(signal),
  });

export const usePageStats = () => useQuery(pageStatsQueryOptions());
