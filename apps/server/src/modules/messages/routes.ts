import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessageSchema, listMessagesQuerySchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/** /api/admin/messages: polled by the admin header every 45 s; the role's messages and the admin's own. */
const adminMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));

  app.get(
    '/',
    {
      schema: {
        tags: ['messages'],
        security: [{ bearer: [] }],
        querystring: listMessagesQuerySchema,
        response: { 200: z.array(adminMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      app.services.messages.listMessages(request.query.toRole, request.query.since, currentUser(request).id),
  );
};

export default adminMessagesRoutes;

/** /api/me/messages: a user's own messages (the bell polls it with ?since=); the same shape as the admins'. */
export const myMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('USER'));

  app.get(
    '/',
    {
      schema: {
        tags: ['me'],
        security: [{ bearer: [] }],
        querystring: listMessagesQuerySchema.pick({ since: true }),
        response: { 200: z.array(adminMessageSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => app.services.messages.listOwnMessages(currentUser(request).id, request.query.since),
  );
};
