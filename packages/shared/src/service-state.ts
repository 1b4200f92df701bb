/**
 * Whether a piece of equipment may be trusted, as its public pages say it (issue 20, item 1): out of service, its
 * service overdue, due within DUE_SOON_DAYS, in order, or no date at all. 'Today' is the day in America/Sao_Paulo.
 */
import { z } from 'zod';
import { dueStateOf, type MaintenanceOutcome } from './maintenance.js';
import { dayInBrazil, formatDateBR } from './dates.js';

export const SERVICE_STATES = ['OVERDUE', 'DUE_SOON', 'OK', 'OUT_OF_SERVICE', 'NONE'] as const;
export type ServiceStateKind = (typeof SERVICE_STATES)[number];

/** `date`: the next service (YYYY-MM-DD), the one that was missed when OVERDUE; null without one. */
export const serviceStateSchema = z.object({ state: z.enum(SERVICE_STATES), date: z.string().nullable() });
export type ServiceState = z.infer<typeof serviceStateSchema>;

export const SERVICE_STATE_TEXTS = {
  overdue: (date: string) => `Manutenção vencida desde ${formatDateBR(date)}`,
  overdueAdvice: 'Não confie neste equipamento; avise o responsável.',
  dueSoon: (date: string) => `Próxima manutenção em ${formatDateBR(date)}`,
  outOfService: 'Fora de serviço — não utilize',
  outOfServiceAdvice: 'Um técnico retirou este equipamento de uso; avise o responsável.',
  /** The tag page's status badge, instead of 'Disponível', when the banner warns. */
  badgeOverdue: 'Manutenção vencida',
  badgeOutOfService: 'Fora de serviço',
  /** The tag lists' badge beside the status when the next service is within DUE_SOON_DAYS. */
  badgeDueSoon: 'Manutenção próxima',
} as const;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The equipment's state: OUT_OF_SERVICE when the tag is BROKEN (what a technician's OUT_OF_SERVICE outcome sets) or
 * its newest service says OUT_OF_SERVICE and nobody has put it back in use (status ACTIVE) since; else the due state
 * of its next service on `today`.
 */
export function serviceStateOf(
  equipment: { status: string; nextService: unknown; lastOutcome?: MaintenanceOutcome | null },
  today: string = dayInBrazil(),
): ServiceState {
  const date = isDay(equipment.nextService) ? equipment.nextService : null;
  const outOfService =
    equipment.status === 'BROKEN' || (equipment.lastOutcome === 'OUT_OF_SERVICE' && equipment.status !== 'ACTIVE');
  if (outOfService) return { state: 'OUT_OF_SERVICE', date };
  const due = dueStateOf(date, today);
  const state = ({ overdue: 'OVERDUE', soon: 'DUE_SOON', ok: 'OK', none: 'NONE' } as const)[due];
  return { state, date };
}

/** The banner's texts; `date` is the YYYY-MM-DD day (the public page passes the visitor's language, issue 24). */
export type ServiceStateWordTexts = {
  overdue: (date: string) => string;
  overdueAdvice: string;
  dueSoon: (date: string) => string;
  outOfService: string;
  outOfServiceAdvice: string;
};

/** The banner's words for a state, or null when there is nothing to warn about (OK, NONE). */
export function serviceStateWords(
  serviceState: ServiceState | null | undefined,
  texts: ServiceStateWordTexts = SERVICE_STATE_TEXTS,
): { tone: 'danger' | 'warning'; title: string; advice: string | null } | null {
  if (!serviceState) return null;
  const { state, date } = serviceState;
  if (state === 'OUT_OF_SERVICE')
    return { tone: 'danger', title: texts.outOfService, advice: texts.outOfServiceAdvice };
  if (state === 'OVERDUE' && date) return { tone: 'danger', title: texts.overdue(date), advice: texts.overdueAdvice };
  if (state === 'DUE_SOON' && date) return { tone: 'warning', title: texts.dueSoon(date), advice: null };
  return null;
}

/** The sheet's 'Status' row would contradict the banner (e.g. 'Disponível' on an overdue extinguisher). */
export const serviceStateHidesStatus = (serviceState: ServiceState | null | undefined) =>
  serviceState?.state === 'OVERDUE' || serviceState?.state === 'OUT_OF_SERVICE';
