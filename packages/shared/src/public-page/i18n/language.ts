/**
 * The visitor's language on the public pages (issue 24): `?lang=` wins, else the browser's Accept-Language by its
 * q-values (en-*, es-*, pt-*), else pt-BR. Dates and times are written in the chosen locale's conventions; a date
 * of birth is a calendar date (no time zone), times are Brasília's with the zone named in that language.
 */
import { DEFAULT_TIME_ZONE, formatCalendarDate, formatDateTimeBR } from '../../dates.js';
import { EN_TEXTS } from './en.js';
import { ES_TEXTS } from './es.js';
import { PT_BR_TEXTS, type PublicTexts } from './pt-BR.js';

export const PUBLIC_LANGUAGES = ['pt-BR', 'en', 'es'] as const;
export type PublicLanguage = (typeof PUBLIC_LANGUAGES)[number];

/** The switcher's names, each in its own language. */
export const PUBLIC_LANGUAGE_NAMES: Record<PublicLanguage, string> = {
  'pt-BR': 'Português',
  en: 'English',
  es: 'Español',
};

const TEXTS_OF: Record<PublicLanguage, PublicTexts> = { 'pt-BR': PT_BR_TEXTS, en: EN_TEXTS, es: ES_TEXTS };
export const publicTextsOf = (language: PublicLanguage): PublicTexts => TEXTS_OF[language];

/**
 * `language`: the dictionary; `locale`: the conventions of dates and `<html lang>` (pt-BR, en-US, en-GB, es);
 * `explicit`: chosen by `?lang=` (then the forms carry it across their POST).
 */
export type PublicLocale = { language: PublicLanguage; locale: string; explicit: boolean };

export const DEFAULT_PUBLIC_LOCALE: PublicLocale = { language: 'pt-BR', locale: 'pt-BR', explicit: false };

/** The header's language ranges, best first (q=0 dropped; equal q keep their order). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.tag !== '' && range.q > 0);
  ranges.sort((a, b) => b.q - a.q || a.index - b.index);
  return ranges.map((range) => range.tag);
}

const languageOfTag = (tag: string): PublicLanguage | null => {
  const primary = tag.toLowerCase().split('-')[0];
  return primary === 'en' ? 'en' : primary === 'es' ? 'es' : primary === 'pt' ? 'pt-BR' : null;
};

/** en-US unless the browser names another English region Intl knows (en-GB writes 14/03/1990). */
function englishLocale(tags: string[]): string {
  const tag = tags.find((candidate) => /^en-[a-z]{2}$/i.test(candidate));
  if (!tag) return 'en-US';
  const locale = `en-${tag.slice(3).toUpperCase()}`;
  return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : 'en-US';
}

const localeOf = (language: PublicLanguage, tags: string[]): string =>
  language === 'en' ? englishLocale(tags) : language;

/** `lang`: the query's `lang` (en, es, pt-BR; any case); `acceptLanguage`: the request's header. */
export function choosePublicLocale(lang: unknown, acceptLanguage: string | undefined): PublicLocale {
  const tags = parseAcceptLanguage(acceptLanguage);
  const asked = typeof lang === 'string' ? PUBLIC_LANGUAGES.find((l) => l.toLowerCase() === lang.toLowerCase()) : null;
  if (asked) return { language: asked, locale: localeOf(asked, tags), explicit: true };
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language)
      return {
        language,
        locale: localeOf(
          language,
          tags.filter((t) => languageOfTag(t) === language),
        ),
        explicit: false,
      };
  }
  return DEFAULT_PUBLIC_LOCALE;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(`${key}|${locale}|${options.timeZone ?? ''}`);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(`${key}|${locale}|${options.timeZone ?? ''}`, format);
  }
  return format;
}

/**
 * A calendar date (YYYY-MM-DD) in the locale's order: 03/14/1990 (en-US), 14/03/1990 (en-GB, es, pt-BR). Read as
 * noon UTC and written in UTC, so no zone moves it to another day.
 */
export function formatVisitorDay(day: string | null | undefined, locale: string): string {
  if (locale === 'pt-BR' || !day) return formatCalendarDate(day);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  const instant = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
  return formatOf('day', locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    instant,
  );
}

/** An instant's date and time in the zone (Brasília by default), the zone named in the locale's language. */
export function formatVisitorDateTime(
  value: string | Date,
  locale: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  if (locale === 'pt-BR') return formatDateTimeBR(value, timeZone);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return formatOf('long', locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'long',
  }).format(date);
}

/** An instant's time of day in the zone, the zone named in the locale's language ('2:05 PM Brasilia Standard Time'). */
export const formatVisitorTime = (value: Date, locale: string, timeZone: string = DEFAULT_TIME_ZONE): string =>
  formatOf('time', locale, { hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'long' }).format(value);
