import { ANALYTICS_TEXTS, type AnalyticsRealtime } from '@portal/shared';
import { formatDecimal } from '@/lib/format';

export { countryName, deviceLabel } from '@/lib/display-names';

/** A KPI's caption: '+12,5% vs período anterior' (up), '-3,0% vs período anterior' (down), or 'Sem alteração'. */
export function growthCaption(growth: number | null): { text: string; trend: 'up' | 'down' | 'none' } {
  if (growth === null || !Number.isFinite(growth)) return { text: ANALYTICS_TEXTS.noPrevious, trend: 'none' };
  if (growth === 0) return { text: ANALYTICS_TEXTS.noChange, trend: 'none' };
  const sign = growth > 0 ? '+' : '-';
  return {
    text: `${sign}${formatDecimal(Math.abs(growth), 1)}% ${ANALYTICS_TEXTS.versusPrevious}`,
    trend: growth > 0 ? 'up' : 'down',
  };
}

/** Spec section 9: '12s atrás', '5m atrás', '3h atrás' (a moment in the future counts as now). */
export function relativeTime(timestamp: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(timestamp)) / 1000));
  if (seconds < 60) return ANALYTICS_TEXTS.secondsAgo(seconds);
  if (seconds < 3600) return ANALYTICS_TEXTS.minutesAgo(Math.floor(seconds / 60));
  return ANALYTICS_TEXTS.hoursAgo(Math.floor(seconds / 3600));
}

/** Spec section 9: uptime as days, hours and minutes ('2d 3h 15m'). */
export function formatUptime(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds / 60));
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  return `${days}d ${hours}h ${minutes}m`;
}

/**
 * Spec section 9: availability 99.9 % while the server is up, else 0 %, written the pt-BR way through Intl ('99,9%':
 * the spec's '99.9%' is the number in its English prose, and the screen is pt-BR).
 */
const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
export const formatAvailability = (uptime: number) => percentFormat.format(uptime > 0 ? 0.999 : 0);

/** Spec section 9: the error rate with 2 decimals ('0,25%'). */
export const formatErrorRate = (percent: number) => `${formatDecimal(percent, 2)}%`;

type HealthStatus = AnalyticsRealtime['systemHealth']['status'];
/** Spec section 4: the health texts; any other status is 'Status Desconhecido'. */
export function healthText(status: HealthStatus | string | undefined): string {
  switch (status) {
    case 'healthy':
    case 'warning':
    case 'error':
      return ANALYTICS_TEXTS.health[status];
    default:
      return ANALYTICS_TEXTS.health.unknown;
  }
}
