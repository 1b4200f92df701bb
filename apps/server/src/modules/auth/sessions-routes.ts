import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionListSchema, sessionIdParamsSchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentSessionId, currentUser } from '../../plugins/auth.js';

/** /api/me/sessions (issue 23, item 3): the account's own sessions, for every role. */
export const mySessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sessions } = app.services;
  app.addHook('onRequest', app.authenticate);
  const meta = { tags: ['me'], security: [{ bearer: [] }] };

  app.get(
    '/',
    { schema: { ...meta, response: { 200: accountSessionListSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const user = currentUser(request);
      return { sessions: await sessions.list(user.id, currentSessionId(request)) };
    },
  );

  app.delete(
    '/:id',
    {
      schema: { ...meta, params: sessionIdParamsSchema, response: { 204: z.null(), ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await sessions.end(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // 'Sair de todos os outros dispositivos': this device's session stays.
  app.post(
    '/revoke-others',
    { schema: { ...meta, response: { 204: z.null(), ...errorResponses(401, 403) } } },
    async (request, reply) => {
      const user = currentUser(request);
      await sessions.revokeOthers(user.id, currentSessionId(request));
      return reply.status(204).send(null);
    },
  );
};
