import { ANALYTICS_DEFAULT_RANGE_DAYS, ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_TEXTS } from '@portal/shared';
import { badRequest } from '../../lib/errors.js';

/** A report's period: UTC days, both included. */
export type ReportPeriod = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const dayTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
function isDay(value: string): boolean {
  const time = dayTime(value);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && Number.isFinite(time) && dayOf(new Date(time)) === value;
}

/**
 * The dashboard's range rules for a report request's dateRange: real days (400 rangeInvalid), start <= end
 * (rangeReversed), at most ANALYTICS_MAX_RANGE_DAYS days (rangeTooLong), each naming the field. None: the last
 * ANALYTICS_DEFAULT_RANGE_DAYS days up to today (UTC).
 */
export function resolvePeriod(dateRange: ReportPeriod | undefined, now: Date): ReportPeriod {
  if (!dateRange) {
    const endDate = dayOf(now);
    return { startDate: dayOf(new Date(dayTime(endDate) - (ANALYTICS_DEFAULT_RANGE_DAYS - 1) * DAY_MS)), endDate };
  }
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isDay(dateRange[field])) throw badRequest(ANALYTICS_TEXTS.rangeInvalid, { field: `dateRange.${field}` });
  }
  const { startDate, endDate } = dateRange;
  if (startDate > endDate) throw badRequest(ANALYTICS_TEXTS.rangeReversed, { field: 'dateRange.startDate' });
  if ((dayTime(endDate) - dayTime(startDate)) / DAY_MS + 1 > ANALYTICS_MAX_RANGE_DAYS)
    throw badRequest(ANALYTICS_TEXTS.rangeTooLong, { field: 'dateRange.endDate' });
  return { startDate, endDate };
}
