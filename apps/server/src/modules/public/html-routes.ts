import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_TEXTS, SLUG_TEXTS, TAG_TEXTS, TEXTS } from '@portal/shared';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.js';
import { clockTime } from '../../lib/scan-texts.js';
import { clientErrorMessage, tooLargeMessage } from '../../plugins/errors.js';
import { formatVisitorTime, publicTextsOf } from '@portal/shared/public-page';
import { errorPanelHtml, publicPageHtml, publicTagHtml } from './render.js';
import { pageLanguage, pagePathOf, publicMessageIn } from './language.js';
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
  const { publicPages, analytics } = app.services;
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
      const result = await publicPages.publicPage(request.params.slug);
      if (!result) return panel(request, reply, 404, PAGE_TEXTS.notFound);
      if (result.kind === 'redirect') {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        // 301 as a renamed slug keeps redirecting; cached for a while only, as a slug may be renamed again.
        return reply
          .header('cache-control', 'public, max-age=300')
          .redirect(`/p/${encodeURIComponent(result.slug)}${query}`, 301);
      }
      countView(request, () => analytics.recordPageView(result.pageId, request));
      const lang = pageLanguage(request, reply, `/p/${encodeURIComponent(result.view.slug)}`);
      return sendHtml(reply, 200, publicPageHtml(result.view, result.allowIndexing, { lang }), result.allowIndexing);
    },
  );

  /**
   * Issue 24: the PIN form of /p/{slug} (and of the /t pages that lead to it), a plain urlencoded post that works
   * without JavaScript. The right PIN: the same page with the PIN sections open (200); a wrong one: the page with
   * 'PIN incorreto' (400); during the lock: the page with when to retry (429). Never cached, nothing remembered.
   */
  app.post(
    '/p/:slug/pin',
    { ...hot(), config: { rateLimit: viewRateLimit(app, slugOf) }, schema: { ...htmlOnly, params: slugParamsSchema } },
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const pin = typeof body.pin === 'string' ? body.pin.trim().slice(0, 64) : '';
      const visitor = { ...analytics.describeVisitor(request), address: request.ip };
      const answer = await publicPages.unlockPage(request.params.slug, pin, visitor);
      if (!answer) return panel(request, reply, 404, PAGE_TEXTS.notFound);
      const { page, attempt } = answer;
      const lang = pageLanguage(request, reply, `/p/${encodeURIComponent(page.view.slug)}`);
      const { locale } = lang;
      const T = publicTextsOf(locale.language);
      // pt-BR as it always was ('14:05 (horário de Brasília)'); other languages name the zone in their own words.
      const retryAt = (until: Date) =>
        locale.language === 'pt-BR'
          ? clockTime(until, config.timeZone)
          : formatVisitorTime(until, locale.locale, config.timeZone);
      const [status, state] =
        attempt?.result === 'WRONG'
          ? [400, { error: T.pinWrong }]
          : attempt?.result === 'LOCKED'
            ? [429, { error: T.pinLocked(retryAt(attempt.until)) }]
            : [200, undefined];
      return sendHtml(reply, status, publicPageHtml(page.view, false, { pin: state, lang }), false, 'no-store');
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
      const { tagId, view, allowIndexing } = await publicPages.publicTag(request.params.code);
      countView(request, () => analytics.recordTagScan(tagId, view.status, request));
      const lang = pageLanguage(request, reply, `/t/${encodeURIComponent(view.code)}`);
      return sendHtml(reply, 200, publicTagHtml(view, allowIndexing, undefined, lang), allowIndexing);
    },
  );

  // Issue 13: the finder's form on a LOST tag's /t and its profile's /p (and its location script), from lost-mode.
  for (const register of more) register(app, { hot });
};
