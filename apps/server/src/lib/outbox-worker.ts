import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/**
 * An outbox's table as its worker needs it: claim due rows for an attempt under a lease (SKIP LOCKED, and rows whose
 * lease ran out), then each row is handled and marked by the claim's holder only (the notices' and webhook
 * deliveries' repositories).
 */
export type OutboxWorkerOptions<Row> = {
  /** What the log calls a row ('notice', 'webhook delivery'). */
  name: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How often each instance looks for due rows (0: never by itself; tests drain). */
  pollMs: number;
  /** How long a claim holds a row: longer than a batch's handling may take. */
  leaseMs: number;
  batch: number;
  /** One after another (a reader gets one change's notices in order), or the batch at once (webhooks). */
  parallel: boolean;
  claim: (attemptId: string, now: Date, leaseUntil: Date, limit: number) => Promise<Row[]>;
  /** Sends one row and marks it (sent, due again, failed): only this claim's attempt may. */
  handle: (row: Row, attemptId: string, now: () => Date) => Promise<unknown>;
  idOf: (row: Row) => string;
  /** After each poll's drain (keeping time of old rows). */
  afterPoll?: () => Promise<void>;
};

/**
 * One outbox worker per instance (issue 42, reused by issue 45's webhooks): claims due rows under a lease with an
 * attempt id, handles each, and marks it. Never lost, at most once more: a process that dies after the far side
 * accepted and before the mark leaves the row claimed; once its lease runs out another worker sends it again (with
 * the same id, so the far side may tell).
 */
export function createOutboxWorker<Row>(options: OutboxWorkerOptions<Row>) {
  const { log } = options;
  const inFlight = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;

  const track = <T>(work: Promise<T>): Promise<T> => {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work)).catch(() => {});
    return work;
  };

  const handleOne = (row: Row, attemptId: string, now: () => Date) =>
    options.handle(row, attemptId, now).catch((error: unknown) =>
      // The mark itself failed (the database went away): the lease brings the row back.
      log.warn({ err: error, id: options.idOf(row) }, `${options.name} outcome not recorded`),
    );

  /** One claim of due rows, handled; how many were claimed. `at`: the clock (tests move it past a backoff). */
  async function deliverBatch(at?: Date): Promise<number> {
    const now = () => at ?? new Date();
    const attemptId = randomUUID();
    const start = now();
    const rows = await options.claim(attemptId, start, new Date(start.getTime() + options.leaseMs), options.batch);
    if (options.parallel) await Promise.all(rows.map((row) => handleOne(row, attemptId, now)));
    else for (const row of rows) await handleOne(row, attemptId, now);
    return rows.length;
  }

  async function drain(at?: Date): Promise<void> {
    while ((await deliverBatch(at)) > 0);
  }

  async function poll(): Promise<void> {
    try {
      await drain();
      await options.afterPoll?.();
    } catch (error) {
      log.warn({ err: error }, `${options.name} worker pass failed`);
    }
  }

  return {
    start(): void {
      if (timer || options.pollMs <= 0) return;
      timer = setInterval(() => {
        polling ??= track(poll()).finally(() => (polling = undefined));
      }, options.pollMs);
      timer.unref();
    },
    /** Stops polling and waits for the sends under way to be marked (before the database closes). */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([...inFlight]);
    },
    /** Sends every row due at `at` (now by default) and waits; rows retried later than `at` stay pending. */
    async flush(at?: Date): Promise<void> {
      await Promise.allSettled([...inFlight]);
      await track(drain(at));
    },
    /** Work started outside the worker (a test send) that stop and flush must wait for. */
    track,
  };
}
