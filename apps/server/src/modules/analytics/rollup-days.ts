import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/**
 * The raw visits whose day differs between the zone the rollups were counted in (`from`) and the one they must be
 * counted in (`to`): the views and scans made between 21:00 and 24:00 Brasília when moving from UTC.
 */
const moved = (raw: 'page_views' | 'tag_scans', target: 'page_id' | 'tag_id', from: string, to: string): SQL =>
  sql`SELECT ${sql.raw(target)} AS target, visitor_hash, device, country,
        (created_at AT TIME ZONE ${from})::date AS old_day, (created_at AT TIME ZONE ${to})::date AS new_day
      FROM ${sql.raw(raw)}
      WHERE (created_at AT TIME ZONE ${from})::date <> (created_at AT TIME ZONE ${to})::date`;

/** +1 on the new day, -1 on the old one, for each moved visit (and its device). */
const signed = sql`SELECT target, new_day AS day, country, 1 AS n, (device = 'mobile')::int AS m,
    (device = 'tablet')::int AS tb, (device = 'desktop')::int AS d FROM moved
  UNION ALL
  SELECT target, old_day, country, -1, -(device = 'mobile')::int, -(device = 'tablet')::int, -(device = 'desktop')::int
  FROM moved`;

/** A page's distinct visitors of a day counted in `zone` (the index on (page_id, created_at) serves the range). */
const visitorsOn = (zone: string, page: SQL, day: SQL) =>
  sql`(SELECT count(DISTINCT visitor_hash) FROM page_views v WHERE v.page_id = ${page}
      AND v.created_at >= (${day}::timestamp AT TIME ZONE ${zone}) AND v.created_at < ((${day} + 1)::timestamp AT TIME ZONE ${zone}))`;

/**
 * Moves the daily rollups kept from one zone's days to another's (issue 43: from UTC to APP_TIME_ZONE), from the raw
 * views and scans: each counter loses on the old day what it gains on the new one, so totals never change and counts
 * whose raw rows are gone (a deleted owner's scans) stay where they were. Unique visitors are recounted for the days
 * touched; bot hits (never kept raw) stay on their day. One transaction; the zone's row is locked first, so
 * instances starting together move the rows once.
 */
export async function moveRollupsToTimeZone(db: Database, to: string): Promise<{ from: string; moved: boolean }> {
  return db.transaction(async (tx) => {
    const run = async <T>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
    const [row] = await run<{ time_zone: string }>(sql`SELECT time_zone FROM rollup_time_zone WHERE id = 1 FOR UPDATE`);
    const from = row?.time_zone ?? 'UTC';
    if (from === to) return { from, moved: false };
    const pages = moved('page_views', 'page_id', from, to);
    const plus = (alias: string, columns: string[]) =>
      sql.raw(columns.map((c) => `${c} = greatest(${alias}.${c} + excluded.${c}, 0)`).join(', '));
    const VIEWS = ['views', 'unique_visitors', 'mobile_views', 'tablet_views', 'desktop_views'];
    await run(sql`
      WITH moved AS (${pages}), delta AS (
        SELECT target, day, sum(n) AS views, sum(m) AS m, sum(tb) AS tb, sum(d) AS d FROM (${signed}) x GROUP BY 1, 2
      ), counted AS (
        SELECT delta.*,
          ${visitorsOn(to, sql`delta.target`, sql`delta.day`)} - ${visitorsOn(from, sql`delta.target`, sql`delta.day`)} AS uniques
        FROM delta
      ), per_page AS (
        INSERT INTO page_daily_stats AS s (page_id, day, views, unique_visitors, mobile_views, tablet_views, desktop_views)
        SELECT target, day, views, uniques, m, tb, d FROM counted
        ON CONFLICT (page_id, day) DO UPDATE SET ${plus('s', VIEWS)}
      )
      INSERT INTO daily_stats AS g (day, views, unique_visitors, mobile_views, tablet_views, desktop_views)
      SELECT day, sum(views), sum(uniques), sum(m), sum(tb), sum(d) FROM counted GROUP BY day
      ON CONFLICT (day) DO UPDATE SET ${plus('g', VIEWS)}`);
    await run(sql`
      WITH moved AS (${pages}), delta AS (SELECT target, day, country, sum(n) AS n FROM (${signed}) x GROUP BY 1, 2, 3),
      per_page AS (
        INSERT INTO page_daily_countries AS c (page_id, day, country, views)
        SELECT target, day, country, n FROM delta
        ON CONFLICT (page_id, day, country) DO UPDATE SET ${plus('c', ['views'])}
      )
      INSERT INTO daily_countries AS gc (day, country, views)
      SELECT day, country, sum(n) FROM delta GROUP BY 1, 2
      ON CONFLICT (day, country) DO UPDATE SET ${plus('gc', ['views'])}`);
    await run(sql`
      WITH moved AS (${moved('tag_scans', 'tag_id', from, to)}),
      delta AS (SELECT target, day, sum(n) AS n FROM (${signed}) x GROUP BY 1, 2),
      per_tag AS (
        INSERT INTO tag_daily_stats AS s (tag_id, day, scans) SELECT target, day, n FROM delta
        ON CONFLICT (tag_id, day) DO UPDATE SET ${plus('s', ['scans'])}
      )
      INSERT INTO daily_stats AS g (day, scans) SELECT day, sum(n) FROM delta GROUP BY day
      ON CONFLICT (day) DO UPDATE SET ${plus('g', ['scans'])}`);
    await run(sql`INSERT INTO rollup_time_zone (id, time_zone) VALUES (1, ${to})
      ON CONFLICT (id) DO UPDATE SET time_zone = excluded.time_zone`);
    return { from, moved: true };
  });
}
