import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';

/**
 * /api/me/2fa (issue 23, item 4): any role may turn two-factor sign-in on. Status, setup and enable stay open to a
 * session limited to the setup (REQUIRE_ADMIN_2FA); disabling asks the password and a code, and wrong ones count
 * against the same per-address limit as the login.
 */
export const myTwoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoFactor } = app.services;
  app.addHook('onRequest', app.authenticate);
  const meta = { tags: ['me'], security: [{ bearer: [] }] };
  const duringSetup = { allowDuringTwoFactorSetup: true };
  const guessLimit = { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } };

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
      config: { ...duringSetup, ...guessLimit },
      schema: {
        ...meta,
        body: twoFactorEnableRequestSchema,
        response: { 200: twoFactorEnableResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => twoFactor.enable(currentUser(request).id, request.body.code),
  );

  app.post(
    '/disable',
    {
      config: guessLimit,
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
