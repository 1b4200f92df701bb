import { ANALYTICS_MAX_RANGE_DAYS, ANALYTICS_TEXTS } from '@portal/shared';
import type { AnalyticsRange } from './scope';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** What is wrong with a range before it is sent (the server's 400 texts), or null when it may be sent. */
export function rangeProblem({ startDate, endDate }: AnalyticsRange): string | null {
  if (!DAY.test(startDate) || !DAY.test(endDate)) return ANALYTICS_TEXTS.rangeInvalid;
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end)) return ANALYTICS_TEXTS.rangeInvalid;
  if (start > end) return ANALYTICS_TEXTS.rangeReversed;
  if ((end - start) / DAY_MS + 1 > ANALYTICS_MAX_RANGE_DAYS) return ANALYTICS_TEXTS.rangeTooLong;
  return null;
}
