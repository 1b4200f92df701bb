import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { CLAIM_FAILURES_PER_ACCOUNT, CLAIM_FAILURES_PER_ADDRESS, CLAIM_FAILURES_PER_TAG } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { claimFailures } from '../../db/tables/tags.js';
import type { Redis } from '../../lib/redis.js';
import { countInWindows, releaseInWindows } from '../../lib/redis-windows.js';

const HOUR_MS = 60 * 60_000;

/**
 * Who a claim attempt counts against: the tag code typed (known or not, alike), the signed-in account, and the
 * request's address on that tag code (its key, lib/address-keys.ts: never the address).
 */
type ClaimSubjects = { tagCode: string; accountId: string; addressKey: string };

/** An attempt counted before its pair is checked; `release` takes it back (a right pair, or a refused attempt). */
type ReservedAttempt = { over: boolean; release: () => Promise<void> };

/**
 * The claim's wrong-attempt limits (issue 25): CLAIM_FAILURES_PER_TAG per tag code and CLAIM_FAILURES_PER_ACCOUNT
 * per account, per hour, shared by every instance (Redis with REDIS_URL, else the database); below the tag's,
 * CLAIM_FAILURES_PER_ADDRESS per address on one tag code (issue 40 item 9), so one stranger alone cannot lock the
 * real buyer out: its attempts past that cap are refused and taken back from the tag's count.
 *
 * An attempt is counted *before* its pair is checked and taken back when the pair was right or the attempt was
 * refused as over the limit: counting after the check would let parallel requests all pass the check, and checking
 * a pair while over the limit would tell a guesser which guess was right.
 */
export type ClaimLimits = {
  reserve: (subjects: ClaimSubjects) => Promise<ReservedAttempt>;
  /** An admin lifts a tag code's lock: its count starts again (each address's own cap stays). */
  clearTag: (tagCode: string) => Promise<void>;
};

/** The code as typed may hold anything (a NUL, which PostgreSQL cannot store): its digest is the key. */
const tagKeyOf = (tagCode: string) => `tag:${createHash('sha256').update(tagCode).digest('base64url')}`;
const keysOf = ({ tagCode, accountId, addressKey }: ClaimSubjects) => ({
  tag: tagKeyOf(tagCode),
  account: `account:${accountId}`,
  address: `address:${addressKey}|${tagKeyOf(tagCode)}`,
});
const isOver = (tagFailures: number, accountFailures: number, addressFailures: number) =>
  tagFailures > CLAIM_FAILURES_PER_TAG ||
  accountFailures > CLAIM_FAILURES_PER_ACCOUNT ||
  addressFailures > CLAIM_FAILURES_PER_ADDRESS;

/** Fixed one-hour windows in Redis (lib/redis-windows.ts). */
function redisClaimLimits(redis: Redis): ClaimLimits {
  const prefix = 'portal-nfc-claim:';
  return {
    async reserve(subjects) {
      const keys = Object.values(keysOf(subjects)).map((key) => prefix + key);
      const [tagFailures, accountFailures, addressFailures] = await countInWindows(redis, keys, HOUR_MS);
      return {
        over: isOver(tagFailures ?? 0, accountFailures ?? 0, addressFailures ?? 0),
        // Only while each window lives: a lifted lock (clearTag) or an ended hour is not left with a key for good.
        release: () => releaseInWindows(redis, keys),
      };
    },
    async clearTag(tagCode) {
      await redis.del(prefix + tagKeyOf(tagCode));
    },
  };
}

/** A sliding hour over rows of claim_failures; rows older than an hour are swept at most once a minute. */
function databaseClaimLimits(db: Database): ClaimLimits {
  let sweptAt = 0;
  const lastHour = sql`now() - interval '1 hour'`;
  const failuresOf = async (subject: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(claimFailures)
      .where(and(eq(claimFailures.subject, subject), gt(claimFailures.createdAt, lastHour)));
    return row?.n ?? 0;
  };
  return {
    async reserve(subjects) {
      if (Date.now() - sweptAt > 60_000) {
        sweptAt = Date.now();
        await db.delete(claimFailures).where(lt(claimFailures.createdAt, lastHour));
      }
      const keys = keysOf(subjects);
      const inserted = await db
        .insert(claimFailures)
        .values([{ subject: keys.tag }, { subject: keys.account }, { subject: keys.address }])
        .returning({ id: claimFailures.id });
      const over = isOver(await failuresOf(keys.tag), await failuresOf(keys.account), await failuresOf(keys.address));
      const ids = inserted.map((row) => row.id);
      return { over, release: async () => void (await db.delete(claimFailures).where(inArray(claimFailures.id, ids))) };
    },
    async clearTag(tagCode) {
      await db.delete(claimFailures).where(eq(claimFailures.subject, tagKeyOf(tagCode)));
    },
  };
}

/**
 * Redis's counters with REDIS_URL, else the database's. Redis unreachable: the database counts that attempt (a
 * claim must not fail because a counter store is down, nor go uncounted).
 */
export function createClaimLimits(db: Database, redis: Redis | undefined): ClaimLimits {
  const database = databaseClaimLimits(db);
  if (!redis) return database;
  const shared = redisClaimLimits(redis);
  return {
    reserve: (subjects) => shared.reserve(subjects).catch(() => database.reserve(subjects)),
    // Both stores: the attempts Redis could not take were counted by the database.
    clearTag: async (tagCode) => {
      await Promise.all([shared.clearTag(tagCode).catch(() => undefined), database.clearTag(tagCode)]);
    },
  };
}
