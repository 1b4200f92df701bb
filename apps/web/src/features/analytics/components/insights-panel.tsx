import { useState } from 'react';
import { AlertTriangle, CheckCircle2, Info, Lightbulb, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { ANALYTICS_TEXTS, type Insight, type InsightPriority } from '@portal/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
  const className = 'font-medium text-brand-600 hover:text-brand-700 hover:underline';
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

/** The insights shown before 'Mostrar todos' (issue 43: the screen stays short; the most urgent come first). */
export const INSIGHTS_SHOWN = 4;

/** 'Insights Automáticos' (spec sections 2, 3 and 9): already sorted by priority, then newest. */
export function InsightsPanel({ insights }: { insights: Insight[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? insights : insights.slice(0, INSIGHTS_SHOWN);
  return (
    <Card className="min-w-0 p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Lightbulb className="h-5 w-5 text-yellow-500" aria-hidden />
          {ANALYTICS_TEXTS.insights}
          {insights.length > 0 && <span className="text-sm font-normal text-slate-500">({insights.length})</span>}
        </h2>
        {insights.length > INSIGHTS_SHOWN && (
          <Button variant="ghost" size="sm" onClick={() => setAll((value) => !value)} aria-expanded={all}>
            {all ? 'Mostrar menos' : `Mostrar todos (${insights.length})`}
          </Button>
        )}
      </div>
      {insights.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{ANALYTICS_TEXTS.noData}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={ANALYTICS_TEXTS.insights}>
          {shown.map((insight) => {
            const look = typeLook[insight.type];
            const Icon = look.icon;
            return (
              <li key={insight.id} data-testid="insight" className="flex gap-3 py-2.5">
                <div className={cn('flex h-8 w-8 shrink-0 items-center justify-center rounded-full', look.className)}>
                  <Icon className="h-4 w-4" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-medium text-slate-900">{insight.title}</p>
                    <Badge tone={priorityTone[insight.priority]}>{ANALYTICS_TEXTS.priority[insight.priority]}</Badge>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600">{insight.description}</p>
                  <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-400">
                    <time dateTime={insight.createdAt}>{formatDayMonthTime(insight.createdAt)}</time>
                    {insight.actionable && insight.action && <ActionLink action={insight.action} />}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
