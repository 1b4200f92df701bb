import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_TEXTS, SLUG_TEXTS, TAG_TEXTS, TEXTS } from '@portal/shared';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.js';
import { clockTime } from '../../lib/scan-texts.js';
import { clientErrorMessage, tooLargeMessage } from '../../plugins/errors.js';
import { formatVisitorTime, publicTextsOf } from '@portal/shared/public-page';
import { errorPanelHtml, publicPageHtml, publicTagHtml } from './render.js';
import { pageLanguage, pagePathOf, publicMessageIn, type PageLanguage } from './language.js';
import { pageCopyKey, tagCopyKey, withinBudget, type LastCopy } from './last-copy.js';
import { registerShareImageRoute } from './share-image.js';
import type { PinAttempt } from '../profiles/service.js';
import {
  codeOf,
  codeParamsSchema,
  countView,
  slugOf,
  slugParamsSchema,
  viewRateLimit,
  type PublicHtmlRoutes,
  type PublicRoutesOptions,
} from './route-options.js';

/**
 * The server-rendered public pages /p/{slug} (also by profile id; a renamed slug answers 301 to the
 * current one) and /t/{code}: complete HTML, readable with JavaScript off. Errors are the spec's panel,
 * as HTML with the right status.
 */
export const publicHtmlRoutes: FastifyPluginAsyncZod<
  PublicRoutesOptions & { more: readonly PublicHtmlRoutes[] }
> = async (app, { hot, more }) => {
  const { publicPages, analytics, openAlert } = app.services;
  const config = app.config;

  // Out of search results unless the page's owner allows indexing: error panels (404, 429...) never are indexed.
  const sendHtml = (reply: FastifyReply, status: number, body: Buffer, allowIndexing = false, cache = 'no-cache') => {
    if (!allowIndexing) reply.header('x-robots-tag', 'noindex');
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cache)
      .send(body);
  };
  // In the visitor's language (issue 24): the title, the known messages, the switcher back to the same address.
  const panel = (request: FastifyRequest, reply: FastifyReply, status: number, message: string) => {
    const lang = pageLanguage(request, reply, pagePathOf(request.url));
    return sendHtml(
      reply,
      status,
      errorPanelHtml({
        status,
        message: publicMessageIn(message, lang.locale),
        retryUrl: request.url,
        appName: config.appName,
        lang,
      }),
    );
  };

  /**
   * Issue 41: the database's answer within PUBLIC_PAGE_DB_BUDGET_MS; when it is down or later, the page's last copy
   * (last-copy.ts) if this installation ever rendered it. Without a copy, as before: a late answer is waited for,
   * a failure goes to the handler below (the 503 panel).
   */
  const { copies } = publicPages;
  const budgetMs = config.publicPageDbBudgetMs;
  async function freshOrCopy<T>(key: string, read: () => Promise<T>): Promise<{ fresh: T } | { copy: LastCopy }> {
    const work = read();
    try {
      const answer = await withinBudget(work, budgetMs);
      if ('done' in answer) return { fresh: answer.done };
      const copy = await copies.read(key);
      return copy ? { copy } : { fresh: await answer.late };
    } catch (error) {
      const copy = isDatabaseUnavailable(error) ? await copies.read(key) : null;
      if (!copy) throw error;
      return { copy };
    }
  }
  const answerCopy = (request: FastifyRequest, reply: FastifyReply, path: string, copy: LastCopy) => {
    request.log.warn({ savedAt: copy.savedAt }, 'public page: database unavailable, last copy answered');
    const lang = pageLanguage(request, reply, path);
    const stale = { savedAt: copy.savedAt, timeZone: config.timeZone };
    const html =
      copy.kind === 'page'
        ? publicPageHtml(copy.view, copy.allowIndexing, { lang, stale })
        : publicTagHtml({ view: copy.view, card: copy.card }, copy.allowIndexing, { lang, stale });
    return sendHtml(reply, 200, html, copy.allowIndexing, 'no-store');
  };

  /** A PIN try's answer (issue 24): 400 with 'PIN incorreto', 429 with when to retry, else 200 with no error. */
  const pinAnswer = (attempt: PinAttempt | null, { locale }: PageLanguage) => {
    const T = publicTextsOf(locale.language);
    // pt-BR as it always was ('14:05 (horário de Brasília)'); other languages name the zone in their own words.
    const retryAt = (until: Date) =>
      locale.language === 'pt-BR'
        ? clockTime(until, config.timeZone)
        : formatVisitorTime(until, locale.locale, config.timeZone);
    return attempt?.result === 'WRONG'
      ? ([400, { error: T.pinWrong }] as const)
      : attempt?.result === 'LOCKED'
        ? ([429, { error: T.pinLocked(retryAt(attempt.until)) }] as const)
        : ([200, undefined] as const);
  };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 429) return panel(request, reply, 429, PAGE_TEXTS.tooManyViews);
    // A body over the route's limit (the finder's form: 16 KB) is the sender's fault, said in pt-BR.
    if (status === 413) return panel(request, reply, 413, tooLargeMessage(error, request));
    if (status === 404 || status === 400) {
      const isTag = request.url.startsWith('/t');
      return panel(request, reply, 404, isTag ? TAG_TEXTS.notFound : PAGE_TEXTS.notFound);
    }
    // Another sender's mistake (a body the forms do not read: XML, multipart: 415) is its own 4xx, never a 500.
    if (status > 400 && status < 500) return panel(request, reply, status, clientErrorMessage(error));
    if (status === 503 || isDatabaseUnavailable(error)) {
      // The database is down or stalled: the panel at once (with a retry), never a hang or a misleading 404.
      request.log.warn({ err: error }, 'public page: database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return panel(request, reply, 503, TEXTS.http.serviceUnavailable);
    }
    request.log.error({ err: error }, 'public page failed');
    return panel(request, reply, 500, TEXTS.http.generic);
  });

  // The public pages' plain forms (the finder's, the PIN's) post application/x-www-form-urlencoded: no new
  // dependency, URLSearchParams reads it; one field of each name (the last wins); 16 KB at most.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const htmlOnly = { hide: true };
  const missingSlug = async (request: FastifyRequest, reply: FastifyReply) =>
    panel(request, reply, 404, SLUG_TEXTS.missing);
  app.get('/p', { schema: htmlOnly }, missingSlug);
  app.get('/p/', { schema: htmlOnly }, missingSlug);

  app.get(
    '/p/:slug',
    { ...hot(), config: { rateLimit: viewRateLimit(app, slugOf) }, schema: { ...htmlOnly, params: slugParamsSchema } },
    async (request, reply) => {
      const { slug } = request.params;
      const read = await freshOrCopy(pageCopyKey(slug), () => publicPages.publicPage(slug));
      if ('copy' in read) return answerCopy(request, reply, `/p/${encodeURIComponent(slug)}`, read.copy);
      const result = read.fresh;
      if (!result) return panel(request, reply, 404, PAGE_TEXTS.notFound);
      if (result.kind === 'redirect') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        // 301 as a renamed slug keeps redirecting; cached for a while only, as a slug may be renamed again.
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(`/p/${encodeURIComponent(result.slug)}${query}`, 301);
      }
      countView(request, () => analytics.recordPageView(result.pageId, request));
      const { view, allowIndexing, opened } = result;
      // Issue 42: the family alert, decided and sent after this answer.
      openAlert.cardOpened(request, { ...opened, door: 'PAGE', doorKey: view.slug, pinUsed: false });
      copies.saveOnView(pageCopyKey(view.slug), () => ({ kind: 'page', view, allowIndexing }));
      const lang = pageLanguage(request, reply, `/p/${encodeURIComponent(result.view.slug)}`);
      const html = publicPageHtml(view, allowIndexing, { lang, familyShare: opened.alertOn });
      return sendHtml(reply, 200, html, allowIndexing);
    },
  );

  /** A PIN typed in a public form (trimmed, at most 64 characters) and who typed it (country, device, address). */
  const pinTryOf = (request: FastifyRequest) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const pin = typeof body.pin === 'string' ? body.pin.trim().slice(0, 64) : '';
    return { pin, visitor: { ...analytics.describeVisitor(request), address: request.ip } };
  };

  /**
   * Issue 24: the PIN form of /p/{slug} (and of the /t pages that lead to it), a plain urlencoded post that works
   * without JavaScript. The right PIN: the same page with the PIN sections open (200); a wrong one: the page with
   * 'PIN incorreto' (400); during the lock: the page with when to retry (429). Never cached, nothing remembered.
   */
  app.post(
    '/p/:slug/pin',
    { ...hot(), config: { rateLimit: viewRateLimit(app, slugOf) }, schema: { ...htmlOnly, params: slugParamsSchema } },
    async (request, reply) => {
      const { pin, visitor } = pinTryOf(request);
      const answer = await publicPages.unlockPage(request.params.slug, pin, visitor);
      if (!answer) return panel(request, reply, 404, PAGE_TEXTS.notFound);
      const { page, attempt } = answer;
      if (attempt?.result === 'RIGHT')
        openAlert.cardOpened(request, { ...page.opened, door: 'PAGE', doorKey: page.view.slug, pinUsed: true });
      const lang = pageLanguage(request, reply, `/p/${encodeURIComponent(page.view.slug)}`);
      const [status, state] = pinAnswer(attempt, lang);
      const html = publicPageHtml(page.view, false, { pin: state, lang, familyShare: page.opened.alertOn });
      return sendHtml(reply, status, html, false, 'no-store');
    },
  );

  const missingCode = async (request: FastifyRequest, reply: FastifyReply) =>
    panel(request, reply, 404, TAG_TEXTS.notFound);
  app.get('/t', { schema: htmlOnly }, missingCode);
  app.get('/t/', { schema: htmlOnly }, missingCode);

  app.get(
    '/t/:code',
    { ...hot(), config: { rateLimit: viewRateLimit(app, codeOf) }, schema: { ...htmlOnly, params: codeParamsSchema } },
    async (request, reply) => {
      const { code } = request.params;
      const read = await freshOrCopy(tagCopyKey(code), () => publicPages.publicTag(code));
      if ('copy' in read) return answerCopy(request, reply, `/t/${encodeURIComponent(code)}`, read.copy);
      const { tagId, view, card, allowIndexing } = read.fresh;
      countView(request, () => analytics.recordTagScan(tagId, view.status, request));
      // Issue 41: a person's tag answers their card: the visit is also a view of their page, as /p counts it.
      if (card) countView(request, () => analytics.recordPageView(card.pageId, request));
      if (card) openAlert.cardOpened(request, { ...card.opened, door: 'TAG', doorKey: view.code, pinUsed: false });
      copies.saveOnView(tagCopyKey(view.code), () => ({ kind: 'tag', view, card: card?.view ?? null, allowIndexing }));
      const lang = pageLanguage(request, reply, `/t/${encodeURIComponent(view.code)}`);
      const html = publicTagHtml({ view, card: card?.view }, allowIndexing, {
        lang,
        familyShare: card?.opened.alertOn,
      });
      return sendHtml(reply, 200, html, allowIndexing);
    },
  );

  /**
   * Issue 41: the PIN form of the card /t/{code} answers (a person's tag), as /p/{slug}/pin does: the same card at the
   * tag's address, its PIN sections open after the right PIN (200), 'PIN incorreto' (400), the lock (429). A tag
   * that opens no card has no such form: 404.
   */
  app.post(
    '/t/:code/pin',
    { ...hot(), config: { rateLimit: viewRateLimit(app, codeOf) }, schema: { ...htmlOnly, params: codeParamsSchema } },
    async (request, reply) => {
      const { pin, visitor } = pinTryOf(request);
      const answer = await publicPages.unlockTag(request.params.code, pin, visitor);
      if (!answer) return panel(request, reply, 404, TAG_TEXTS.notFound);
      const { tag, card, attempt } = answer;
      const opened = tag.card?.opened;
      if (opened && attempt?.result === 'RIGHT')
        openAlert.cardOpened(request, { ...opened, door: 'TAG', doorKey: tag.view.code, pinUsed: true });
      const lang = pageLanguage(request, reply, `/t/${encodeURIComponent(tag.view.code)}`);
      const [status, state] = pinAnswer(attempt, lang);
      const html = publicTagHtml({ view: tag.view, card }, false, { pin: state, lang, familyShare: opened?.alertOn });
      return sendHtml(reply, status, html, false, 'no-store');
    },
  );

  // Issue 41: a lost pet's share picture (its page's Open Graph image).
  registerShareImageRoute(app, { hot });
  // Issue 13: the finder's form on a LOST tag's /t and its profile's /p (and its location script), from lost-mode.
  for (const register of more) register(app, { hot });
};
