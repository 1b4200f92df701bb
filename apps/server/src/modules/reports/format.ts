import type { ReportType } from '@portal/shared';
import type { ReportCell, ReportColumnKind } from './document.js';

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const signedDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
const dateTime = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

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

export function formatDateTime(value: Date): string {
  return `${dateTime.format(value).replace(',', '')} UTC`;
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

/** A cell as human text (the PDF): thousands separators, comma decimals, dd/mm/aaaa. */
export function displayCell(value: ReportCell, kind: ReportColumnKind): string {
  if (value === null) return '—';
  if (value instanceof Date) return kind === 'datetime' ? formatDateTime(value) : formatDate(value);
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
export function csvCell(value: ReportCell, kind: ReportColumnKind): string {
  if (value === null) return '';
  if (value instanceof Date) return kind === 'datetime' ? formatDateTime(value).replace(' UTC', '') : formatDate(value);
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
