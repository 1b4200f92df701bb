import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listUsersQuerySchema,
  listUsersResponseSchema,
  messageResponseSchema,
  setSubscriberRequestSchema,
  setUserRoleRequestSchema,
  userSchema,
} from '@portal/shared';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';

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

  // Issue 43: an admin changes another account's role ('Usuários'); the account is told.
  app.patch(
    '/:id',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        description:
          'Muda o papel (role) de outra conta: nunca o próprio, nunca deixando o portal sem administrador (409). A conta é avisada (notificação e e-mail).',
        params: idParamsSchema,
        body: setUserRoleRequestSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.services.changeRole(request.params.id, request.body.role, actorOf(request)),
  );

  // 'Redefinir 2FA' (issue 40): an owner locked out by an authenticator they do not have signs in with the password.
  app.post(
    '/:id/2fa/reset',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => app.services.twoFactor.resetByAdmin(request.params.id, actorOf(request)),
  );
};

export default adminUsersRoutes;
