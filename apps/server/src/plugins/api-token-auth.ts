import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_CODES, API_TOKEN_TEXTS, TEXTS } from '@portal/shared';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { tokenAccessOf } from '../modules/api-tokens/route-scopes.js';

/** The 403s of a valid token on a route it may not reach: optionalViewer reads them as a visitor. */
export const TOKEN_REFUSALS: ReadonlySet<string> = new Set([
  API_TOKEN_CODES.scopeMissing,
  API_TOKEN_CODES.routeRefused,
  API_TOKEN_CODES.accountSecurity,
]);

/**
 * The API-token half of plugins/auth.ts (issue 45): `Authorization: Bearer ptk_...`. The token's row is read on every
 * request (a revoke or an expiry is a 401 on every instance at once); every use counts against the token's own rate
 * limit (API_TOKEN_RATE_LIMIT a minute, in Redis when REDIS_URL is set: shared by the instances); then the route's
 * scope (modules/api-tokens/route-scopes.ts, deny by default) must be among the token's.
 */
export function createApiTokenAuth(app: FastifyInstance) {
  const tokenIds = new WeakMap<FastifyRequest, string>();
  const limit = app.createRateLimit({
    max: app.config.apiTokenRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token:${tokenIds.get(request) ?? ''}`,
  });

  return async function authenticateApiToken(request: FastifyRequest, secret: string, reply?: FastifyReply) {
    const token = await app.services.apiTokens.authenticate(secret, request.ip || null);
    if (!token) throw unauthorized(API_TOKEN_TEXTS.invalid, API_TOKEN_CODES.invalid);

    tokenIds.set(request, token.id);
    const counted = await limit(request);
    if (!counted.isAllowed && counted.isExceeded) {
      reply?.header('retry-after', String(counted.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', TEXTS.http.tooManyRequests);
    }

    const access = tokenAccessOf(request.method, request.routeOptions.url);
    if (access.kind === 'accountSecurity') {
      throw forbidden(API_TOKEN_TEXTS.accountSecurity, API_TOKEN_CODES.accountSecurity);
    }
    if (access.kind === 'refused') throw forbidden(API_TOKEN_TEXTS.routeRefused, API_TOKEN_CODES.routeRefused);
    if (!token.scopes.includes(access.scope)) {
      throw forbidden(API_TOKEN_TEXTS.scopeMissing(access.scope), API_TOKEN_CODES.scopeMissing);
    }
    // The account's current role: a demoted admin's token stops at requireRole('ADMIN') whatever its scopes.
    request.authUser = { ...token.user, sessionId: null, apiTokenId: token.id };
  };
}
