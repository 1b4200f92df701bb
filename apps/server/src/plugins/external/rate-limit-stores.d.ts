// @fastify/rate-limit's own two stores ship no types of their own: the part of their API the fallback store uses.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  export default class LocalStore implements FastifyRateLimitStore {
    constructor(continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, cache?: number);
    incr: FastifyRateLimitStore['incr'];
    read: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';
  import type { Redis } from 'ioredis';

  export default class RedisStore implements FastifyRateLimitStore {
    constructor(
      continueExceeding: boolean | undefined,
      exponentialBackoff: boolean | undefined,
      redis: Redis,
      key?: string,
    );
    incr: FastifyRateLimitStore['incr'];
    read: FastifyRateLimitStore['incr'];
    child: FastifyRateLimitStore['child'];
  }
}
