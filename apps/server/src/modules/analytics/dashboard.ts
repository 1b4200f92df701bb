import { ANALYTICS_TOP_COUNT, TAG_STATUSES, type AnalyticsDashboard } from '@portal/shared';
import { bucketOf, bucketsOf, growthOf, previousRange, type AnalyticsRange } from './range.js';
import type { AnalyticsReadRepository, Scope } from './read-repository.js';

/** How many countries geographicData lists. */
const COUNTRY_COUNT = 10;

/** Sums per-day counts into every bucket of the range (zeros included). */
function bucketed(range: AnalyticsRange, days: Array<{ day: string; count: number }>) {
  const sums = new Map(bucketsOf(range).map((bucket) => [bucket, 0]));
  for (const { day, count } of days) {
    const bucket = bucketOf(day, range.granularity);
    sums.set(bucket, (sums.get(bucket) ?? 0) + count);
  }
  return [...sums];
}

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** The spec's overview, growth against the previous period of the same length, and charts; all from rollups. */
export async function buildDashboard(
  repository: AnalyticsReadRepository,
  scope: Scope,
  range: AnalyticsRange,
): Promise<AnalyticsDashboard> {
  const previous = previousRange(range);
  const [[stocks, stocksBefore], totals, totalsBefore, viewDays, clientDays, statuses, topPages, countries, devices] =
    await Promise.all([
      repository.stocksAt(scope, [range.endDate, previous.endDate]),
      repository.totals(scope, range.startDate, range.endDate),
      repository.totals(scope, previous.startDate, previous.endDate),
      repository.viewsByDay(scope, range.startDate, range.endDate),
      repository.clientsByDay(scope, range.startDate, range.endDate),
      repository.tagStatuses(scope),
      repository.topPages(scope, range.startDate, range.endDate, ANALYTICS_TOP_COUNT),
      repository.viewsByCountry(scope, range.startDate, range.endDate, COUNTRY_COUNT),
      repository.viewsByDevice(scope, range.startDate, range.endDate),
    ]);
  const now = stocks!;
  const before = stocksBefore!;
  const byStatus = new Map(statuses.map((s) => [s.status, s.count]));
  return {
    range,
    overview: {
      totalClients: now.clients,
      assignedTags: now.tags,
      activePages: now.pages,
      totalViews: totals.views,
      uniqueVisitors: totals.uniqueVisitors,
      totalScans: totals.scans,
    },
    growth: {
      clientsGrowth: growthOf(now.clients, before.clients),
      tagsGrowth: growthOf(now.tags, before.tags),
      pagesGrowth: growthOf(now.pages, before.pages),
      viewsGrowth: growthOf(totals.views, totalsBefore.views),
    },
    charts: {
      clientsOverTime: bucketed(range, clientDays).map(([date, count]) => ({ date, count })),
      pagesViewsOverTime: bucketed(range, viewDays).map(([date, views]) => ({ date, views })),
      tagStatusDistribution: TAG_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })).filter(
        (s) => s.count > 0,
      ),
      topPages,
      geographicData: countries.map((c) => ({ ...c, percentage: percentOf(c.count, totals.views) })),
      devices,
    },
  };
}
