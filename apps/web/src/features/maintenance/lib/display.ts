import type { EquipmentDue, MaintenanceOutcome } from '@portal/shared';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate, toDateInput } from '@/lib/format';

export const DUE_TONES: Record<EquipmentDue, BadgeTone> = {
  overdue: 'red',
  soon: 'yellow',
  ok: 'green',
  none: 'slate',
};

export const OUTCOME_TONES: Record<MaintenanceOutcome, BadgeTone> = {
  OK: 'green',
  NEEDS_REPAIR: 'yellow',
  OUT_OF_SERVICE: 'red',
};

/** A calendar day (YYYY-MM-DD) as dd/mm/aaaa, as written: no time zone moves it to the day before. */
export const formatDay = (day: string) => formatDate(day.slice(0, 10));

/** Today in Brasília (APP_TIME_ZONE) as YYYY-MM-DD: the server's "today" for due states and the future-date rule. */
export const todayInSaoPaulo = (now: Date = new Date()) => toDateInput(now);

/** A duration in minutes as '45 min' or '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
