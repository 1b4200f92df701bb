import type { AnalyticsRange, AnalyticsScope } from '../lib/scope';
import { queryRoots } from '@/lib/query-keys';

/** Every analytics query lives under ['analytics', scope]: the admin's and the owner's never share a cache entry. */
export const analyticsKeys = {
  all: queryRoots.analytics,
  scope: (scope: AnalyticsScope) => [...analyticsKeys.all, scope] as const,
  dashboard: (scope: AnalyticsScope, range: AnalyticsRange) =>
    [...analyticsKeys.scope(scope), 'dashboard', range] as const,
  insights: (scope: AnalyticsScope, range: AnalyticsRange) =>
    [...analyticsKeys.scope(scope), 'insights', range] as const,
  realtime: (scope: AnalyticsScope) => [...analyticsKeys.scope(scope), 'realtime'] as const,
};
