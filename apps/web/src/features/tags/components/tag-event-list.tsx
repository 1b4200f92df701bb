import { ArrowRightLeft, CircleDot, UserMinus, UserPlus } from 'lucide-react';
import type { TagEvent } from '@portal/shared';
import { formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { eventParties, eventTitle } from '../lib/tag-display';

const icons = { ASSIGNED: UserPlus, TRANSFERRED: ArrowRightLeft, UNASSIGNED: UserMinus } as const;
const tones = {
  ASSIGNED: 'bg-green-100 text-green-700',
  TRANSFERRED: 'bg-brand-100 text-brand-700',
  UNASSIGNED: 'bg-slate-100 text-slate-600',
} as const;

/** A timeline of events: action or status, who (for ownership changes), notes and the pt-BR timestamp. */
export function TagEventList({ events, label }: { events: TagEvent[]; label: string }) {
  return (
    <ol className="space-y-3" aria-label={label}>
      {events.map((event) => {
        const Icon = icons[event.action as keyof typeof icons] ?? CircleDot;
        const tone = tones[event.action as keyof typeof tones] ?? 'bg-slate-100 text-slate-500';
        const parties = eventParties(event);
        return (
          <li key={event.id} className="flex gap-3" data-testid="tag-event">
            <span className={cn('mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon className="h-4 w-4" aria-hidden />
            </span>
            <div className="min-w-0 flex-1 border-b border-slate-100 pb-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm font-medium text-slate-900">{eventTitle(event)}</p>
                <time dateTime={event.timestamp} className="text-xs tabular-nums text-slate-500">
                  {formatDateTime(event.timestamp)}
                </time>
              </div>
              {parties && <p className="text-sm text-slate-700">{parties}</p>}
              {event.notes && <p className="mt-0.5 break-words text-xs text-slate-500">{event.notes}</p>}
              {event.actorName && <p className="mt-0.5 text-xs text-slate-400">por {event.actorName}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
