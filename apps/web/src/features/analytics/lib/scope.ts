import { ANALYTICS_DEFAULT_RANGE_DAYS, ANALYTICS_REFRESH_MS } from '@portal/shared';
import { toDateInput } from '@/lib/format';

/** Whose numbers: the admin's over everything (/admin/analytics/...) or the owner's own (/me/analytics/...). */
export type AnalyticsScope = 'admin' | 'user';

/** A closed range of calendar days, YYYY-MM-DD. */
export type AnalyticsRange = { startDate: string; endDate: string };

/** The API's base path of a scope. */
export const analyticsBase = (scope: AnalyticsScope) => (scope === 'admin' ? '/admin/analytics' : '/me/analytics');

/** Spec section 5: the last 720 hours (30 days) up to today, in YYYY-MM-DD. */
export function defaultRange(now: Date = new Date()): AnalyticsRange {
  const start = new Date(now);
  start.setDate(start.getDate() - ANALYTICS_DEFAULT_RANGE_DAYS);
  return { startDate: toDateInput(start), endDate: toDateInput(now) };
}

/** Spec section 9: metrics refresh every 30 s, and not while the tab is hidden (TanStack checks visibilityState). */
export const autoRefresh = { refetchInterval: ANALYTICS_REFRESH_MS, refetchIntervalInBackground: false } as const;
