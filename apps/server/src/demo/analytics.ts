import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@portal/shared';
import type { Database } from '../db/client.js';

/** How many days of demo views and scans a new demo installation gets. */
const DEMO_ANALYTICS_DAYS = 90;

/**
 * Generated views and scans for the demo pages and tags, written set-based (generate_series) straight into the raw
 * tables, then the rollups and the page counters from them: a weekly rhythm (busier weekends), a rising trend, one
 * page rising sharply in the last week, several countries, devices and browsers. Only when no view exists yet.
 */
export async function seedDemoAnalytics(
  db: Database,
  timeZone: string = DEFAULT_TIME_ZONE,
  days = DEMO_ANALYTICS_DAYS,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = (await tx.execute(sql`SELECT 1 FROM page_views LIMIT 1`)) as unknown as { rows: unknown[] };
    if (existing.rows.length > 0) return false;
    // Calendar days of the installation's zone (the rollups' day); a view of today never lies in the future.
    const today = sql`(now() AT TIME ZONE ${timeZone})::date`;
    await tx.execute(sql`
      CREATE TEMP TABLE demo_days ON COMMIT DROP AS
      SELECT d::date AS day, (d::date - (${today} - ${days - 1}::int))::int AS i,
        extract(isodow FROM d)::int AS dow
      FROM generate_series(${today} - ${days - 1}::int, ${today}, interval '1 day') d`);
    const stampOf = (day: SQL) =>
      sql`least(now(), (${day}::timestamp AT TIME ZONE ${timeZone}) + random() * interval '1 day')`;
    const country = sql`(ARRAY['BR','BR','BR','BR','BR','BR','BR','BR','BR','BR','BR','BR','US','US','PT','PT','AR','DE','FR','XX'])[1 + floor(random() * 20)::int]`;
    await tx.execute(sql`
      INSERT INTO page_views (page_id, visitor_hash, country, device, browser, created_at)
      SELECT v.page_id, md5(v.page_id::text || v.day || floor(random() * v.n * 0.8)::int), ${country}, v.device,
        CASE v.device WHEN 'desktop' THEN (ARRAY['Chrome','Chrome','Firefox','Edge','Safari'])[1 + floor(random() * 5)::int]
          ELSE (ARRAY['Mobile Safari','Chrome','Chrome','Samsung Browser'])[1 + floor(random() * 4)::int] END,
        v.at
      FROM (
        SELECT c.page_id, c.day, c.n,
          (ARRAY['mobile','mobile','mobile','mobile','mobile','mobile','desktop','desktop','desktop','tablet'])[1 + floor(random() * 10)::int] AS device,
          ${stampOf(sql`c.day`)} AS at
        FROM (
          SELECT p.id AS page_id, d.day, greatest(0, round(
            (2 + p.n % 5 * 2)                                   -- each page its own level
            * (0.6 + d.i::numeric / ${days}::int)                    -- rising over the period
            * CASE WHEN d.dow >= 6 THEN 1.5 ELSE 1 END          -- busier weekends
            * CASE WHEN p.n = 1 AND d.i >= ${days - 7}::int THEN 2.5 ELSE 1 END -- one page taking off this week
            * (0.7 + random() * 0.6)))::int AS n
          FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM pages WHERE is_active) p CROSS JOIN demo_days d
        ) c CROSS JOIN LATERAL generate_series(1, c.n) g
      ) v`);
    await tx.execute(sql`
      INSERT INTO tag_scans (tag_id, visitor_hash, country, device, browser, created_at)
      SELECT s.tag_id, md5(s.tag_id::text || s.day || g), ${country}, 'mobile', 'Mobile Safari', ${stampOf(sql`s.day`)}
      FROM (
        SELECT t.id AS tag_id, d.day, floor(random() * (CASE WHEN d.dow >= 6 THEN 4 ELSE 2.5 END) * (0.5 + d.i::numeric / ${days}::int))::int AS n
        FROM tags t CROSS JOIN demo_days d WHERE t.assigned_user_id IS NOT NULL OR t.status = 'LOST'
      ) s CROSS JOIN LATERAL generate_series(1, s.n) g`);
    const day = sql`(created_at AT TIME ZONE ${timeZone})::date`;
    await tx.execute(sql`
      INSERT INTO page_daily_stats AS s (page_id, day, views, unique_visitors, mobile_views, tablet_views, desktop_views)
      SELECT page_id, ${day}, count(*), count(DISTINCT visitor_hash), count(*) FILTER (WHERE device = 'mobile'),
        count(*) FILTER (WHERE device = 'tablet'), count(*) FILTER (WHERE device = 'desktop')
      FROM page_views GROUP BY 1, 2
      ON CONFLICT (page_id, day) DO UPDATE SET views = s.views + excluded.views,
        unique_visitors = s.unique_visitors + excluded.unique_visitors, mobile_views = s.mobile_views + excluded.mobile_views,
        tablet_views = s.tablet_views + excluded.tablet_views, desktop_views = s.desktop_views + excluded.desktop_views`);
    await tx.execute(sql`
      INSERT INTO page_daily_countries AS c (page_id, day, country, views)
      SELECT page_id, ${day}, country, count(*) FROM page_views GROUP BY 1, 2, 3
      ON CONFLICT (page_id, day, country) DO UPDATE SET views = c.views + excluded.views`);
    await tx.execute(sql`
      INSERT INTO tag_daily_stats AS s (tag_id, day, scans)
      SELECT tag_id, ${day}, count(*) FROM tag_scans GROUP BY 1, 2
      ON CONFLICT (tag_id, day) DO UPDATE SET scans = s.scans + excluded.scans`);
    await tx.execute(sql`
      INSERT INTO daily_stats AS g (day, views, unique_visitors, mobile_views, tablet_views, desktop_views, scans)
      SELECT day, sum(views), sum(unique_visitors), sum(mobile_views), sum(tablet_views), sum(desktop_views),
        coalesce((SELECT sum(scans) FROM tag_daily_stats t WHERE t.day = p.day), 0)
      FROM page_daily_stats p GROUP BY day
      ON CONFLICT (day) DO UPDATE SET views = g.views + excluded.views, unique_visitors = g.unique_visitors + excluded.unique_visitors,
        mobile_views = g.mobile_views + excluded.mobile_views, tablet_views = g.tablet_views + excluded.tablet_views,
        desktop_views = g.desktop_views + excluded.desktop_views, scans = g.scans + excluded.scans`);
    await tx.execute(sql`
      INSERT INTO daily_stats (day, scans)
      SELECT day, sum(scans) FROM tag_daily_stats WHERE day NOT IN (SELECT day FROM page_daily_stats) GROUP BY day
      ON CONFLICT (day) DO NOTHING`);
    await tx.execute(sql`
      INSERT INTO daily_countries AS gc (day, country, views)
      SELECT day, country, sum(views) FROM page_daily_countries GROUP BY day, country
      ON CONFLICT (day, country) DO UPDATE SET views = gc.views + excluded.views`);
    await tx.execute(sql`
      UPDATE pages SET views = pages.views + s.views, unique_visitors = pages.unique_visitors + s.uniques,
        last_accessed_at = greatest(pages.last_accessed_at, s.last)
      FROM (
        SELECT page_id, count(*) AS views, max(created_at) AS last,
          (SELECT coalesce(sum(unique_visitors), 0) FROM page_daily_stats WHERE page_daily_stats.page_id = page_views.page_id) AS uniques
        FROM page_views GROUP BY page_id
      ) s WHERE pages.id = s.page_id`);
    return true;
  });
}
