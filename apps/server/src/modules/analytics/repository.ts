import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageDailyVisitors, visitorSalts } from './schema.js';
import type { ViewEvent } from './visitors.js';

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
async function writePageViews(db: Database, events: ViewEvent[]): Promise<void> {
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
async function writeTagScans(db: Database, events: ViewEvent[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at)
    SELECT t.target_id, t.visitor_hash, t.country, t.device, t.created_at
    FROM jsonb_to_recordset(${rowsOf(events)}::jsonb)
      AS t(target_id uuid, visitor_hash text, country text, device text, created_at timestamptz, day date)
    WHERE EXISTS (SELECT 1 FROM tags WHERE tags.id = t.target_id)`);
}

export function createAnalyticsRepository(db: Database) {
  return {
    writePageViews: (events: ViewEvent[]) => writePageViews(db, events),
    writeTagScans: (events: ViewEvent[]) => writeTagScans(db, events),

    /** The salt of a day: the one stored, else this fresh one (every instance and a restart agree on it). */
    async saltOfDay(day: string, fresh: string): Promise<string | undefined> {
      await db.insert(visitorSalts).values({ day, salt: fresh }).onConflictDoNothing();
      const [row] = await db.select({ salt: visitorSalts.salt }).from(visitorSalts).where(eq(visitorSalts.day, day));
      return row?.salt;
    },

    /** Deletes the salts and the daily visitor rows of the days before this one. */
    async forgetDaysBefore(day: string): Promise<void> {
      await db.delete(visitorSalts).where(lt(visitorSalts.day, day));
      await db.delete(pageDailyVisitors).where(lt(pageDailyVisitors.day, day));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
