// pt-BR formatting through Intl: one place for dates and numbers. Dates and times are the shared module's
// (@portal/shared dates.ts), on the installation's clock: Brasília time unless the build says otherwise.
import {
  DEFAULT_TIME_ZONE,
  dayInTimeZone,
  formatDate as formatDateIn,
  formatDateTime as formatDateTimeIn,
  formatDayMonth as formatDayMonthIn,
  formatDayMonthTime as formatDayMonthTimeIn,
  formatRelativeTime as formatRelativeTimeIn,
  isValidTimeZone,
} from '@portal/shared';

const configured = import.meta.env.VITE_APP_TIME_ZONE;
/** The zone every time on a screen is written in (the server's APP_TIME_ZONE; VITE_APP_TIME_ZONE at build). */
export const APP_TIME_ZONE = configured && isValidTimeZone(configured) ? configured : DEFAULT_TIME_ZONE;

const numberFormat = new Intl.NumberFormat('pt-BR');

type DateInput = string | number | Date;

/** dd/mm/aaaa: a calendar day (YYYY-MM-DD) as written, an instant as its day in Brasília. */
export const formatDate = (value: DateInput) => formatDateIn(value, APP_TIME_ZONE);
/** dd/mm/aaaa hh:mm in Brasília. */
export const formatDateTime = (value: DateInput) => formatDateTimeIn(value, APP_TIME_ZONE);
export const formatNumber = (value: number) => numberFormat.format(value);

const decimalFormats = new Map<number, Intl.NumberFormat>();
/** A number with exactly `digits` decimals, pt-BR ('12,5', '0,25'). */
export function formatDecimal(value: number, digits: number): string {
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    decimalFormats.set(digits, format);
  }
  return format.format(value);
}

/** Day/month ('05/03'). A calendar day (YYYY-MM-DD) is that day in any time zone, not UTC midnight moved. */
export const formatDayMonth = (value: DateInput) => formatDayMonthIn(value, APP_TIME_ZONE);
/** Day/month and hour:minute in Brasília ('05/03, 14:30'). */
export const formatDayMonthTime = (value: DateInput) => formatDayMonthTimeIn(value, APP_TIME_ZONE);
/** 'agora', 'há 3 horas', 'ontem às 14:20', ... (Brasília's days). */
export const formatRelativeTime = (value: DateInput, now: DateInput = Date.now()) =>
  formatRelativeTimeIn(value, now, APP_TIME_ZONE);

/** A calendar day as YYYY-MM-DD in Brasília (what date inputs and the API's ranges hold). */
export function toDateInput(date: Date): string {
  return dayInTimeZone(date, APP_TIME_ZONE);
}
