import type { ReactNode } from 'react';
import { Eye, FileText, Minus, Tag, TrendingDown, TrendingUp, Users } from 'lucide-react';
import { ANALYTICS_TEXTS, type AnalyticsDashboard } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { cn } from '@/lib/utils';
import { growthCaption } from '../lib/display';
import type { AnalyticsScope } from '../lib/scope';

/**
 * Not in the spec's texts: the owner's first card. 'Total de Clientes' would always say 1 (the owner's own account),
 * so the owner sees the distinct visitors of their pages instead; the API gives no growth for it.
 */
export const OWNER_VISITORS_LABEL = 'Visitantes Únicos';

const tones = {
  blue: 'bg-blue-100 text-blue-700',
  green: 'bg-green-100 text-green-700',
  purple: 'bg-purple-100 text-purple-700',
  yellow: 'bg-yellow-100 text-yellow-700',
} as const;

/** Spec section 2 'Stat card': title, value, growth against the previous period, icon and colour. */
export function KpiCard({
  label,
  value,
  growth,
  icon,
  tone,
}: {
  label: string;
  value: number;
  /** undefined: the API measures no growth for this number (no caption). */
  growth: number | null | undefined;
  icon: ReactNode;
  tone: keyof typeof tones;
}) {
  const caption = growth === undefined ? null : growthCaption(growth);
  const TrendIcon = caption?.trend === 'up' ? TrendingUp : caption?.trend === 'down' ? TrendingDown : Minus;
  return (
    <Card className="p-4" data-testid="kpi-card">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">{label}</p>
          <p className="mt-1 text-2xl font-semibold tabular-nums text-slate-900">{formatNumber(value)}</p>
        </div>
        <div className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg', tones[tone])}>{icon}</div>
      </div>
      {caption && (
        <p
          className={cn(
            'mt-2 flex items-center gap-1 text-xs font-medium',
            caption.trend === 'up' ? 'text-green-700' : caption.trend === 'down' ? 'text-red-700' : 'text-slate-500',
          )}
        >
          <TrendIcon className="h-3.5 w-3.5" aria-hidden />
          {caption.text}
        </p>
      )}
    </Card>
  );
}

/** Spec section 2: total clients, active tags, public pages, total views, each with its growth. */
export function KpiCards({ scope, dashboard }: { scope: AnalyticsScope; dashboard: AnalyticsDashboard }) {
  const { overview, growth } = dashboard;
  const first =
    scope === 'admin'
      ? { label: ANALYTICS_TEXTS.kpiClients, value: overview.totalClients, growth: growth.clientsGrowth }
      : { label: OWNER_VISITORS_LABEL, value: overview.uniqueVisitors, growth: undefined };
  const { kpiTags, kpiPages, kpiViews } = ANALYTICS_TEXTS;
  const cards = [
    { ...first, Icon: Users, tone: 'blue' },
    { label: kpiTags, value: overview.assignedTags, growth: growth.tagsGrowth, Icon: Tag, tone: 'green' },
    { label: kpiPages, value: overview.activePages, growth: growth.pagesGrowth, Icon: FileText, tone: 'purple' },
    { label: kpiViews, value: overview.totalViews, growth: growth.viewsGrowth, Icon: Eye, tone: 'yellow' },
  ] as const;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cards.map(({ Icon, ...card }) => (
        <KpiCard key={card.label} {...card} icon={<Icon className="h-5 w-5" aria-hidden />} />
      ))}
    </div>
  );
}
