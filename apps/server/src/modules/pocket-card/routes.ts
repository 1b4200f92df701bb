import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockscreenQuerySchema, walletCardQuerySchema } from '@portal/shared';
import { publicLinkBase } from '../../lib/public-base.js';
import { errorResponses } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import type { PocketCardFile } from './service.js';

/** Any id: one that is not a profile's is the profile's 404, not a 400 (as /me/profiles/{id}). */
const profileIdParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

const send = (reply: FastifyReply, type: string, file: PocketCardFile) =>
  reply
    .headers({
      'content-type': type,
      'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
      // Medical data printed for its owner: no cache keeps it.
      'cache-control': 'no-store',
    })
    .send(file.body);

/**
 * GET {prefix}/{id}/lockscreen.png and {prefix}/{id}/card.pdf: the owner's under /api/me/profiles, the admin's under
 * /api/admin/clients (any profile id of a client, as the admin's client routes take it).
 */
export const pocketCardRoutes =
  (role: 'ADMIN' | 'USER'): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onRequest', app.requireRole(role));
    const { pocketCard } = app.services;
    const base = { tags: [role === 'ADMIN' ? 'clients' : 'me'], security: [{ bearer: [] }] };

    app.get(
      '/:id/lockscreen.png',
      {
        schema: {
          ...base,
          description:
            'Papel de parede para a tela de bloqueio (PNG w x h): nome, tipo sanguíneo, alergias, até dois contatos e o QR code da página pública, fora da área do relógio e dos controles. include= acrescenta seções ocultas ao público só nesta impressão.',
          params: profileIdParamsSchema,
          querystring: lockscreenQuerySchema,
          response: { 200: z.any().describe('image/png'), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const file = await pocketCard.lockscreen(
          request.params.id,
          actorOf(request),
          request.query,
          publicLinkBase(request, app.config),
        );
        return send(reply, 'image/png', file);
      },
    );

    app.get(
      '/:id/card.pdf',
      {
        schema: {
          ...base,
          description:
            'Cartão para a carteira (ID-1, 85,6 x 54 mm), frente e verso numa folha A4 com marcas de corte. include= como no papel de parede.',
          params: profileIdParamsSchema,
          querystring: walletCardQuerySchema,
          response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const file = await pocketCard.walletCard(
          request.params.id,
          actorOf(request),
          request.query,
          publicLinkBase(request, app.config),
        );
        return send(reply, 'application/pdf', file);
      },
    );
  };
