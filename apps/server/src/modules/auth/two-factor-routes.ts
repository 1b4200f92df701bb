import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@portal/shared';
import { passwordGuessLimitsOf } from '../../lib/password-guesses.js';
import { errorResponses } from '../../lib/schemas.js';
import { currentSessionId, currentUser } from '../../plugins/auth.js';

/**
 * /api/me/2fa (issue 23, item 4): any role may turn two-factor sign-in on. Status, setup and enable stay open to a
 * session limited to the setup (REQUIRE_ADMIN_2FA). Enabling and disabling ask the password: each check draws from
 * the one password-guess budget (lib/password-guesses.ts); wrong codes at disable count under the account's lock.
 * Setup asks nothing: it only keeps a pending secret, which signs nothing in until enable (with the password).
 */
export const myTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;
  app.addHook('onRequest', app.authenticate);
  const meta = { tags: ['me'], security: [{ bearer: [] }] };
  const duringSetup = { allowDuringTwoFactorSetup: true };
  const { byAddressAndAccount } = passwordGuessLimitsOf(app);

  app.get(
    '/',
    { config: duringSetup, schema: { ...meta, response: { 200: twoFactorStatusSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = currentUser(request);
      return twoFactor.status(user.id, user.role);
    },
  );

  app.post(
    '/setup',
    {
      config: duringSetup,
      schema: { ...meta, response: { 200: twoFactorSetupResponseSchema, ...errorResponses(401, 409) } },
    },
    async (request) => twoFactor.setup(currentUser(request)),
  );

  app.post(
    '/enable',
    {
      config: duringSetup,
      preHandler: byAddressAndAccount,
      schema: {
        ...meta,
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorEnableResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return twoFactor.enable(
        { id: user.id, sessionId: currentSessionId(request) },
        request.body.currentPassword,
        request.body.code,
      );
    },
  );

  app.post(
    '/disable',
    {
      preHandler: byAddressAndAccount,
      schema: {
        ...meta,
        body: twoFactorDisableRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(currentUser(request), request.body.currentPassword, request.body.code);
      return reply.status(204).send(null);
    },
  );
};
