import { AlertTriangle, CalendarClock, CheckCircle2, Wrench, type LucideIcon } from 'lucide-react';
import { MAINTENANCE_TEXTS, type ListEquipmentResponse } from '@portal/shared';
import { cn } from '@/lib/utils';
import { formatNumber } from '@/lib/format';

/** What a count card filters the list by: a due state or the out-of-service status. */
export type PanelFilter = 'overdue' | 'soon' | 'ok' | 'outOfService';

/** Each card's colours: the icon's badge, and the ring and background while it filters the list. */
const TONES = {
  red: { badge: 'bg-red-100 text-red-700', active: 'ring-red-500 bg-red-50' },
  yellow: { badge: 'bg-yellow-100 text-yellow-800', active: 'ring-yellow-500 bg-yellow-50' },
  green: { badge: 'bg-green-100 text-green-700', active: 'ring-green-500 bg-green-50' },
  slate: { badge: 'bg-slate-200 text-slate-700', active: 'ring-slate-500 bg-slate-100' },
} as const;

const CARDS: { filter: PanelFilter; label: string; Icon: LucideIcon; tone: keyof typeof TONES }[] = [
  { filter: 'overdue', label: MAINTENANCE_TEXTS.countOverdue, Icon: AlertTriangle, tone: 'red' },
  { filter: 'soon', label: MAINTENANCE_TEXTS.countSoon, Icon: CalendarClock, tone: 'yellow' },
  { filter: 'ok', label: MAINTENANCE_TEXTS.countOk, Icon: CheckCircle2, tone: 'green' },
  { filter: 'outOfService', label: MAINTENANCE_TEXTS.countOutOfService, Icon: Wrench, tone: 'slate' },
];

/** The panel's four counts; tapping one filters the list by it, tapping it again shows everything. */
export function CountCards({
  counts,
  active,
  onSelect,
}: {
  counts: ListEquipmentResponse['counts'] | undefined;
  active: PanelFilter | null;
  onSelect: (filter: PanelFilter | null) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => {
        const pressed = active === card.filter;
        return (
          <button
            key={card.filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? null : card.filter)}
            className={cn(
              'flex min-h-20 items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 text-left shadow-sm ring-inset transition-colors hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              pressed && ['ring-2', TONES[card.tone].active],
            )}
          >
            <span
              className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg', TONES[card.tone].badge)}
            >
              <card.Icon className="h-5 w-5" aria-hidden />
            </span>
            <span className="min-w-0">
              <span className="block text-2xl font-semibold tabular-nums text-slate-900">
                {counts ? formatNumber(counts[card.filter]) : '–'}
              </span>
              <span className="block text-xs font-medium leading-tight text-slate-600">{card.label}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
