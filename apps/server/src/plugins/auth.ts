import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX, TWO_FACTOR_CODES, TWO_FACTOR_TEXTS, type Role } from '@portal/shared';
import type { Actor } from '../lib/actor.js';
import { AppError, forbidden, unauthorized } from '../lib/errors.js';
import { openRequestContext, setRequestSession } from '../lib/request-session.js';
import type { TokenSigner } from '../lib/tokens.js';
import { createApiTokenAuth, TOKEN_REFUSALS } from './api-token-auth.js';

/**
 * Bearer authentication and role guards. Route plugins register them as `onRequest` hooks: an anonymous or
 * wrong-role caller is refused before the body is read, parsed or validated (no work, no schema details).
 * The bearer is a session's JWT (the web app) or an account's API token, `ptk_...` (issue 45, api-token-auth.ts).
 * No cookie authenticates anything, so there is no CSRF to guard: a browser never sends either bearer on its own.
 */
export default fp<{ tokens: TokenSigner }>(
  async (app, { tokens }) => {
    app.decorateRequest('authUser', null);
    // The session a request was signed in with, for the file links its answer signs (lib/request-session.ts).
    app.addHook('onRequest', openRequestContext);

    const authenticateApiToken = createApiTokenAuth(app);

    async function authenticate(request: FastifyRequest, reply?: FastifyReply) {
      const bearer = bearerToken(request);
      if (!bearer) throw unauthorized();
      if (bearer.startsWith(API_TOKEN_PREFIX)) return authenticateApiToken(request, bearer, reply);
      const claims = await tokens.verify(bearer);
      if (!claims) throw unauthorized();
      // The account must still exist; its current role wins over the one in an older token.
      const user = await app.services.users.findById(claims.sub);
      if (!user) throw unauthorized();
      // A password reset or change bumped the version: every token signed before it has ended.
      if (claims.ver !== user.sessionVersion) throw unauthorized();
      // Logged out or ended from another device (on any instance): the session row says so.
      const session = await app.services.sessions.liveSession(claims.sid, user.id);
      if (!session) throw unauthorized();
      // REQUIRE_ADMIN_2FA: an admin signed in without 2FA reaches only the routes of its setup until it is on.
      if (session.twoFactorSetupRequired && !request.routeOptions.config?.allowDuringTwoFactorSetup) {
        throw forbidden(TWO_FACTOR_TEXTS.setupRequired, TWO_FACTOR_CODES.setupRequired);
      }
      request.authUser = {
        id: user.id,
        role: user.role,
        email: user.email,
        name: user.name,
        sessionId: claims.sid,
        apiTokenId: null,
      };
      setRequestSession({ id: claims.sid, version: user.sessionVersion });
    }

    app.decorate('authenticate', authenticate);
    // The routes a visitor may also open signed in (a photo's or an attachment's bytes, the tag page's links): the
    // account when the bearer token is valid; null without one or with a bad or expired one, never a 401 (nor the
    // 403 of a session limited to the 2FA setup, nor an API token's refusal on this route: it sees what a visitor
    // does). Other failures (the database, a token's rate limit) stay errors.
    app.decorate('optionalViewer', async (request: FastifyRequest): Promise<Actor | null> => {
      if (!request.headers.authorization) return null;
      try {
        await authenticate(request);
      } catch (error) {
        if (
          error instanceof AppError &&
          (error.statusCode === 401 || error.code === TWO_FACTOR_CODES.setupRequired || TOKEN_REFUSALS.has(error.code))
        ) {
          return null;
        }
        throw error;
      }
      return actorOf(request);
    });
    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!roles.includes(request.authUser!.role)) throw forbidden();
    });
  },
  { name: 'auth' },
);

/** The bearer token of a request, if it carries one (logout revokes its session). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1]!.trim() : undefined;
}

/**
 * The session of a request signed in with one (the web app's JWT); 401 for an API token, which has none. The routes
 * that act on 'this device' (sessions, 2FA, password, e-mail) are account security: no token reaches them anyway.
 */
export function currentSessionId(request: FastifyRequest): string {
  const sessionId = currentUser(request).sessionId;
  if (!sessionId) throw unauthorized();
  return sessionId;
}

/** The signed-in user of a route guarded by authenticate/requireRole. */
export function currentUser(request: FastifyRequest) {
  if (!request.authUser) throw unauthorized();
  return request.authUser;
}

/** The actor of a request behind `authenticate` or `requireRole` (lib/actor.ts); the name falls back to the e-mail. */
export function actorOf(request: FastifyRequest): Actor {
  const user = currentUser(request);
  return { id: user.id, name: user.name || user.email, role: user.role };
}
