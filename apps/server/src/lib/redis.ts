import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type { Redis };

/** A command Redis has not answered in this long has failed: a request never waits longer on a counter. */
const COMMAND_TIMEOUT_MS = 300;
/** After a failed command, the counters stay in the process this long before one request tries Redis again. */
const RETRY_AFTER_MS = 2_000;

/**
 * The app's one Redis connection (REDIS_URL) and whether to use it now. Redis holds counters only (the rate limits,
 * the claim limits): while it is down or slow each process counts for itself at once, rather than every request
 * waiting for a connection (issue 40 item 11). No command waits in a queue for a connection (`enableOfflineQueue`
 * off), none waits more than COMMAND_TIMEOUT_MS, and the client reconnects by itself.
 */
export type RedisLink = {
  client: Redis;
  /** Whether a counter should go to Redis now: connected, and no command failed in the last RETRY_AFTER_MS. */
  isUp: () => boolean;
  /** A command answered: Redis is back if it was down. */
  succeeded: () => void;
  /** A command failed: counters stay in the process for a while; one warning when Redis goes down, not one per call. */
  failed: (error: unknown) => void;
  /** `/api/health`: a PING answered in time. */
  check: () => Promise<'ok' | 'error'>;
  close: () => Promise<void>;
};

/** ioredis is loaded only when used: it is a fair share of the idle memory of a server that does not need it. */
export async function openRedis(url: string, log: FastifyBaseLogger): Promise<RedisLink> {
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(url, {
    connectTimeout: 1_000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // Reconnects for as long as the server runs, at most a second apart: the counters come back by themselves.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  let down = false;
  let retryAt = 0;
  let trying = false;

  const succeeded = () => {
    trying = false;
    if (!down) return;
    down = false;
    log.info({ event: 'redis_available' }, 'Redis answers again: the rate limits are shared by every instance again');
  };
  const failed = (error: unknown) => {
    trying = false;
    retryAt = Date.now() + RETRY_AFTER_MS;
    if (down) return;
    down = true;
    log.warn(
      { event: 'redis_unavailable', err: error },
      'Redis unreachable: the rate limits count in each process until it answers again',
    );
  };
  client.on('error', failed);
  client.on('ready', succeeded);

  return {
    client,
    isUp() {
      if (client.status !== 'ready') return false;
      if (!down) return true;
      // Down but connected (it was slow, or just reconnected): one request at a time finds out whether it answers.
      if (trying || Date.now() < retryAt) return false;
      trying = true;
      return true;
    },
    succeeded,
    failed,
    async check() {
      if (client.status !== 'ready') return 'error';
      try {
        await client.ping();
        succeeded();
        return 'ok';
      } catch (error) {
        failed(error);
        return 'error';
      }
    },
    async close() {
      client.off('error', failed);
      await client.quit().catch(() => client.disconnect());
    },
  };
}
