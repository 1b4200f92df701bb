import { TWO_FACTOR_CODE_FAILURES, TWO_FACTOR_LOCK_MINUTES } from '@portal/shared';
import type { Redis } from '../../lib/redis.js';

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

const RELEASE_IN_WINDOW = "if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0";

/** Fixed windows: a key starts at 0 with the window to live, INCR keeps that expiry; every instance shares it. */
function redisLock(redis: Redis): TwoFactorLock {
  return {
    async attempt(userId) {
      const key = `portal-nfc-2fa:${userId}`;
      const results = (await redis.multi().set(key, 0, 'PX', WINDOW_MS, 'NX').incr(key).exec()) ?? [];
      const [error, count] = results[1] ?? [];
      if (error) throw error;
      return {
        ...verdict(Number(count)),
        // Only while the window lives: a DECR after it ended would make a key without expiry (a lock for good).
        release: async () => void (await redis.eval(RELEASE_IN_WINDOW, 1, key).catch(() => 0)),
      };
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
