/**
 * One place for the dates and times a person reads (screens, CSV, Excel, PDF, e-mails, notifications): pt-BR, in the
 * installation's time zone (`APP_TIME_ZONE`, default America/Sao_Paulo). A calendar date (YYYY-MM-DD: a next
 * service, a date of birth) is a day, not an instant, and is never moved by a time zone.
 */

/** Brasília time: the zone every time is written in unless `APP_TIME_ZONE` says otherwise. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** What a file says once about its times, for the default zone. */
export const TIME_ZONE_NOTE = 'Horários de Brasília';

type DateInput = string | number | Date;

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an IANA zone this runtime knows ('America/Sao_Paulo', 'UTC'); false for 'Brasil/Lixo' or ''. */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone.trim()) return false;
  try {
    new Intl.DateTimeFormat('pt-BR', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'Horários de Brasília' for the default zone; 'Horários no fuso {zone}' for another. */
export const timeZoneNote = (timeZone: string = DEFAULT_TIME_ZONE): string =>
  timeZone === DEFAULT_TIME_ZONE ? TIME_ZONE_NOTE : `Horários no fuso ${timeZone}`;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(kind: string, timeZone: string, options: Intl.DateTimeFormatOptions, locale = 'pt-BR') {
  const key = `${kind}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const toDate = (value: DateInput): Date => (value instanceof Date ? value : new Date(value));
const isCalendarDate = (value: DateInput): value is string => typeof value === 'string' && CALENDAR_DATE.test(value);

/** 'dd/mm/aaaa' of a calendar date (YYYY-MM-DD, or the day part of a longer string) as written: no shift. */
export function formatCalendarDate(day: string | null | undefined): string {
  if (!day) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** YYYY-MM-DD of an instant in the zone (the day 'today' is; the day a 22:30 time in Brasília belongs to). */
export const dayInTimeZone = (value: DateInput = new Date(), timeZone: string = DEFAULT_TIME_ZONE): string =>
  isCalendarDate(value)
    ? value
    : formatIn('day', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA').format(toDate(value));

/** 'dd/mm/aaaa': a calendar date as written, an instant as its day in the zone. */
export const formatDate = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  isCalendarDate(value)
    ? formatCalendarDate(value)
    : formatIn('date', timeZone, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));

/** 'HH:mm' of an instant in the zone. */
export const formatTime = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatIn('time', timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(value));

/** 'dd/mm/aaaa HH:mm' of an instant in the zone. */
export const formatDateTime = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${formatDate(toDate(value), timeZone)} ${formatTime(value, timeZone)}`;

/** 'dd/mm': a calendar date as written, an instant as its day in the zone. */
export const formatDayMonth = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatDate(value, timeZone).slice(0, 5);

/** 'dd/mm, HH:mm' of an instant in the zone. */
export const formatDayMonthTime = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  `${formatDayMonth(toDate(value), timeZone)}, ${formatTime(value, timeZone)}`;

/** '12 de março de 2025 às 14:05' in the zone (the public page's last update). */
export const formatLongDateTime = (value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatIn('long', timeZone, { dateStyle: 'long', timeStyle: 'short' }).format(toDate(value));

const relative = new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' });
const DAY_MS = 86_400_000;

/** Whole calendar days between two YYYY-MM-DD days (b - a). */
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

/**
 * When something happened, as a notification says it: 'agora', 'há 5 minutos', 'há 3 horas' (today),
 * 'ontem às 14:20', 'há 3 dias' (this week), then 'dd/mm/aaaa às HH:mm'. Days are the zone's calendar days.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput = Date.now(),
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const at = toDate(value);
  const current = toDate(now);
  const seconds = Math.round((at.getTime() - current.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 45) return 'agora';
  if (Math.abs(seconds) < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  const days = daysBetween(dayInTimeZone(current, timeZone), dayInTimeZone(at, timeZone));
  if (days === 0) return relative.format(Math.round(seconds / 3600), 'hour');
  if (days === -1) return `ontem às ${formatTime(at, timeZone)}`;
  if (days < 0 && days > -7) return relative.format(days, 'day');
  return `${formatDate(at, timeZone)} às ${formatTime(at, timeZone)}`;
}

/** 'dd/mm/aaaa' in pt-BR for a YYYY-MM-DD date (no time zone shift). */
export const formatDateBR = (date: string | null | undefined): string => formatCalendarDate(date);

/** Today (or `date`) as YYYY-MM-DD in Brasília time: the day a visitor reads a pet's age against. */
export const dayInBrazil = (date: Date = new Date()): string => dayInTimeZone(date, DEFAULT_TIME_ZONE);

const formatted = new Map<string, string>();

/** '12 de março de 2025 às 14:05' (Brasília time by default) for the footer's last update (recent results remembered). */
export function formatDateTimeBR(iso: string | Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const minute = `${Math.floor(time / 60_000)}|${timeZone}`;
  let text = formatted.get(minute);
  if (text === undefined) {
    text = formatLongDateTime(date, timeZone);
    if (formatted.size >= 5000) formatted.clear();
    formatted.set(minute, text);
  }
  return text;
}
