import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationsQuerySchema, notificationsResponseSchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';

/** /api/admin/notifications: the outbox as admins see it ('Notificações com falha': ?status=failed, the default). */
export const adminNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));

  app.get(
    '/',
    {
      schema: {
        tags: ['messages'],
        security: [{ bearer: [] }],
        summary: 'Notificações do portal num estado (as que falharam, com o motivo), da mais recente à mais antiga',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.services.notifications.listNotices(request.query),
  );
};
