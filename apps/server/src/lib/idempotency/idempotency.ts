import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_DAYS, IDEMPOTENCY_TEXTS } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { conflict } from '../errors.js';
import { createIdempotencyRepository, type KeyClaim } from './repository.js';

/** One write named by an `Idempotency-Key`: whose, which key, which route and a hash of what it sent. */
export type IdempotentCall = KeyClaim;
/** What a route answers: its status and body, kept as JSON for a repeat. */
export type StoredAnswer<T> = { status: number; body: T };
export type IdempotentAnswer<T> = StoredAnswer<T> & { replayed: boolean };

/** A write in two steps: work that needs no transaction first (skipped on a repeat), then the writes. */
export type IdempotentSteps<T, P> = {
  /** Outside any transaction (an upload's image processing and its files). */
  prepare: () => Promise<P>;
  /** The writes, in the transaction that claims the key: the answer commits with them or not at all. */
  save: (tx: Database, prepared: P) => Promise<StoredAnswer<T>>;
  /** Undoes `prepare` when nothing was saved (`save` failed, or another request had the key first). */
  discard?: (prepared: P) => Promise<void>;
};

/** The same JSON for the same value whatever the order of its keys. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 (hex) of what a request sent, as canonical JSON (a file goes in as its SHA-256, taken while it streamed: lib/upload-files.ts). */
export function requestHash(parts: unknown): string {
  const json = canonicalJson(parts);
  return createHash('sha256').update(json).digest('hex');
}

/**
 * The call of a route that honours the key (its headers schema has validated the format), or undefined when the
 * request has none (a plain write). `parts` is what the request sent: params and body, or a multipart's fields and
 * its file's hash.
 */
export function idempotentCall(request: FastifyRequest, userId: string, parts: unknown): IdempotentCall | undefined {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string') return undefined;
  return { userId, key, route: `${request.method} ${request.routeOptions.url}`, requestHash: requestHash(parts) };
}

/** Sends an answer; a repeat says so in `Idempotent-Replayed: true` (the body is the first answer's). */
export function sendAnswer<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}

/**
 * Idempotency keys (issue 26): a write sent again with the same key by the same account answers the first answer
 * and writes nothing; the same key with another request is a 409. The key's row is inserted first in the write's
 * transaction, so two requests at once (two instances) take turns on it and exactly one writes.
 */
export function createIdempotencyStore(db: Database) {
  const repository = createIdempotencyRepository(db);

  /** The answer a key already has; the key with another request (route or content) is the 409. */
  async function earlierAnswer<T>(call: IdempotentCall): Promise<StoredAnswer<T> | undefined> {
    const row = await repository.find(call);
    if (!row) return undefined;
    if (row.route !== call.route || row.requestHash !== call.requestHash)
      throw conflict(IDEMPOTENCY_TEXTS.keyReused, 'IDEMPOTENCY_KEY_REUSED');
    return { status: row.status!, body: row.responseBody as T };
  }

  async function runPrepared<T, P>(
    call: IdempotentCall | undefined,
    steps: IdempotentSteps<T, P>,
  ): Promise<IdempotentAnswer<T>> {
    if (call) {
      const earlier = await earlierAnswer<T>(call);
      if (earlier) return { ...earlier, replayed: true };
    }
    const prepared = await steps.prepare();
    let saved: StoredAnswer<T> | undefined;
    try {
      saved = call
        ? await db.transaction(async (tx) => {
            if (!(await repository.claim(call, tx))) return undefined;
            const answer = await steps.save(tx, prepared);
            await repository.saveAnswer(call, answer, tx);
            return answer;
          })
        : await steps.save(db, prepared);
    } catch (error) {
      await steps.discard?.(prepared);
      throw error;
    }
    if (saved) return { ...saved, replayed: false };
    // Another request with the key committed first (this one waited for it on the key's row).
    await steps.discard?.(prepared);
    const answer = await earlierAnswer<T>(call!);
    return { ...answer!, replayed: true };
  }

  return {
    /**
     * Runs `save` once per key: without a call (no key) it just runs, with the database (a service opens its own
     * transaction there, a savepoint inside the key's).
     */
    run: <T>(call: IdempotentCall | undefined, save: (tx: Database) => Promise<StoredAnswer<T>>) =>
      runPrepared<T, undefined>(call, { prepare: async () => undefined, save: (tx) => save(tx) }),

    runPrepared,

    /** The daily job's cleanup: keys older than IDEMPOTENCY_KEY_DAYS go. */
    async purgeExpired(now: Date = new Date()): Promise<number> {
      return repository.deleteOlderThan(new Date(now.getTime() - IDEMPOTENCY_KEY_DAYS * 86_400_000));
    },
  };
}
