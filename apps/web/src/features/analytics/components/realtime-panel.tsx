import type { ReactNode } from 'react';
import { Activity, Eye, ScanLine } from 'lucide-react';
import { ANALYTICS_RECENT_COUNT, ANALYTICS_TEXTS, type AnalyticsRealtime } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  countryName,
  deviceLabel,
  formatAvailability,
  formatErrorRate,
  formatUptime,
  healthText,
  relativeTime,
} from '../lib/display';
import { groupRecent, type RecentItem } from '../lib/group-recent';

const healthLook: Record<string, string> = {
  healthy: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  error: 'bg-red-50 text-red-800 ring-red-200',
};
const healthDot: Record<string, string> = { healthy: 'bg-green-500', warning: 'bg-yellow-500', error: 'bg-red-500' };

/** Not in the spec's texts: the labels of the health figures and the active visitors. */
const LABELS = {
  activeVisitors: 'Visitantes ativos agora',
  responseTime: 'Tempo de resposta',
  uptime: 'Tempo ativo',
  availability: 'Disponibilidade',
  errorRate: 'Taxa de erros',
} as const;

function RecentList({
  title,
  icon,
  items,
  countLabel,
}: {
  title: string;
  icon: ReactNode;
  items: RecentItem[];
  countLabel: (count: number) => string;
}) {
  const now = Date.now();
  const groups = groupRecent(items.slice(0, ANALYTICS_RECENT_COUNT), countLabel);
  return (
    <section className="min-w-0" aria-label={title}>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700">
        {icon}
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="py-4 text-sm text-slate-500">{ANALYTICS_TEXTS.noData}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {groups.map((item) => (
            <li key={item.key} className="flex items-center justify-between gap-3 py-2 text-sm">
              <div className="min-w-0">
                <p className="flex min-w-0 items-center gap-2 font-medium text-slate-900">
                  <span className="truncate" title={item.primary}>
                    {item.primary}
                  </span>
                  {item.count > 1 && (
                    <span className="shrink-0 rounded-full bg-slate-100 px-1.5 text-xs font-semibold tabular-nums text-slate-600">
                      ×{item.count}
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-500" title={item.secondary}>
                  {item.secondary}
                </p>
              </div>
              <time dateTime={item.timestamp} className="shrink-0 text-xs tabular-nums text-slate-500">
                {relativeTime(item.timestamp, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SystemHealth({ health }: { health: AnalyticsRealtime['systemHealth'] }) {
  const figures = [
    [LABELS.responseTime, `${formatNumber(Math.round(health.responseTime))} ms`],
    [LABELS.uptime, formatUptime(health.uptime)],
    [LABELS.availability, formatAvailability(health.uptime)],
    [LABELS.errorRate, formatErrorRate(health.errorRate)],
  ] as const;
  return (
    <section className="min-w-0" aria-label={ANALYTICS_TEXTS.systemHealth}>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Activity className="h-4 w-4" aria-hidden />
        {ANALYTICS_TEXTS.systemHealth}
      </h3>
      <p
        className={cn(
          'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ring-1 ring-inset',
          healthLook[health.status] ?? 'bg-slate-50 text-slate-700 ring-slate-200',
        )}
        data-testid="health-status"
      >
        <span className={cn('h-2 w-2 rounded-full', healthDot[health.status] ?? 'bg-slate-400')} aria-hidden />
        {healthText(health.status)}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className="text-sm font-semibold tabular-nums text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * 'Métricas em Tempo Real' (spec section 2): the 10 latest views and scans, repeats grouped, and for an admin the
 * server's health (issue 43: an owner has no use for the portal's response time).
 */
export function RealtimePanel({ realtime, showHealth }: { realtime: AnalyticsRealtime; showHealth: boolean }) {
  return (
    <Card className="min-w-0 p-4">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{ANALYTICS_TEXTS.realtime}</h2>
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <span className="h-2 w-2 animate-pulse rounded-full bg-green-500" aria-hidden />
          {LABELS.activeVisitors}: <strong className="tabular-nums">{formatNumber(realtime.activeVisitors)}</strong>
        </p>
      </div>
      <div className={cn('grid grid-cols-1 gap-6', showHealth ? 'lg:grid-cols-3' : 'lg:grid-cols-2')}>
        <RecentList
          title={ANALYTICS_TEXTS.recentViews}
          icon={<Eye className="h-4 w-4" aria-hidden />}
          items={realtime.recentViews.map((view, index) => ({
            key: `${view.pageId}-${view.timestamp}-${index}`,
            group: view.pageId,
            primary: view.pageTitle,
            secondary: `${countryName(view.location)} · ${deviceLabel(view.device)}`,
            place: countryName(view.location),
            timestamp: view.timestamp,
          }))}
          countLabel={(count) => `${count} visualizações`}
        />
        <RecentList
          title={ANALYTICS_TEXTS.recentScans}
          icon={<ScanLine className="h-4 w-4" aria-hidden />}
          items={realtime.recentTagScans.map((scan, index) => ({
            key: `${scan.tagId}-${scan.timestamp}-${index}`,
            group: scan.tagId,
            primary: scan.tagCode,
            secondary: countryName(scan.location),
            place: countryName(scan.location),
            timestamp: scan.timestamp,
          }))}
          countLabel={(count) => `${count} leituras`}
        />
        {showHealth && <SystemHealth health={realtime.systemHealth} />}
      </div>
    </Card>
  );
}
