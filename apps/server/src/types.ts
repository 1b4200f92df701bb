import type { Role } from '@portal/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import type { Services } from './services.js';

export type AuthUser = { id: string; role: Role; email: string; name: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** preHandler: a valid bearer token of an existing user, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticated and one of these roles, else 401/403. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}
