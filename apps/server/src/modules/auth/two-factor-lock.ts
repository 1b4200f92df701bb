import { TWO_FACTOR_CODE_FAILURES, TWO_FACTOR_LOCK_MINUTES } from '@portal/shared';
import type { Redis } from '../../lib/redis.js';
import { countInWindows, releaseInWindows } from '../../lib/redis-windows.js';

const WINDOW_MS = TWO_FACTOR_LOCK_MINUTES * 60_000;

/**
 * A second-factor code about to be checked, already counted: `locked` when the account is over its allowance (the code
 * must not be checked at all), `locks` when this attempt is the last allowed (wrong, it starts the lock: the owner is
 * told, once). `release` takes it back: the code was right, or it was refused unchecked.
 */
export type CodeAttempt = { locked: boolean; locks: boolean; release: () => Promise<void> };

/** The account's wrong-code counter (issue 40, item 3). */
export type TwoFactorLock = { attempt: (userId: string) => Promise<CodeAttempt> };

const verdict = (count: number) => ({
  locked: count > TWO_FACTOR_CODE_FAILURES,
  locks: count === TWO_FACTOR_CODE_FAILURES,
});

/** Fixed windows in Redis (lib/redis-windows.ts), shared by every instance. */
function redisLock(redis: Redis): TwoFactorLock {
  return {
    async attempt(userId) {
      const key = `portal-nfc-2fa:${userId}`;
      const [count] = await countInWindows(redis, [key], WINDOW_MS);
      return { ...verdict(count ?? 0), release: () => releaseInWindows(redis, [key]) };
    },
  };
}

/** One process's counters (no REDIS_URL): the same fixed windows in a map, swept as they end. */
function memoryLock(): TwoFactorLock {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async attempt(userId) {
      const now = Date.now();
      for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
      const window = windows.get(userId) ?? { count: 0, endsAt: now + WINDOW_MS };
      window.count += 1;
      windows.set(userId, window);
      return {
        ...verdict(window.count),
        release: async () => {
          window.count = Math.max(0, window.count - 1);
        },
      };
    },
  };
}

/**
 * TWO_FACTOR_CODE_FAILURES wrong codes per account per TWO_FACTOR_LOCK_MINUTES, TOTP and recovery codes alike, at the
 * login and at /me/2fa/disable. Counted before the code is checked and taken back when it was right (counting after
 * would let parallel guesses all pass). Redis with REDIS_URL, as the rate limits; Redis unreachable, this process
 * counts (a sign-in must not fail because the counter store is down, nor go uncounted).
 */
export function createTwoFactorLock(redis: Redis | undefined): TwoFactorLock {
  const memory = memoryLock();
  if (!redis) return memory;
  const shared = redisLock(redis);
  return { attempt: (userId) => shared.attempt(userId).catch(() => memory.attempt(userId)) };
}
