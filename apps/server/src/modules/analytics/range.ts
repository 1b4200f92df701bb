import {
  ANALYTICS_DEFAULT_RANGE_DAYS,
  ANALYTICS_TEXTS,
  analyticsRangeProblem,
  isCalendarDay,
  dayInTimeZone,
  type AnalyticsGranularity,
} from '@portal/shared';
import { badRequest } from '../../lib/errors.js';

/** A resolved period: calendar days of the installation's zone (APP_TIME_ZONE), both included. */
export type AnalyticsRange = { startDate: string; endDate: string; granularity: AnalyticsGranularity };
/** What the routes (and the reports) pass in: the query as sent, dates optional. */
export type AnalyticsRangeInput = { startDate?: string; endDate?: string; granularity?: AnalyticsGranularity };

const DAY_MS = 86_400_000;
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/**
 * The range rules (shared analyticsRangeProblem, the screen checks the same) as 400s naming the field: real days
 * (rangeInvalid), start <= end (rangeReversed), at most ANALYTICS_MAX_RANGE_DAYS days (rangeTooLong). Missing dates: the last 30 days up to today in
 * `timeZone` (the day the screens and the rollups use). `fieldPrefix` names where the dates sit in the request (a
 * report's are under 'dateRange.').
 */
export function resolveRange(
  input: AnalyticsRangeInput,
  timeZone: string,
  now: Date = new Date(),
  fieldPrefix = '',
): AnalyticsRange {
  const today = dayInTimeZone(now, timeZone);
  for (const field of ['startDate', 'endDate'] as const) {
    const value = input[field];
    // Before the defaults are worked out from them.
    if (value !== undefined && !isCalendarDay(value))
      throw badRequest(ANALYTICS_TEXTS.rangeInvalid, { field: `${fieldPrefix}${field}` });
  }
  const endDate = input.endDate ?? (input.startDate && input.startDate > today ? input.startDate : today);
  const startDate = input.startDate ?? addDays(endDate, -(ANALYTICS_DEFAULT_RANGE_DAYS - 1));
  const problem = analyticsRangeProblem({ startDate, endDate });
  if (problem) throw badRequest(problem.message, { field: `${fieldPrefix}${problem.field}` });
  return { startDate, endDate, granularity: input.granularity ?? 'day' };
}

/** The period of the same length just before (for growth). */
export function previousRange(range: AnalyticsRange): AnalyticsRange {
  const length = daysBetween(range.startDate, range.endDate) + 1;
  return { ...range, startDate: addDays(range.startDate, -length), endDate: addDays(range.startDate, -1) };
}

/** The first day of the bucket a day falls in (weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketOf(day: string, granularity: AnalyticsGranularity): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every bucket of the range, in order (the first may start before startDate). */
export function bucketsOf(range: AnalyticsRange): string[] {
  const buckets: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
    const bucket = bucketOf(day, range.granularity);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}

/** Percent change with 1 decimal; null when there was nothing before. */
export function growthOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}
