import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsRealtime } from '@portal/shared';
import { api } from '@/lib/api-client';
import { analyticsBase, autoRefresh, type AnalyticsScope } from '../lib/scope';
import { analyticsKeys } from './keys';

export const getRealtime = (scope: AnalyticsScope, signal?: AbortSignal) =>
  api.get<AnalyticsRealtime>(`${analyticsBase(scope)}/realtime`, { signal });

export const realtimeQueryOptions = (scope: AnalyticsScope) =>
  queryOptions({
    queryKey: analyticsKeys.realtime(scope),
    queryFn: ({ signal }) => getRealtime(scope, signal),
    ...autoRefresh,
  });

export const useRealtime = (scope: AnalyticsScope) => useQuery(realtimeQueryOptions(scope));
