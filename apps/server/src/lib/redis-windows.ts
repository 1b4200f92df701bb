import type { Redis } from './redis.js';

/** DECR only while the key lives: after its window ended, a DECR would make a key without expiry (a lock for good). */
const RELEASE_IN_WINDOW = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * Fixed windows shared by every instance: each key starts at 0 with `windowMs` to live and INCR keeps that expiry.
 * Counts one attempt on every key at once and answers the counts, in the keys' order.
 */
export async function countInWindows(redis: Redis, keys: string[], windowMs: number): Promise<number[]> {
  const pipeline = redis.multi();
  for (const key of keys) pipeline.set(key, 0, 'PX', windowMs, 'NX').incr(key);
  const results = (await pipeline.exec()) ?? [];
  return keys.map((_, index) => {
    const [error, count] = results[index * 2 + 1] ?? [];
    if (error) throw error;
    return Number(count ?? 0);
  });
}

/** Takes an attempt back from each key still in its window (best effort: one left counted only lowers an allowance). */
export async function releaseInWindows(redis: Redis, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => redis.eval(RELEASE_IN_WINDOW, 1, key).catch(() => 0)));
}
