import { AlertTriangle, Clock, SearchX } from 'lucide-react';
import { TEXTS } from '@portal/shared';
import { cn } from '@/lib/utils';
import { Button } from './button';

/** The panel's title by status (spec "Error panel"): 404, 429, anything else. */
export function errorPanelTitle(status?: number | null): string {
  if (status === 404) return TEXTS.errorPanel.notFound;
  if (status === 429) return TEXTS.errorPanel.tooManyRequests;
  return TEXTS.errorPanel.generic;
}

const looks = {
  404: { icon: SearchX, tone: 'bg-slate-100 text-slate-600' },
  429: { icon: Clock, tone: 'bg-amber-100 text-amber-700' },
  other: { icon: AlertTriangle, tone: 'bg-red-100 text-red-600' },
} as const;

/**
 * A failed load shown in place of the content: a title by status, a message and a retry that reloads the page
 * (or calls `onRetry`, e.g. a query's refetch, when given).
 */
export function ErrorPanel({
  status,
  message,
  onRetry,
  className,
}: {
  status?: number | null;
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  const look = status === 404 ? looks[404] : status === 429 ? looks[429] : looks.other;
  const Icon = look.icon;
  return (
    <section
      role="alert"
      className={cn(
        'mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm',
        className,
      )}
    >
      <div className={cn('mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full', look.tone)}>
        <Icon className="h-6 w-6" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold text-slate-900">{errorPanelTitle(status)}</h2>
      <p className="mt-2 text-sm text-slate-500">{message}</p>
      <Button className="mt-6" onClick={onRetry ?? (() => window.location.reload())}>
        {TEXTS.errorPanel.retry}
      </Button>
    </section>
  );
}
