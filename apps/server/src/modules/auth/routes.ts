import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@portal/shared';
import { passwordGuessLimitsOf } from '../../lib/password-guesses.js';
import { errorResponses } from '../../lib/schemas.js';
import { bearerToken } from '../../plugins/auth.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, ownerCookie } = app.services;
  // Per client address; generous enough for a shared office network, tight enough to stop guessing.
  const perAddressLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const forgotRateLimit = { max: Math.max(1, Math.floor(app.config.authRateLimit / 2)), timeWindow: '15 minutes' };

  app.post(
    '/login',
    {
      // An e-mail holding U+0000 is the usual 401 (the repository never looks it up), like any unknown e-mail.
      config: { ownNul: ['body'] },
      // The password-guess budget per address, shared with the signed-in routes that check a password.
      preHandler: passwordGuessLimitsOf(app).byAddress,
      schema: {
        tags: ['auth'],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      // Wrong 2FA codes are attempts at this route too: the per-address budget counts them like passwords.
      const { email, password, totp, recoveryCode } = request.body;
      const session = await auth.login(email, password, {
        totp,
        recoveryCode,
        client: { ip: request.ip, userAgent: request.headers['user-agent'] },
      });
      // Beside the token: lets /t tell the owner's own scans apart (never an authorization, see owner-cookie.ts).
      reply.header('set-cookie', ownerCookie.issue(session.id, request.protocol === 'https'));
      return session;
    },
  );

  // The session itself is a bearer token the web forgets; this clears the owner cookie, which it cannot reach.
  // The token's session is revoked (a 401 on every instance from now on); without a valid token, nothing to end.
  app.post('/logout', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (request, reply) => {
    await auth.logout(bearerToken(request));
    return reply
      .header('set-cookie', ownerCookie.clear(request.protocol === 'https'))
      .status(204)
      .send(null);
  });

  // Closing the app waits for the reset emails still being sent after their answers.
  app.addHook('onClose', async () => auth.drainDeliveries());

  app.post(
    '/register',
    {
      config: { rateLimit: perAddressLimit },
      // ALLOW_SIGNUP off: refused before the body is read.
      onRequest: async () => auth.assertSignupAllowed(),
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: {
          201: z.object({ id: z.string(), email: z.string(), role: z.string() }),
          ...errorResponses(400, 403, 409, 429),
        },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  app.post(
    '/password/forgot',
    {
      config: { rateLimit: forgotRateLimit },
      schema: {
        tags: ['auth'],
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.forgotPassword(request.body.email),
  );

  app.post(
    '/password/reset',
    {
      config: { rateLimit: perAddressLimit },
      schema: {
        tags: ['auth'],
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => auth.resetPassword(request.body.token, request.body.newPassword),
  );
};

export default authRoutes;
