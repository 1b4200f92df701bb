import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * /api/me/tokens (issue 45): the account's own API tokens. A session only: an API token is refused here whatever its
 * scopes (route-scopes.ts, account security), so a leaked token cannot mint or revoke tokens.
 */
export const myApiTokensRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiTokens } = app.services;
  app.addHook('onRequest', app.authenticate);
  const meta = { tags: ['me'], security: [{ bearer: [] }] };

  app.get(
    '/',
    { schema: { ...meta, response: { 200: apiTokenListSchema, ...errorResponses(401, 403) } } },
    async (request) => ({ tokens: await apiTokens.list(currentUser(request).id) }),
  );

  app.post(
    '/',
    {
      schema: {
        ...meta,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return reply.status(201).send(await apiTokens.create({ id: user.id, role: user.role }, request.body));
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        ...meta,
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await apiTokens.revoke(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
