import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagStats } from '@portal/shared';
import { api } from '@/lib/api-client';
import { tagKeys } from './keys';

/** GET /admin/tags/stats -> {total, available, assigned, lost, damaged}. */
export const getTagStats = (signal?: AbortSignal) => api.get<TagStats>('/admin/tags/stats', { signal });

export const tagStatsQueryOptions = () =>
  queryOptions({ queryKey: tagKeys.stats(), queryFn: ({ signal }) => getTagStats(signal) });

export const useTagStats = () => useQuery(tagStatsQueryOptions());
