import { AGENDA_DAYS, type EquipmentSummary } from '@portal/shared';

export type AgendaGroup = { key: string; label: string; overdue: boolean; items: EquipmentSummary[] };

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const weekdayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Hoje', 'Amanhã', else the weekday and date ('sexta-feira, 05/12/2025'). */
export function agendaDayLabel(day: string, today: string): string {
  if (day === today) return 'Hoje';
  if (day === addDays(today, 1)) return 'Amanhã';
  const text = weekdayFormat.format(new Date(`${day}T00:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The last day the agenda covers: today plus AGENDA_DAYS. */
export const agendaHorizon = (today: string) => addDays(today, AGENDA_DAYS);

/**
 * The agenda of the next AGENDA_DAYS days: overdue equipment first (one group, oldest first), then one group per
 * day with a next service from today to the horizon. Equipment without a date or due later is left out.
 */
export function groupAgenda(items: readonly EquipmentSummary[], today: string): AgendaGroup[] {
  const horizon = agendaHorizon(today);
  const dated = items
    .filter((item): item is EquipmentSummary & { nextService: string } => item.nextService !== null)
    .map((item) => ({ item, day: item.nextService.slice(0, 10) }))
    .filter(({ day }) => day <= horizon)
    .sort((a, b) => a.day.localeCompare(b.day) || a.item.code.localeCompare(b.item.code));
  const groups: AgendaGroup[] = [];
  const overdue = dated.filter(({ day }) => day < today).map(({ item }) => item);
  if (overdue.length > 0) groups.push({ key: 'overdue', label: 'Vencidas', overdue: true, items: overdue });
  for (const { item, day } of dated) {
    if (day < today) continue;
    const last = groups.at(-1);
    if (last && last.key === day) last.items.push(item);
    else groups.push({ key: day, label: agendaDayLabel(day, today), overdue: false, items: [item] });
  }
  return groups;
}
