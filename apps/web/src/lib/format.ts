// pt-BR formatting through Intl: one place for dates and numbers.
const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat('pt-BR');

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export const formatDate = (value: string | number | Date) => dateFormat.format(toDate(value));
export const formatDateTime = (value: string | number | Date) => dateTimeFormat.format(toDate(value));
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

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' });
const dayMonthUtcFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const dayMonthTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Day/month ('05/03'). A calendar day (YYYY-MM-DD) is that day in any time zone, not UTC midnight moved. */
export const formatDayMonth = (value: string | number | Date) =>
  typeof value === 'string' && DATE_ONLY.test(value)
    ? dayMonthUtcFormat.format(new Date(`${value}T00:00:00Z`))
    : dayMonthFormat.format(toDate(value));
/** Day/month and hour:minute ('05/03, 14:30'). */
export const formatDayMonthTime = (value: string | number | Date) => dayMonthTimeFormat.format(toDate(value));

/** A local calendar day as YYYY-MM-DD (what date inputs and the API's ranges hold). */
export function toDateInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
