import type { FastifyBaseLogger } from 'fastify';
import type { ViewEvent } from './visitors.js';

type Options = {
  /** 0: each view is written at once (the request waits); > 0: views are written together at most this late. */
  flushMs: number;
  /** A batch this big is written at once. */
  maxBatch?: number;
  log: FastifyBaseLogger;
  what: string;
};

/** What record() answers in batch mode: one settled promise for every view, not a new one each. */
const QUEUED: Promise<void> = Promise.resolve();

/**
 * Collects views and writes them with one statement per batch (see repository.ts): cheap
 * under load (one round trip for hundreds of views), and never a read-modify-write of the counters.
 * A crash loses at most flushMs of views; app.close() writes what is pending.
 */
export function createBatchWriter(write: (events: ViewEvent[]) => Promise<void>, options: Options) {
  const maxBatch = options.maxBatch ?? 500;
  let queue: ViewEvent[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    const previous = inFlight;
    inFlight = (async () => {
      await previous;
      if (batch.length === 0) return;
      try {
        await write(batch);
      } catch (error) {
        // Counting must never break a page view; the rows are dropped and the failure logged.
        options.log.warn({ err: error, count: batch.length }, `could not record ${options.what}`);
      }
    })();
    return inFlight;
  }

  return {
    /** Resolves once the event is written (immediately in batch mode: the caller need not wait). */
    record(event: ViewEvent): Promise<void> {
      queue.push(event);
      if (options.flushMs <= 0 || queue.length >= maxBatch) return flush();
      timer ??= setTimeout(() => void flush(), options.flushMs);
      return QUEUED;
    },
    /** Writes everything pending (tests, shutdown). */
    flush,
  };
}
