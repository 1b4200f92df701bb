import type { ReactElement, ReactNode } from 'react';
import { BarChart3 } from 'lucide-react';
import { ResponsiveContainer } from 'recharts';
import { ANALYTICS_TEXTS } from '@portal/shared';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** Spec section 2 'Chart card': default height 300. */
export const CHART_HEIGHT = 300;

/**
 * A titled card around one recharts chart that fills its width (a phone's too). With no data it shows the spec's
 * empty texts instead of an empty frame.
 */
export function ChartCard({
  title,
  empty,
  height = CHART_HEIGHT,
  className,
  children,
}: {
  title: string;
  empty: boolean;
  height?: number;
  className?: string;
  children: ReactElement;
}) {
  return (
    <Card className={cn('min-w-0 p-4', className)}>
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {empty ? (
        <ChartEmpty height={height} />
      ) : (
        <div style={{ height }} className="w-full min-w-0">
          {/* initialDimension: the first paint before the container is measured (and jsdom, which never measures). */}
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height }}>
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

function ChartEmpty({ height }: { height: number }): ReactNode {
  return (
    <div
      style={{ height }}
      className="flex flex-col items-center justify-center rounded-lg border border-dashed border-slate-200 px-4 text-center"
    >
      <BarChart3 className="mb-2 h-8 w-8 text-slate-300" aria-hidden />
      <p className="text-sm font-medium text-slate-700">{ANALYTICS_TEXTS.noData}</p>
      <p className="mt-1 text-xs text-slate-500">{ANALYTICS_TEXTS.noDataHint}</p>
    </div>
  );
}
