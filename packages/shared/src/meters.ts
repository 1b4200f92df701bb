/**
 * The meter rule (issue 44 item 5): 'a cada 250 h ou 6 meses, o que vier primeiro'. The calendar date is the plan's
 * days/months after the last service (nextServiceAfter, calendar months kept); the hours date is ESTIMATED: the day
 * the reading reaches (last service's reading + intervalHours) at the average use per day. The earlier one wins;
 * on a tie the calendar's (a known date beats an estimate).
 */
import { formatDateBR } from './dates.js';
import { nextServiceAfter } from './maintenance.js';
import { METER_TEXTS, type EquipmentMeter, type NextServiceForecast } from './meter-schemas.js';

/** The average use is read over the readings of this many days before the newest one. */
export const METER_AVERAGE_WINDOW_DAYS = 365;

export type MeterReading = { date: string; hours: number };
export type MeterPlan = { intervalDays: number | null; intervalMonths: number | null; intervalHours?: number | null };

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dayOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/**
 * Hours per day over the readings of the METER_AVERAGE_WINDOW_DAYS before the newest reading (the last two readings
 * always count, however old): (newest - oldest) / days between them. null with fewer than 2 readings on different days.
 */
export function averageUsePerDay(readings: MeterReading[]): number | null {
  if (readings.length < 2) return null;
  const sorted = [...readings].sort((a, b) => a.date.localeCompare(b.date) || a.hours - b.hours);
  const newest = sorted[sorted.length - 1]!;
  const windowStart = dayNumber(newest.date) - METER_AVERAGE_WINDOW_DAYS;
  const inWindow = sorted.filter((reading) => dayNumber(reading.date) >= windowStart);
  const oldest = inWindow.length >= 2 ? inWindow[0]! : sorted[sorted.length - 2]!;
  const days = dayNumber(newest.date) - dayNumber(oldest.date);
  if (days <= 0) return null;
  return Math.max(0, newest.hours - oldest.hours) / days;
}

/**
 * The next service under a plan with or without hours. `lastService`: the newest record (its reading, when it has
 * one, is where the hours interval counts from); `readings`: the equipment's readings in any order.
 */
export function forecastNextService(
  lastService: { performedAt: string; meterReading: number | null } | null,
  plan: MeterPlan,
  readings: MeterReading[],
): NextServiceForecast {
  const calendarDate = lastService ? nextServiceAfter(lastService.performedAt, plan) : null;
  const hours = plan.intervalHours ? hoursForecast(lastService, plan.intervalHours, readings) : null;
  const hoursDate = hours?.date ?? null;
  const byHours = hoursDate !== null && (calendarDate === null || hoursDate < calendarDate);
  return {
    date: byHours ? hoursDate : calendarDate,
    rule: byHours ? 'hours' : calendarDate ? 'calendar' : null,
    estimated: byHours,
    calendarDate,
    hoursDate,
    dueAtHours: hours?.dueAtHours ?? null,
    noEstimate: hours?.noEstimate ?? null,
  };
}

function hoursForecast(
  lastService: { performedAt: string; meterReading: number | null } | null,
  intervalHours: number,
  readings: MeterReading[],
): { date: string | null; dueAtHours: number | null; noEstimate: NextServiceForecast['noEstimate'] } {
  if (!lastService || lastService.meterReading === null)
    return { date: null, dueAtHours: null, noEstimate: 'no-service-reading' };
  const dueAtHours = Math.round((lastService.meterReading + intervalHours) * 10) / 10;
  const average = averageUsePerDay(readings);
  if (average === null) return { date: null, dueAtHours, noEstimate: 'few-readings' };
  const newest = readings.reduce((a, b) => (b.date > a.date || (b.date === a.date && b.hours > a.hours) ? b : a));
  const remaining = dueAtHours - newest.hours;
  // Reached already: due on the day of the reading that reached it.
  if (remaining <= 0) return { date: newest.date, dueAtHours, noEstimate: null };
  if (average === 0) return { date: null, dueAtHours, noEstimate: 'zero-use' };
  // The first whole day on which the average use reaches the reading (the epsilon keeps 100/10 at 10, not 11).
  const days = Math.ceil(remaining / average - 1e-9);
  return { date: dayOf(dayNumber(newest.date) + days), dueAtHours, noEstimate: null };
}

/** Hours the Brazilian way: '1.234,5 h'. */
export const formatHours = (hours: number) =>
  `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(hours)} h`;

/** 'Próxima manutenção: 12/03/2027 (estimada pelo horímetro: 1.250 h)' or the calendar's date alone. */
export function nextServiceText(forecast: NextServiceForecast): string {
  if (!forecast.date) return 'Próxima manutenção: sem data';
  const base = `Próxima manutenção: ${formatDateBR(forecast.date)}`;
  return forecast.estimated && forecast.dueAtHours !== null
    ? `${base} (estimada pelo horímetro: ${formatHours(forecast.dueAtHours)})`
    : base;
}

/** Why the hours gave no date, in words (null when they did, or the plan has no hours). */
export const noEstimateText = (forecast: NextServiceForecast): string | null =>
  forecast.noEstimate === 'few-readings'
    ? METER_TEXTS.cannotEstimate
    : forecast.noEstimate === 'no-service-reading'
      ? METER_TEXTS.noServiceReading
      : forecast.noEstimate === 'zero-use'
        ? METER_TEXTS.zeroUse
        : null;

/** The sheet's meter: the newest reading, the average use and the forecast. */
export function equipmentMeterOf(
  lastService: { performedAt: string; meterReading: number | null } | null,
  plan: MeterPlan,
  readings: MeterReading[],
): EquipmentMeter {
  const newest = readings.length
    ? readings.reduce((a, b) => (b.date > a.date || (b.date === a.date && b.hours > a.hours) ? b : a))
    : null;
  return {
    lastReading: newest,
    avgHoursPerDay: averageUsePerDay(readings),
    forecast: forecastNextService(lastService, plan, readings),
  };
}
