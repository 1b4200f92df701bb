import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmOpenAlertRequestSchema,
  confirmOpenAlertResponseSchema,
  listOpenAlertEventsQuerySchema,
  listOpenAlertEventsResponseSchema,
  OPEN_ALERT_MINUTES,
  OPEN_ALERT_TEXTS,
  PAGE_TEXTS,
  shareLocationRequestSchema,
  type OpenDoor,
} from '@portal/shared';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import type { OpenedCard } from '../public/service.js';
import { FAMILY_SHARE_SCRIPT, FAMILY_SHARE_SCRIPT_ROUTE } from './share-script.js';

/** Shares per address and card in OPEN_ALERT_MINUTES: a visitor tapping twice passes, a script does not. */
const SHARES_PER_WINDOW = 5;

/** POST /api/public/open-alert/confirm: the link mailed to a recipient (no session: it is not the owner). */
export const openAlertPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openAlert } = app.services;
  const limit = app.config.publicRateLimit;
  // Closing the app waits for the alerts and confirmation e-mails still going out after their answers.
  app.addHook('onClose', async () => openAlert.drain());
  app.post(
    '/confirm',
    {
      config: { rateLimit: limit > 0 ? { max: limit, timeWindow: 60_000 } : false },
      schema: {
        tags: ['public'],
        description: 'Confirma o e-mail que recebe o aviso de ficha aberta (o link enviado a ele).',
        body: confirmOpenAlertRequestSchema,
        response: { 200: confirmOpenAlertResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => openAlert.confirm(request.body.token),
  );
};

/** GET /api/me/profiles/{id}/open-alerts: the card's opens as the owner's log shows them. */
export const myOpenAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('USER'));
  const { openAlert, profiles } = app.services;
  app.get(
    '/:id/open-alerts',
    {
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        description: 'As aberturas da ficha (aviso de ficha aberta): quando, por onde, com PIN, localização.',
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        querystring: listOpenAlertEventsQuerySchema,
        response: { 200: listOpenAlertEventsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      // The owner's own profile (404 / 403 otherwise), as every /me/profiles route checks it.
      const profile = await profiles.getProfile(request.params.id, actorOf(request));
      return openAlert.listEvents(profile.id, request.query);
    },
  );
};

/**
 * POST /p/{slug}/localizacao and /t/{code}/localizacao: the place a visitor chose to share from the card (their tap
 * on 'Compartilhar minha localização com a família'), and the share's script. Registered among the public HTML
 * routes (src/routes.ts hands it to publicRoutes): their urlencoded parser and address cap apply.
 */
export function registerFamilyShareRoutes(
  app: FastifyInstance,
  options: { hot: () => { helmet: false; onRequest: onRequestHookHandler[] } },
) {
  const { openAlert, publicPages } = app.services;

  app.get(FAMILY_SHARE_SCRIPT_ROUTE, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(FAMILY_SHARE_SCRIPT),
  );

  const rateLimit = {
    max: SHARES_PER_WINDOW,
    timeWindow: OPEN_ALERT_MINUTES * 60_000,
    keyGenerator: (request: FastifyRequest) => `share|${request.ip}|${request.url.split('?')[0]}`,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', PAGE_TEXTS.tooManyViews),
  };

  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    card: (OpenedCard & { door: OpenDoor; doorKey: string }) | null,
  ) {
    reply.header('cache-control', 'no-store');
    const parsed = shareLocationRequestSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply.status(400).send({
        code: 'VALIDATION_ERROR',
        message: issue?.message ?? OPEN_ALERT_TEXTS.locationInvalid,
        field: String(issue?.path[0] ?? 'latitude'),
      });
    }
    if (!card || !openAlert.shareLocation(request, { ...card, pinUsed: false }, parsed.data))
      return reply.status(409).send({ code: 'NOT_AVAILABLE', message: OPEN_ALERT_TEXTS.locationNotAvailable });
    return reply.status(202).send({ message: OPEN_ALERT_TEXTS.locationSent });
  }

  app.post<{ Params: { slug: string } }>(
    '/p/:slug/localizacao',
    { ...options.hot(), config: { rateLimit }, schema: { hide: true } },
    async (request, reply) => {
      let result = await publicPages.publicPage(request.params.slug);
      if (result?.kind === 'redirect') result = await publicPages.publicPage(result.slug);
      if (!result || result.kind !== 'page') throw new AppError(404, 'PAGE_NOT_FOUND', PAGE_TEXTS.notFound);
      return answer(request, reply, { ...result.opened, door: 'PAGE', doorKey: result.view.slug });
    },
  );

  app.post<{ Params: { code: string } }>(
    '/t/:code/localizacao',
    { ...options.hot(), config: { rateLimit }, schema: { hide: true } },
    async (request, reply) => {
      const tag = await publicPages.publicTag(request.params.code);
      return answer(request, reply, tag.card && { ...tag.card.opened, door: 'TAG', doorKey: tag.view.code });
    },
  );
}
