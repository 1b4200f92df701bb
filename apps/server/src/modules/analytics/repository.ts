import { asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  pageDailyCountries,
  pageDailyStats,
  pageDailyVisitors,
  tagDailyStats,
  tagScans,
  visitorSalts,
} from '../../db/tables/analytics.js';
import type { ViewEvent } from './visitors.js';

const rowsOf = (events: ViewEvent[]) =>
  JSON.stringify(
    events.map((e) => ({
      target_id: e.targetId,
      visitor_hash: e.visitor.hash,
      country: e.visitor.country,
      device: e.visitor.device,
      browser: e.visitor.browser,
      bot: e.visitor.bot,
      created_at: e.at.toISOString(),
      day: e.visitor.day,
    })),
  );

const INPUT_COLUMNS = sql.raw(
  't(target_id uuid, visitor_hash text, country text, device text, browser text, bot boolean, created_at timestamptz, day date)',
);

/**
 * A batch of events as rows, those of a page or tag deleted meanwhile left out. Each page or tag kept is locked
 * (FOR KEY SHARE) until the batch commits: a deletion waits, and its trigger then deletes the batch's rows too.
 * The lock stands in for the foreign keys (migration 0024), which checked every row once per table.
 */
const inputOf = (events: ViewEvent[], targets: 'pages' | 'tags') =>
  sql`SELECT t.* FROM jsonb_to_recordset(${rowsOf(events)}::jsonb) AS ${INPUT_COLUMNS}
      WHERE EXISTS (SELECT 1 FROM ${sql.raw(targets)} WHERE ${sql.raw(targets)}.id = t.target_id FOR KEY SHARE)`;

/** The counters a batch of page views adds to, in a daily rollup of a page and of the whole portal. */
const VIEW_COUNTERS = ['views', 'unique_visitors', 'bot_hits', 'mobile_views', 'tablet_views', 'desktop_views'];

/** An upsert's SET list that adds the batch's counts to the stored row's (`alias`: the table's alias). */
const addedTo = (alias: string, columns: string[]) =>
  sql.raw(columns.map((column) => `${column} = ${alias}.${column} + excluded.${column}`).join(', '));

/**
 * One statement for a batch of page views: the view rows, the day's new visitors (their insert is what makes a
 * visitor unique), the daily rollups (per page: stats with the device counters, countries; the portal's per day) and the page counters bumped in place (views,
 * unique_visitors, last access). Bots only bump the day's bot_hits. Views of a page deleted meanwhile are left out.
 */
async function writePageViews(db: Database, events: ViewEvent[]): Promise<void> {
  await db.execute(sql`
    WITH input AS (${inputOf(events, 'pages')}), human AS (
      SELECT * FROM input WHERE NOT bot
    ), new_visitors AS (
      INSERT INTO page_daily_visitors (page_id, day, visitor_hash)
      SELECT DISTINCT target_id, day, visitor_hash FROM human
      ON CONFLICT DO NOTHING
      RETURNING page_id, day
    ), inserted AS (
      INSERT INTO page_views (page_id, visitor_hash, country, device, browser, created_at)
      SELECT target_id, visitor_hash, country, device, browser, created_at FROM human
    ), daily AS (
      SELECT target_id, day, count(*) FILTER (WHERE NOT bot) AS views, count(*) FILTER (WHERE bot) AS bots,
        count(*) FILTER (WHERE NOT bot AND device = 'mobile') AS mobile,
        count(*) FILTER (WHERE NOT bot AND device = 'tablet') AS tablet,
        count(*) FILTER (WHERE NOT bot AND device = 'desktop') AS desktop
      FROM input GROUP BY target_id, day
    ), daily_uniques AS (
      SELECT page_id, day, count(*) AS n FROM new_visitors GROUP BY page_id, day
    ), stats AS (
      INSERT INTO page_daily_stats AS s (page_id, day, views, unique_visitors, bot_hits, mobile_views, tablet_views, desktop_views)
      SELECT daily.target_id, daily.day, daily.views, coalesce(daily_uniques.n, 0), daily.bots, daily.mobile, daily.tablet, daily.desktop
      FROM daily LEFT JOIN daily_uniques ON daily_uniques.page_id = daily.target_id AND daily_uniques.day = daily.day
      ON CONFLICT (page_id, day) DO UPDATE SET ${addedTo('s', VIEW_COUNTERS)}
    ), countries AS (
      INSERT INTO page_daily_countries AS c (page_id, day, country, views)
      SELECT target_id, day, country, count(*) FROM human GROUP BY target_id, day, country
      ON CONFLICT (page_id, day, country) DO UPDATE SET views = c.views + excluded.views
    ), day_totals AS (
      INSERT INTO daily_stats AS g (day, views, unique_visitors, bot_hits, mobile_views, tablet_views, desktop_views)
      SELECT daily.day, sum(daily.views), sum(coalesce(daily_uniques.n, 0)), sum(daily.bots), sum(daily.mobile),
        sum(daily.tablet), sum(daily.desktop)
      FROM daily LEFT JOIN daily_uniques ON daily_uniques.page_id = daily.target_id AND daily_uniques.day = daily.day
      GROUP BY daily.day
      ON CONFLICT (day) DO UPDATE SET ${addedTo('g', VIEW_COUNTERS)}
    ), day_countries AS (
      INSERT INTO daily_countries AS gc (day, country, views)
      SELECT day, country, count(*) FROM human GROUP BY day, country
      ON CONFLICT (day, country) DO UPDATE SET views = gc.views + excluded.views
    ), totals AS (
      SELECT target_id, count(*) AS views, max(created_at) AS last FROM human GROUP BY target_id
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

/** One statement for a batch of tag scans (/t/{code}) and their daily rollups (per tag, the portal's); bots only bump bot_hits. */
async function writeTagScans(db: Database, events: ViewEvent[]): Promise<void> {
  await db.execute(sql`
    WITH input AS (${inputOf(events, 'tags')}), inserted AS (
      INSERT INTO tag_scans (tag_id, visitor_hash, country, device, browser, created_at)
      SELECT target_id, visitor_hash, country, device, browser, created_at FROM input WHERE NOT bot
    ), per_tag AS (
      INSERT INTO tag_daily_stats AS s (tag_id, day, scans, bot_hits)
      SELECT target_id, day, count(*) FILTER (WHERE NOT bot), count(*) FILTER (WHERE bot) FROM input GROUP BY target_id, day
      ON CONFLICT (tag_id, day) DO UPDATE SET scans = s.scans + excluded.scans, bot_hits = s.bot_hits + excluded.bot_hits
    )
    INSERT INTO daily_stats AS g (day, scans, scan_bot_hits)
    SELECT day, count(*) FILTER (WHERE NOT bot), count(*) FILTER (WHERE bot) FROM input GROUP BY day
    ON CONFLICT (day) DO UPDATE SET scans = g.scans + excluded.scans, scan_bot_hits = g.scan_bot_hits + excluded.scan_bot_hits`);
}

export function createAnalyticsRepository(db: Database) {
  return {
    /** The daily counts (never the raw visits) of some pages and tags, oldest day first: an owner's export. */
    async dailyCountsOf(pageIds: string[], tagIds: string[]) {
      const [pageDays, pageCountries, tagDays] = await Promise.all([
        pageIds.length
          ? db
              .select()
              .from(pageDailyStats)
              .where(inArray(pageDailyStats.pageId, pageIds))
              .orderBy(asc(pageDailyStats.day))
          : [],
        pageIds.length
          ? db
              .select()
              .from(pageDailyCountries)
              .where(inArray(pageDailyCountries.pageId, pageIds))
              .orderBy(asc(pageDailyCountries.day))
          : [],
        tagIds.length
          ? db.select().from(tagDailyStats).where(inArray(tagDailyStats.tagId, tagIds)).orderBy(asc(tagDailyStats.day))
          : [],
      ]);
      return { pageDays, pageCountries, tagDays };
    },

    /** The raw scans (country, device, browser of each visit) of some tags go; their daily counts stay. */
    async deleteRawScans(tagIds: string[], tx: Database): Promise<void> {
      if (tagIds.length) await tx.delete(tagScans).where(inArray(tagScans.tagId, tagIds));
    },

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
