import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { TEXTS } from '@portal/shared';
import type { Redis } from '../../lib/redis.js';

/**
 * Off by default; routes opt in with `config: { rateLimit: {...} }`.
 * Counters live in memory, or in Redis when REDIS_URL is set (shared by every instance): the app's one connection,
 * opened and closed by app.ts.
 */
export default fp<{ redis?: Redis }>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    redis: options.redis,
    nameSpace: 'portal-nfc-rl:',
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: TEXTS.http.tooManyRequests }),
  });
});
