import {
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  timeZoneNote,
  type ReportType,
} from '@portal/shared';
import type { ReportCell, ReportColumnKind } from './document.js';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const signedDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/** pt-BR names of the report types (titles and file names). */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  overview: 'Visão geral',
  clients: 'Clientes',
  tags: 'Tags',
  pages: 'Páginas',
};

const countryNames = new Intl.DisplayNames(['pt-BR'], { type: 'region' });

/** 'BR' -> 'Brasil'; 'XX' (or anything unknown) -> 'Desconhecido'. */
export function countryName(code: string): string {
  if (!/^[A-Z]{2}$/.test(code) || code === 'XX') return 'Desconhecido';
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** '2026-10-25' -> '25/10/2026' (a day of the range, no time zone involved). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** A Date's UTC day as dd/mm/aaaa. */
export function formatDate(value: Date): string {
  return formatDay(value.toISOString().slice(0, 10));
}

/** An instant as dd/mm/aaaa hh:mm on the installation's clock (APP_TIME_ZONE); the file names the zone once. */
export function formatDateTime(value: Date, timeZone: string): string {
  return formatDateTimeIn(value, timeZone);
}

/** 'Gerado em: 26/11/2026 14:05 · Horários de Brasília': where a file says once which zone its times are in. */
export const generatedAtLine = (value: Date, timeZone: string) =>
  `Gerado em: ${formatDateTime(value, timeZone)} · ${timeZoneNote(timeZone)}`;

/**
 * An instant as an Excel date cell showing the installation's clock: Excel has no time zones and shows a Date's UTC
 * fields, so the cell holds the zone's wall time as if it were UTC.
 */
export function wallClockDate(value: Date, timeZone: string): Date {
  const text = formatDateTimeIn(value, timeZone); // dd/mm/aaaa hh:mm
  const [day, month, year, hour, minute] = text.split(/[/ :]/).map(Number) as [number, number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day, hour, minute, value.getUTCSeconds()));
}

export const formatInteger = (value: number) => integer.format(value);
export const formatDecimal = (value: number) => decimal.format(value);
export const formatPercent = (value: number) => `${decimal.format(value)}%`;

/** The KPI growth as the dashboard shows it: '+12,5% vs período anterior', 'Sem alteração' or '—' (nothing before). */
export function formatGrowth(growth: number | null, versus: string, noChange: string): string {
  if (growth === null) return '—';
  if (Math.round(growth * 10) === 0) return noChange;
  return `${signedDecimal.format(growth)}% ${versus}`;
}

/** A day string of the range as a Date at 00:00 UTC (an Excel date cell). */
export function dayToDate(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A Date cell: an instant on the installation's clock (with its time, or its day), a range's day as it is. */
function dateCell(value: Date, kind: ReportColumnKind, timeZone: string): string {
  if (kind === 'datetime') return formatDateTime(value, timeZone);
  if (kind === 'date') return formatDateIn(value, timeZone);
  return formatDate(value);
}

/** A cell as human text (the PDF): thousands separators, comma decimals, dd/mm/aaaa. */
export function displayCell(value: ReportCell, kind: ReportColumnKind, timeZone: string): string {
  if (value === null) return '—';
  if (value instanceof Date) return dateCell(value, kind, timeZone);
  if (typeof value === 'number') {
    if (kind === 'percent') return formatPercent(value);
    if (kind === 'decimal') return formatDecimal(value);
    return formatInteger(value);
  }
  return value;
}

/**
 * A cell as CSV text for Excel in Brazil: comma decimals and no thousands separator (1234,5), dates dd/mm/aaaa,
 * percentages as their number (12,5; the header says %).
 */
export function csvCell(value: ReportCell, kind: ReportColumnKind, timeZone: string): string {
  if (value === null) return '';
  if (value instanceof Date) return dateCell(value, kind, timeZone);
  if (typeof value === 'number') {
    const rounded = kind === 'integer' ? Math.round(value) : Math.round(value * 10) / 10;
    return String(rounded).replace('.', ',');
  }
  return value;
}

const FILE_TYPE_NAMES: Record<ReportType, string> = {
  overview: 'visao-geral',
  clients: 'clientes',
  tags: 'tags',
  pages: 'paginas',
};

/** relatorio-visao-geral-2026-10-25-a-2026-11-24.pdf */
export function reportFileName(type: ReportType, period: { startDate: string; endDate: string }, extension: string) {
  return `relatorio-${FILE_TYPE_NAMES[type]}-${period.startDate}-a-${period.endDate}.${extension}`;
}
