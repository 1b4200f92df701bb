import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { TEXTS } from '@portal/shared';

/**
 * Off by default; routes opt in with `config: { rateLimit: {...} }`.
 * Counters live in memory, or in Redis when REDIS_URL is set (shared by every instance).
 */
export default fp(async (app) => {
  // ioredis is loaded only when used: it is a fair share of the idle memory of a server that does not need it.
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: 'portal-nfc-rl:',
    skipOnError: true,
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: TEXTS.http.tooManyRequests }),
  });
});
