/**
 * The visitor's language on the public HTML pages (issue 24): `?lang=` wins, else Accept-Language (see
 * choosePublicLocale in @portal/shared/public-page). Every answer that depends on it says so in `Vary`, so no
 * shared cache serves one language's page to another's browser.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOST_TEXTS, PAGE_TEXTS, SLUG_TEXTS, TAG_TEXTS } from '@portal/shared';
import { choosePublicLocale, publicTextsOf, type PublicLocale } from '@portal/shared/public-page';

/** The chosen locale and the page's own path, for the switcher's links and the forms' language. */
export type PageLanguage = { locale: PublicLocale; path: string };

export function visitorLocale(request: FastifyRequest): PublicLocale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return choosePublicLocale(query.lang, request.headers['accept-language']);
}

/** `Vary: Accept-Language`, added to whatever Vary the answer already has. */
export function varyOnLanguage(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.includes('*') || values.some((value) => value.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...values, 'Accept-Language'].join(', '));
}

/** The visitor's language for a page at `path` (the GET page a form's answer belongs to), and the Vary it implies. */
export function pageLanguage(request: FastifyRequest, reply: FastifyReply, path: string): PageLanguage {
  varyOnLanguage(reply);
  return { locale: visitorLocale(request), path };
}

/** The GET page a request belongs to: its path without the query, nor the form's own /pin or /contato. */
export const pagePathOf = (url: string) => (url.split('?')[0] ?? '').replace(/\/(pin|contato)$/, '');

/**
 * The public pages' known pt-BR messages in the visitor's language: their panels' and the finder form's field errors
 * (any other message is shown as given).
 */
export function publicMessageIn(message: string, locale: PublicLocale): string {
  const texts = publicTextsOf(locale.language);
  const known: Record<string, string> = {
    [PAGE_TEXTS.notFound]: texts.errorPanel.pageNotFound,
    [TAG_TEXTS.notFound]: texts.errorPanel.tagNotFound,
    [PAGE_TEXTS.tooManyViews]: texts.errorPanel.tooManyViews,
    [SLUG_TEXTS.missing]: texts.missingSlug,
    [LOST_TEXTS.notLost]: texts.lost.notLost,
    [LOST_TEXTS.tooManyMessages]: texts.lost.tooManyMessages,
    [LOST_TEXTS.messageRequired]: texts.lost.messageRequired,
    [LOST_TEXTS.finderMessageTooLong]: texts.lost.messageTooLong,
    [LOST_TEXTS.contactTooLong]: texts.lost.contactTooLong,
    [LOST_TEXTS.locationInvalid]: texts.lost.locationInvalid,
  };
  return known[message] ?? message;
}
