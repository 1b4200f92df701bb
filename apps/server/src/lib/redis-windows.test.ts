import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { countInWindows, releaseInWindows } from './redis-windows.js';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
afterAll(() => redis.quit());

describe('fixed windows in Redis (the 2FA lock and the claim limits)', () => {
  it('counts each key in its window, and a release takes one back', async () => {
    const keys = [`test-windows:${randomUUID()}`, `test-windows:${randomUUID()}`];
    expect(await countInWindows(redis, keys, 60_000)).toEqual([1, 1]);
    expect(await countInWindows(redis, keys, 60_000)).toEqual([2, 2]);
    expect(await redis.pttl(keys[0]!)).toBeGreaterThan(50_000);
    await releaseInWindows(redis, keys);
    expect(await redis.get(keys[0]!)).toBe('1');
    await redis.del(...keys);
  });

  it('a release after the window ended (or a lifted lock) leaves no key behind, so no count lives for good', async () => {
    const key = `test-windows:${randomUUID()}`;
    await countInWindows(redis, [key], 60_000);
    await redis.del(key); // the hour ended, or an admin lifted the tag's lock
    await releaseInWindows(redis, [key]);
    expect(await redis.exists(key)).toBe(0);
  });
});
