import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Visitor } from './visitors.js';

export type ViewEvent = { targetId: string; visitor: Visitor; at: Date };

type Options = {
  /** 0: each view is written at once (the request waits); > 0: views are written together at most this late. */
  flushMs: number;
  /** A batch this big is written at once. */
  maxBatch?: number;
  log: FastifyBaseLogger;
  what: string;
};

/**
 * Collects views and writes them with one statement per batch (see writePageViews/writeTagScans): cheap
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
      return Promise.resolve();
    },
    /** Writes everything pending (tests, shutdown). */
    flush,
  };
}

const rowsOf = (events: ViewEvent[]) =>
  JSON.stringify(
    events.map((e) => ({
      target_id: e.targetId,
      visitor_hash: e.visitor.hash,
      country: e.visitor.country,
      device: e.visitor.device,
      created_at: e.at.toISOString(),
      day: e.visitor.day,
    })),
  );

/**
 * One statement for a batch of page views: the view rows, the day's new visitors (their insert is what
 * makes a visitor unique) and the page counters bumped in place (views, unique_visitors, last access).
 * Views of a page deleted meanwhile are left out.
 */
export async function writePageViews(db: Database, events: ViewEvent[]): Promise<void> {
  await db.execute(sql`
    WITH input AS (
      SELECT t.* FROM jsonb_to_recordset(${rowsOf(events)}::jsonb)
        AS t(target_id uuid, visitor_hash text, country text, device text, created_at timestamptz, day date)
      WHERE EXISTS (SELECT 1 FROM pages WHERE pages.id = t.target_id)
    ), new_visitors AS (
      INSERT INTO page_daily_visitors (page_id, day, visitor_hash)
      SELECT DISTINCT target_id, day, visitor_hash FROM input
      ON CONFLICT DO NOTHING
      RETURNING page_id
    ), inserted AS (
      INSERT INTO page_views (page_id, visitor_hash, country, device, created_at)
      SELECT target_id, visitor_hash, country, device, created_at FROM input
    ), totals AS (
      SELECT target_id, count(*) AS views, max(created_at) AS last FROM input GROUP BY target_id
    ), uniques AS (
      SELECT page_id, count(*) AS n FROM new_visitors GROUP BY page_id
    )
    UPDATE pages SET
      views = pages.views + totals.views,
      unique_visitors = pages.unique_visitors + coalesce(uniques.n, 0),
      last_accessed_at = greatest(pages.last_accessed_at, totals.last)
    FROM totals LEFT JOIN uniques ON uniques.page_id = totals.target_id
    WHERE pages.id = totals.target_id`);
}

/** One statement for a batch of tag scans (/t/{code}). */
export async function writeTagScans(db: Database, events: ViewEvent[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at)
    SELECT t.target_id, t.visitor_hash, t.country, t.device, t.created_at
    FROM jsonb_to_recordset(${rowsOf(events)}::jsonb)
      AS t(target_id uuid, visitor_hash text, country text, device text, created_at timestamptz, day date)
    WHERE EXISTS (SELECT 1 FROM tags WHERE tags.id = t.target_id)`);
}
