import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listUsersQuerySchema, listUsersResponseSchema, setSubscriberRequestSchema, userSchema } from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';

/** /api/admin/users: admins only. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  const { users } = app.services;

  app.get(
    '/',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        querystring: listUsersQuerySchema,
        response: { 200: listUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => users.listUsers(request.query),
  );

  // One account by id: the bracelets screen names the user it was opened for (?userId).
  app.get(
    '/:id',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.getUser(request.params.id),
  );

  app.patch(
    '/:id/subscriber',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: setSubscriberRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => users.setSubscriber(request.params.id, request.body.isSubscriber),
  );
};

export default adminUsersRoutes;
