import type { Role } from '@portal/shared';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Actor } from './lib/actor.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { RedisLink } from './lib/redis.js';
import type { Services } from './services.js';

/**
 * The signed-in account of a request. Signed in with a session (the web app's JWT): `sessionId` is its row (sessions
 * table), 'this device'. With an API token (issue 45): `apiTokenId` is its row and there is no session.
 */
export type AuthUser = {
  id: string;
  role: Role;
  email: string;
  name: string;
  sessionId: string | null;
  apiTokenId: string | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** REDIS_URL's connection and whether it answers now (lib/redis.ts); null without REDIS_URL. */
    redis: RedisLink | null;
    /** onRequest hook: a valid bearer token of an existing user, of the account's current session version, else 401. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest hook: authenticated and one of these roles, else 401/403 (before the body is parsed). */
    requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
    /** The signed-in account when the request carries a valid bearer token; null otherwise (never a 401). */
    optionalViewer: (request: FastifyRequest) => Promise<Actor | null>;
  }
  interface FastifyContextConfig {
    /** The 413 text of a body over this route's bodyLimit, where the route knows better than 'Pedido grande demais.'. */
    tooLargeMessage?: string;
    /** Open to a session limited to the 2FA setup (REQUIRE_ADMIN_2FA, plugins/auth.ts): the setup's own routes. */
    allowDuringTwoFactorSetup?: boolean;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}
