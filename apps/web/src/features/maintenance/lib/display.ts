import type { EquipmentDue, MaintenanceOutcome } from '@portal/shared';
import type { BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

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

/** A calendar day (YYYY-MM-DD) as dd/mm/aaaa: read at local noon, so no time zone moves it to the day before. */
export const formatDay = (day: string) => formatDate(new Date(`${day.slice(0, 10)}T12:00:00`));

const saoPauloDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in America/Sao_Paulo as YYYY-MM-DD: the server's "today" for due states and the future-date rule. */
export const todayInSaoPaulo = (now: Date = new Date()) => saoPauloDay.format(now);

/** A duration in minutes as '45 min' or '1 h 30 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
