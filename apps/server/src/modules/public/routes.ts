import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import {
  PAGE_TEXTS,
  publicPageResponseSchema,
  publicProfileResponseSchema,
  publicTagActionsResponseSchema,
  publicTagResponseSchema,
  qrQuerySchema,
  SLUG_TEXTS,
  TAG_TEXTS,
  TEXTS,
  validateSlugQuerySchema,
  validateSlugResponseSchema,
} from '@portal/shared';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { AppError, notFound, RETRY_AFTER_SECONDS } from '../../lib/errors.js';
import { linkBaseFollowsRequest, publicLinkBase } from '../../lib/public-base.js';
import { clockTime } from '../../lib/scan-texts.js';
import { errorResponses } from '../../lib/schemas.js';
import { tooLargeMessage } from '../../plugins/errors.js';
import { helmetOptions, PERMISSIONS_POLICY } from '../../plugins/external/helmet.js';
import { avatarSvg, formatVisitorTime, INITIALS_PATTERN, publicTextsOf } from '@portal/shared/public-page';
import { errorPanelHtml, publicPageHtml, publicTagHtml } from './render.js';
import { pageLanguage, pagePathOf, panelMessageIn } from './language.js';
import { TAG_ACTIONS_SCRIPT, TAG_ACTIONS_SCRIPT_ROUTE } from './tag-actions-script.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';
import { FONTS_ROUTE_PREFIX, fontFilePath, fontStylesheet } from './fonts.js';

const slugParamsSchema = z.object({ slug: z.string().trim().min(1, SLUG_TEXTS.missing).max(200, PAGE_TEXTS.notFound) });
const codeParamsSchema = z.object({ code: z.string().trim().min(1, TAG_TEXTS.notFound).max(64, TAG_TEXTS.notFound) });

/**
 * Views per minute per address and page (PUBLIC_RATE_LIMIT, default 60; 0 turns it off): a person reloading
 * an emergency page never meets it, a script hammering one page does. Over it: 429 and the spec's panel text.
 */
function viewRateLimit(app: FastifyInstance, keyOf: (request: FastifyRequest) => string) {
  const max = app.config.publicRateLimit;
  if (max <= 0) return false as const;
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${keyOf(request)}`,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', PAGE_TEXTS.tooManyViews),
  };
}

/**
 * The app's security headers, computed once: the same options give the same headers on every response, and
 * @fastify/helmet rebuilding its middleware per request is a fair share of a public page's cost.
 */
const securityHeaders: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as never, collector as never, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
})();
const applySecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(securityHeaders);
  done();
};

/**
 * Views per minute per address over every public page and tag together (PUBLIC_ADDRESS_RATE_LIMIT, default
 * 240; 0 turns it off): one address cannot walk through the tag codes, whatever the per-page limit allows.
 * One counter shared by the HTML and JSON routes.
 */
function addressCap(app: FastifyInstance): onRequestHookHandler | null {
  const max = app.config.publicAddressRateLimit;
  if (max <= 0) return null;
  // createRateLimit, not rateLimit(): the route's own per-page limiter must still run on the same request.
  const count = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `public|${request.ip}`,
  });
  return (request, _reply, done) => {
    count(request).then(
      (result) =>
        done(
          !result.isAllowed && result.isExceeded
            ? new AppError(429, 'RATE_LIMITED', PAGE_TEXTS.tooManyViews)
            : undefined,
        ),
      (error: unknown) => done(error as Error),
    );
  };
}

/** Route options of the hot public routes: the precomputed headers instead of the per-request ones, and the address cap. */
type HotRouteOptions = () => { helmet: false; onRequest: onRequestHookHandler[] };

type PublicRoutesOptions = { hot: HotRouteOptions };

/**
 * Another module's routes answered as public HTML pages (the finder's form, lost-mode/finder-routes.ts): registered
 * inside the HTML routes' plugin, so its error panels and content parsers are theirs too.
 */
export type PublicHtmlRoutes = (app: FastifyInstance, options: PublicRoutesOptions) => void;

const slugOf = (request: FastifyRequest) => String((request.params as { slug?: string }).slug ?? '').toLowerCase();
const codeOf = (request: FastifyRequest) => String((request.params as { code?: string }).code ?? '').toUpperCase();

/** Counting never delays or breaks the answer: failures are logged by the writer. */
function countView(request: FastifyRequest, record: () => Promise<void>) {
  if (request.method !== 'GET') return;
  record().catch((error: unknown) => request.log.warn({ err: error }, 'view not counted'));
}

/** JSON routes of the public pages: no token needed (the QR one included: an <img> cannot send one). */
const publicApiRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, { hot }) => {
  // A slug or code holding U+0000 is simply not found (the spec's 404 text), as on /p and /t.
  answersNulItself(app, ['params']);
  const { pages, publicPages, analytics } = app.services;
  // The views and scans still in a batch are written before the database closes.
  app.addHook('onClose', async () => analytics.flush());

  app.get(
    '/api/public/pages/validate-slug/:slug',
    {
      schema: {
        tags: ['public'],
        params: z.object({ slug: z.string().max(200, SLUG_TEXTS.length) }),
        querystring: validateSlugQuerySchema,
        response: { 200: validateSlugResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => pages.validateSlug(request.params.slug, request.query.pageId),
  );

  app.get(
    '/api/page/:slug',
    {
      ...hot(),
      config: { rateLimit: viewRateLimit(app, slugOf) },
      schema: {
        tags: ['public'],
        params: slugParamsSchema,
        response: { 200: publicPageResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      let result = await publicPages.publicPage(request.params.slug);
      if (result?.kind === 'redirect') result = await publicPages.publicPage(result.slug);
      if (!result || result.kind !== 'page') throw notFound(PAGE_TEXTS.notFound, 'PAGE_NOT_FOUND');
      const pageId = result.pageId;
      countView(request, () => analytics.recordPageView(pageId, request));
      return result.json;
    },
  );

  app.get(
    '/api/public/profile/:slug',
    {
      ...hot(),
      config: { rateLimit: viewRateLimit(app, slugOf) },
      schema: {
        tags: ['public'],
        params: slugParamsSchema,
        response: { 200: publicProfileResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => publicPages.publicProfile(request.params.slug),
  );

  app.get(
    '/api/public/tag/:code',
    {
      ...hot(),
      config: { rateLimit: viewRateLimit(app, codeOf) },
      schema: {
        tags: ['public'],
        params: codeParamsSchema,
        response: { 200: publicTagResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { tagId, json, view } = await publicPages.publicTag(request.params.code);
      countView(request, () => analytics.recordTagScan(tagId, view.status, request));
      return json;
    },
  );

  app.get(
    '/api/public/tag/:code/actions',
    {
      ...hot(),
      config: { rateLimit: viewRateLimit(app, codeOf) },
      schema: {
        tags: ['public'],
        description:
          'Links do visitante com sessão na página /t/{code}: técnico ou admin numa tag B2B, registrar manutenção e abrir no painel; dono, editar; admin, editar no painel do admin. Sem token (ou com um inválido): nenhum, nunca 401.',
        params: codeParamsSchema,
        response: { 200: publicTagActionsResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const viewer = await app.optionalViewer(request);
      // The answer depends on who asks: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization');
      return { actions: await publicPages.tagActions(request.params.code, viewer) };
    },
  );

  // The page fonts (fonts.ts): only the listed files, same origin, cached for good (a new version gets a new name).
  app.get<{ Params: { file: string } }>(
    `${FONTS_ROUTE_PREFIX}:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const stylesheet = fontStylesheet(request.params.file);
      if (stylesheet) {
        return reply
          .header('content-type', 'text/css; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(stylesheet);
      }
      const filePath = fontFilePath(request.params.file);
      if (!filePath) throw notFound(TEXTS.http.notFound);
      return reply
        .header('content-type', 'font/woff2')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(filePath));
    },
  );

  app.get(TAG_ACTIONS_SCRIPT_ROUTE, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      // The page links it with its content's hash (?v=), so a day of caching never serves an old version.
      .header('cache-control', 'public, max-age=86400')
      .send(TAG_ACTIONS_SCRIPT),
  );

  app.get(
    '/api/public/admin/pages/:id/qrcode',
    {
      // A PNG is already compressed (see plugins/external/compress.ts).
      compress: false,
      config: {
        rateLimit: app.config.publicRateLimit > 0 ? { max: app.config.publicRateLimit, timeWindow: 60_000 } : false,
      },
      schema: {
        tags: ['pages'],
        description:
          'PNG (ou SVG com format=svg) do QR da página (PUBLIC_URL/p/{slug}) ou da tag (link=tag: PUBLIC_URL/t/{code}). Sem PUBLIC_URL, o endereço pelo qual o pedido chegou.',
        params: z.object({ id: z.string().trim().min(1).max(200) }),
        querystring: qrQuerySchema,
        response: { 200: z.any(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const qr = await publicPages.qrCode(request.params.id, request.query, publicLinkBase(request, app.config));
      return (
        reply
          .header('content-type', qr.contentType)
          // A code drawn from this request's Host is for this requester only: a shared cache must not serve it to another.
          .header('cache-control', linkBaseFollowsRequest(app.config) ? 'private, max-age=300' : 'public, max-age=300')
          .header('x-qr-target', qr.url)
          .send(qr.body)
      );
    },
  );

  app.get(
    '/api/public/avatar.svg',
    {
      schema: {
        tags: ['public'],
        description: 'Avatar com as iniciais (o substituto da foto); sem iniciais, uma silhueta.',
        querystring: z.object({
          initials: z
            .string()
            .trim()
            .regex(INITIALS_PATTERN, 'initials deve ter de 1 a 3 letras ou números.')
            .optional(),
        }),
        response: { 200: z.any(), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(request.query.initials ?? '')),
  );
};

/**
 * The server-rendered public pages /p/{slug} (also by profile id; a renamed slug answers 301 to the
 * current one) and /t/{code}: complete HTML, readable with JavaScript off. Errors are the spec's panel,
 * as HTML with the right status.
 */
const publicHtmlRoutes: FastifyPluginAsyncZod<PublicRoutesOptions & { more: readonly PublicHtmlRoutes[] }> = async (
  app,
  { hot, more },
) => {
  const { publicPages, analytics } = app.services;
  const config = app.config;

  // Out of search results unless the page's owner allows indexing: error panels (404, 429...) never are indexed.
  const sendHtml = (reply: FastifyReply, status: number, body: string, allowIndexing = false, cache = 'no-cache') => {
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
        message: panelMessageIn(message, lang.locale),
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
      const html = publicPageHtml(result.view, result.allowIndexing, undefined, undefined, lang);
      return sendHtml(reply, 200, html, result.allowIndexing);
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
      const answer = await publicPages.unlockPage(request.params.slug, pin, analytics.describeVisitor(request));
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
      return sendHtml(reply, status, publicPageHtml(page.view, false, undefined, state, lang), false, 'no-store');
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

/**
 * The public routes (JSON and HTML), sharing one address cap. `htmlRoutes`: other modules' routes that answer as
 * public pages (src/routes.ts hands them in: a module imports no other module's routes).
 */
export const publicRoutes: FastifyPluginAsyncZod<{ htmlRoutes?: readonly PublicHtmlRoutes[] }> = async (
  app,
  { htmlRoutes = [] },
) => {
  const cap = addressCap(app);
  // A new list each time: plugins add their own hooks to it.
  const hot = () => ({ helmet: false as const, onRequest: cap ? [applySecurityHeaders, cap] : [applySecurityHeaders] });
  await app.register(publicApiRoutes, { hot });
  await app.register(publicHtmlRoutes, { hot, more: htmlRoutes });
};
