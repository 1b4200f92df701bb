import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsDashboard } from '@portal/shared';
import { api } from '@/lib/api-client';
import { analyticsBase, autoRefresh, type AnalyticsRange, type AnalyticsScope } from '../lib/scope';
import { analyticsKeys } from './keys';

export const getDashboard = (scope: AnalyticsScope, range: AnalyticsRange, signal?: AbortSignal) =>
  api.get<AnalyticsDashboard>(`${analyticsBase(scope)}/dashboard`, {
    query: { ...range, granularity: 'day' },
    signal,
  });

export const dashboardQueryOptions = (scope: AnalyticsScope, range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.dashboard(scope, range),
    queryFn: ({ signal }) => getDashboard(scope, range, signal),
    placeholderData: keepPreviousData,
    ...autoRefresh,
  });

/** `enabled` false while the range on screen is not a valid one (the last valid answer stays shown). */
export const useDashboard = (scope: AnalyticsScope, range: AnalyticsRange, enabled = true) =>
  useQuery({ ...dashboardQueryOptions(scope, range), enabled });
