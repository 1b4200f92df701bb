import { analyticsRangeProblem } from '@portal/shared';
import type { AnalyticsRange } from './scope';

/** What is wrong with a range before it is sent (the server's own rules and 400 texts), or null when it may be sent. */
export function rangeProblem(range: AnalyticsRange): string | null {
  return analyticsRangeProblem(range)?.message ?? null;
}
