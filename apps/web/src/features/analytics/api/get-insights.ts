import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sortInsights, type AnalyticsInsights } from '@portal/shared';
import { api } from '@/lib/api-client';
import { analyticsBase, autoRefresh, type AnalyticsRange, type AnalyticsScope } from '../lib/scope';
import { analyticsKeys } from './keys';

export const getInsights = (scope: AnalyticsScope, range: AnalyticsRange, signal?: AbortSignal) =>
  api.get<AnalyticsInsights>(`${analyticsBase(scope)}/insights`, { query: range, signal });

export const insightsQueryOptions = (scope: AnalyticsScope, range: AnalyticsRange) =>
  queryOptions({
    queryKey: analyticsKeys.insights(scope, range),
    queryFn: ({ signal }) => getInsights(scope, range, signal),
    // Spec section 9's order (priority, then newest), whatever order the answer came in.
    select: (data): AnalyticsInsights => ({ ...data, insights: sortInsights(data.insights) }),
    placeholderData: keepPreviousData,
    ...autoRefresh,
  });

/** `enabled` false while the range on screen is not a valid one (the last valid answer stays shown). */
export const useInsights = (scope: AnalyticsScope, range: AnalyticsRange, enabled = true) =>
  useQuery({ ...insightsQueryOptions(scope, range), enabled });
