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
  TEXTS,
  validateSlugQuerySchema,
  validateSlugResponseSchema,
} from '@portal/shared';
import { notFound } from '../../lib/errors.js';
import { linkBaseFollowsRequest, publicLinkBase } from '../../lib/public-base.js';
import { errorResponses } from '../../lib/schemas.js';
import { avatarSvg, INITIALS_PATTERN } from '@portal/shared/public-page';
import { TAG_ACTIONS_SCRIPT, TAG_ACTIONS_SCRIPT_ROUTE } from './tag-actions-script.js';
import { answersNulItself } from '../../plugins/well-formed-text.js';
import { FONTS_ROUTE_PREFIX, fontFilePath, fontStylesheet } from './fonts.js';
import {
  codeOf,
  codeParamsSchema,
  countView,
  slugOf,
  slugParamsSchema,
  viewRateLimit,
  type PublicRoutesOptions,
} from './route-options.js';

/** JSON routes of the public pages: no token needed (the QR one included: an <img> cannot send one). */
export const publicApiRoutes: FastifyPluginAsyncZod<PublicRoutesOptions> = async (app, { hot }) => {
  // A slug or code holding U+0000 is simply not found (the spec's 404 text), as on /p and /t.
  answersNulItself(app, ['params']);
  const { pages, publicPages, analytics, openAlert } = app.services;
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
      // Issue 42: the family alert, decided and sent after this answer.
      openAlert.cardOpened(request, { ...result.opened, door: 'PAGE', doorKey: result.view.slug, pinUsed: false });
      return result.json();
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
      const { tagId, json, view, card } = await publicPages.publicTag(request.params.code);
      countView(request, () => analytics.recordTagScan(tagId, view.status, request));
      if (card) openAlert.cardOpened(request, { ...card.opened, door: 'TAG', doorKey: view.code, pinUsed: false });
      return json();
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
