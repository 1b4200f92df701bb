import { AlertTriangle, CheckCircle2, Info, Lightbulb, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ANALYTICS_TEXTS, type Insight, type InsightPriority } from '@portal/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatDayMonthTime } from '@/lib/format';
import { cn } from '@/lib/utils';

const priorityTone: Record<InsightPriority, BadgeTone> = { high: 'red', medium: 'yellow', low: 'slate' };

const typeLook: Record<Insight['type'], { icon: typeof Info; className: string }> = {
  warning: { icon: AlertTriangle, className: 'bg-yellow-100 text-yellow-700' },
  success: { icon: CheckCircle2, className: 'bg-green-100 text-green-700' },
  trend: { icon: TrendingUp, className: 'bg-blue-100 text-blue-700' },
  info: { icon: Info, className: 'bg-slate-100 text-slate-600' },
};

/** An action's url is an app path (a link inside the SPA) or, rarely, a full address. */
function ActionLink({ action }: { action: NonNullable<Insight['action']> }) {
  const className = 'mt-2 inline-block text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline';
  return action.url.startsWith('/') ? (
    <Link to={action.url} className={className}>
      {action.label}
    </Link>
  ) : (
    <a href={action.url} className={className} rel="noopener noreferrer">
      {action.label}
    </a>
  );
}

/** 'Insights Automáticos' (spec sections 2, 3 and 9): already sorted by priority, then newest. */
export function InsightsPanel({ insights }: { insights: Insight[] }) {
  return (
    <Card className="min-w-0 p-4">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Lightbulb className="h-5 w-5 text-yellow-500" aria-hidden />
        {ANALYTICS_TEXTS.insights}
      </h2>
      {insights.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{ANALYTICS_TEXTS.noData}</p>
      ) : (
        <ul className="space-y-3" aria-label={ANALYTICS_TEXTS.insights}>
          {insights.map((insight) => {
            const look = typeLook[insight.type];
            const Icon = look.icon;
            return (
              <li key={insight.id} data-testid="insight" className="flex gap-3 rounded-lg border border-slate-100 p-3">
                <div className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', look.className)}>
                  <Icon className="h-4 w-4" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-slate-900">{insight.title}</p>
                    <Badge tone={priorityTone[insight.priority]}>{ANALYTICS_TEXTS.priority[insight.priority]}</Badge>
                  </div>
                  <p className="mt-1 text-sm text-slate-600">{insight.description}</p>
                  <p className="mt-1 text-xs text-slate-400">
                    <time dateTime={insight.createdAt}>{formatDayMonthTime(insight.createdAt)}</time>
                  </p>
                  {insight.actionable && insight.action && <ActionLink action={insight.action} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
