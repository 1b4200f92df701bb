import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMessageSchema, listMessagesQuerySchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';

/** /api/admin/messages: polled by the admin header every 45 s. */
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
    async (request) => app.services.messages.listMessages(request.query.toRole, request.query.since),
  );
};

export default adminMessagesRoutes;
