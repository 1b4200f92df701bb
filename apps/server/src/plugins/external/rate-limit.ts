import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { TEXTS } from '@portal/shared';
import type { RedisLink } from '../../lib/redis.js';

const NAME_SPACE = 'portal-nfc-rl:';

type Increment = FastifyRateLimitStore['incr'];
type StoreSettings = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/**
 * Redis's counters while it answers, this process's the moment it does not (issue 40 item 11): a request never
 * waits on a Redis that is down, and is never let through uncounted. The process's counters start from zero, so
 * while Redis is down each instance allows the limit on its own; Redis's counters pick up again when it is back.
 */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly shared: RedisStore,
    private readonly local: LocalStore,
  ) {}

  private route(method: 'incr' | 'read'): Increment {
    return (key, callback, timeWindow, max) => {
      if (!this.link.isUp()) return this.local[method](key, callback, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) {
            this.link.succeeded();
            return callback(null, result);
          }
          this.link.failed(error);
          this.local[method](key, callback, timeWindow, max);
        },
        timeWindow,
        max,
      );
    };
  }

  incr = this.route('incr');
  read = this.route('read');

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    return new FallbackStore(
      this.link,
      this.shared.child(routeOptions) as RedisStore,
      this.local.child(routeOptions) as LocalStore,
    );
  }
}

/** The plugin constructs its store from a class: this one closes over the app's Redis link. */
function fallbackStoreOf(link: RedisLink) {
  return class extends FallbackStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its merged settings, typed loosely: these two are the ones the stores read.
      const { continueExceeding, exponentialBackoff } = options as StoreSettings;
      super(
        link,
        new RedisStore(continueExceeding, exponentialBackoff, link.client, NAME_SPACE),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}

/**
 * Off by default; routes opt in with `config: { rateLimit: {...} }`.
 * Counters live in memory, or in Redis when REDIS_URL is set (shared by every instance): the app's one connection,
 * opened and closed by app.ts, with the process's counters while Redis is down.
 */
export default fp<{ redis?: RedisLink }>(async (app, options) => {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { store: fallbackStoreOf(options.redis) } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, code: 'RATE_LIMITED', message: TEXTS.http.tooManyRequests }),
  });
});
