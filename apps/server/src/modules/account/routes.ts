import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationRequestSchema,
  acceptInvitationResponseSchema,
  changeEmailRequestSchema,
  checkInvitationRequestSchema,
  checkInvitationResponseSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  messageResponseSchema,
  userSchema,
} from '@portal/shared';
import { passwordGuessLimitsOf } from '../../lib/password-guesses.js';
import { errorResponses, idParamsSchema } from '../../lib/schemas.js';
import { currentSessionId, currentUser } from '../../plugins/auth.js';

/** Per client address, as the login's (modules/auth/routes.ts): a link's token is guessed here. */
const linkRateLimit = (max: number) => ({ max, timeWindow: '1 minute' });

/** /api/me, /api/me/password and /api/me/email: one's own account, every role. */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const { account } = app.services;
  const base = { tags: ['account'], security: [{ bearer: [] }] };
  // A current password is checked here: the one guess budget, per address and per account (lib/password-guesses.ts).
  const { byAddressAndAccount } = passwordGuessLimitsOf(app);

  // 'Minha conta' reads the account as it is now (issue 43): a confirmed e-mail change shows at once.
  app.get('/', { schema: { ...base, response: { 200: userSchema, ...errorResponses(401) } } }, async (request) =>
    app.services.users.getUser(currentUser(request).id),
  );

  app.post(
    '/password',
    {
      preHandler: byAddressAndAccount,
      schema: {
        ...base,
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await account.changePassword(
        { userId: user.id, sessionId: currentSessionId(request) },
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/email',
    {
      preHandler: byAddressAndAccount,
      schema: {
        ...base,
        body: changeEmailRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await account.requestEmailChange(
            { userId: currentUser(request).id, sessionId: currentSessionId(request) },
            request.body.newEmail,
            request.body.currentPassword,
          ),
        ),
  );
};

/** /api/auth/email/confirm and /api/auth/invite/accept: the e-mailed links, opened signed out. */
export const accountLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { account } = app.services;
  const rateLimit = linkRateLimit(app.config.authRateLimit);

  app.post(
    '/email/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: confirmEmailRequestSchema,
        response: { 200: confirmEmailResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => account.confirmEmailChange(request.body.token),
  );

  // Issue 43: /convite checks its link as it opens (a used or expired one says so before a password is typed).
  app.post(
    '/invite/check',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: checkInvitationRequestSchema,
        response: { 200: checkInvitationResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => account.checkInvitation(request.body.token),
  );

  app.post(
    '/invite/accept',
    {
      config: { rateLimit },
      schema: {
        tags: ['account'],
        body: acceptInvitationRequestSchema,
        response: { 200: acceptInvitationResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => account.acceptInvitation(request.body.token, request.body.password),
  );
};

/** /api/admin/users/{id}/invite: the admin resends an invitation still pending. */
export const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('ADMIN'));
  app.post(
    '/:id/invite',
    {
      schema: {
        tags: ['users'],
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => app.services.account.resendInvitation(request.params.id),
  );
};
