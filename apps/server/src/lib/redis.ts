import type { Redis } from 'ioredis';

export type { Redis };

/**
 * The app's one Redis connection (REDIS_URL): the rate-limit plugin's counters and the claim limits share it.
 * ioredis is loaded only when used: it is a fair share of the idle memory of a server that does not need it.
 */
export async function openRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  return new RedisClient(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
}
