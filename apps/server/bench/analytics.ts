/**
 * Analytics benchmark (issue 11): BENCH_VIEWS page views (default 5,000,000 on PostgreSQL, 500,000 on PGlite) and a
 * tenth as many tag scans over a year, across BENCH_ANALYTICS_PAGES pages (default 2,000) and 20,000 tags, written
 * with generate_series into the raw tables and the daily rollups (as the recorder leaves them); then, through
 * app.inject (auth included), p50/p95 of the admin's dashboard (30 days, and a year by month), insights and realtime,
 * and a user's dashboard and realtime. Targets: p95 < 150 ms on PostgreSQL, < 600 ms on PGlite.
 */
import { sql } from 'drizzle-orm';
import { ms, percentile, type Bench, type BenchApp } from './lib.js';

const PAGES = Number(process.env.BENCH_ANALYTICS_PAGES ?? 2_000);
const TAGS = 20_000;
const ROUNDS = Number(process.env.BENCH_ANALYTICS_ROUNDS ?? 30);
const viewsFor = (driver: BenchApp['driver']) =>
  Number(process.env.BENCH_VIEWS ?? (driver === 'postgres' ? 5_000_000 : 500_000));

async function seed(execute: (query: string) => Promise<unknown>, views: number) {
  const scans = Math.round(views / 10);
  const year = 365 * 86_400;
  await execute(`
    INSERT INTO users (email, password_hash, name, role, created_at)
    SELECT 'cliente' || i || '@bench.local', 'x', 'Cliente ' || i, 'USER', now() - ((i * 7919) % ${year}) * interval '1 second'
    FROM generate_series(1, ${PAGES}) AS i`);
  await execute(
    `INSERT INTO profiles (user_id, name, created_at) SELECT id, name, created_at FROM users WHERE role = 'USER'`,
  );
  await execute(`
    INSERT INTO pages (profile_id, slug, title, is_active, created_at)
    SELECT id, 'bench-' || row_number() OVER (ORDER BY id), name, random() > 0.05, created_at FROM profiles`);
  await execute(`
    WITH owners AS (SELECT array_agg(id ORDER BY email) AS ids FROM users WHERE role = 'USER')
    INSERT INTO tags (code, type, status, assigned_user_id, assigned_at, meta, created_at)
    SELECT 'BT' || lpad(i::text, 6, '0'), CASE WHEN i % 3 = 0 THEN 'B2B' ELSE 'B2C' END,
      (ARRAY['ACTIVE','ACTIVE','ACTIVE','INACTIVE','LOST','BROKEN'])[1 + i % 6],
      CASE WHEN i % 4 > 0 THEN owners.ids[1 + i % ${PAGES}] END, CASE WHEN i % 4 > 0 THEN now() - i * interval '1 minute' END,
      CASE WHEN i % 3 = 0 THEN jsonb_build_object('nextService', to_char(now() + ((i % 400) - 200) * interval '1 day', 'YYYY-MM-DD')) ELSE '{}'::jsonb END,
      now() - i * interval '30 minutes'
    FROM generate_series(1, ${TAGS}) AS i, owners`);
  await execute(`
    INSERT INTO tag_events (tag_id, action, status, previous_status, created_at)
    SELECT id, 'STATUS_CHANGED', 'LOST', 'ACTIVE', now() - interval '20 days' FROM tags WHERE status = 'LOST'`);
  // Spread over the year (a bijection of i), pages by a multiplicative hash; chunks of 50,000 rows, each one
  // statement writing the raw rows and upserting the rollups from them (as the recorder does per batch), so no
  // statement runs into the statement timeout.
  const CHUNK = 50_000;
  const day = `(created_at AT TIME ZONE 'UTC')::date`;
  for (let from = 1; from <= views; from += CHUNK) {
    const to = Math.min(views, from + CHUNK - 1);
    await execute(`
      WITH p AS (SELECT array_agg(id ORDER BY slug) AS ids FROM pages), ins AS (
        INSERT INTO page_views (page_id, visitor_hash, country, device, browser, created_at)
        SELECT p.ids[1 + ((i::bigint * 2654435761) % 4294967296) % ${PAGES}], md5((i / 3)::text),
          (ARRAY['BR','BR','BR','BR','BR','US','PT','AR','DE','XX'])[1 + i % 10],
          (ARRAY['mobile','mobile','desktop','tablet'])[1 + i % 4], 'Chrome',
          now() - ((i::bigint * 7919) % ${year}) * interval '1 second'
        FROM generate_series(${from}, ${to}) AS i, p
        RETURNING page_id, visitor_hash, country, device, created_at
      ), stats AS (
        INSERT INTO page_daily_stats AS s (page_id, day, views, unique_visitors, mobile_views, tablet_views, desktop_views)
        SELECT page_id, ${day}, count(*), count(DISTINCT visitor_hash), count(*) FILTER (WHERE device = 'mobile'),
          count(*) FILTER (WHERE device = 'tablet'), count(*) FILTER (WHERE device = 'desktop')
        FROM ins GROUP BY 1, 2
        ON CONFLICT (page_id, day) DO UPDATE SET views = s.views + excluded.views,
          unique_visitors = s.unique_visitors + excluded.unique_visitors, mobile_views = s.mobile_views + excluded.mobile_views,
          tablet_views = s.tablet_views + excluded.tablet_views, desktop_views = s.desktop_views + excluded.desktop_views
      )
      INSERT INTO page_daily_countries AS c (page_id, day, country, views)
      SELECT page_id, ${day}, country, count(*) FROM ins GROUP BY 1, 2, 3
      ON CONFLICT (page_id, day, country) DO UPDATE SET views = c.views + excluded.views`);
  }
  for (let from = 1; from <= scans; from += CHUNK) {
    const to = Math.min(scans, from + CHUNK - 1);
    await execute(`
      WITH t AS (SELECT array_agg(id ORDER BY code) AS ids FROM tags), ins AS (
        INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at)
        SELECT t.ids[1 + ((i::bigint * 2654435761) % 4294967296) % ${TAGS}], md5(i::text), 'BR', 'mobile',
          now() - ((i::bigint * 7919) % ${year}) * interval '1 second'
        FROM generate_series(${from}, ${to}) AS i, t
        RETURNING tag_id, created_at
      )
      INSERT INTO tag_daily_stats AS s (tag_id, day, scans) SELECT tag_id, ${day}, count(*) FROM ins GROUP BY 1, 2
      ON CONFLICT (tag_id, day) DO UPDATE SET scans = s.scans + excluded.scans`);
  }
  await execute(`INSERT INTO daily_stats (day, views, unique_visitors, mobile_views, tablet_views, desktop_views)
    SELECT day, sum(views), sum(unique_visitors), sum(mobile_views), sum(tablet_views), sum(desktop_views)
    FROM page_daily_stats GROUP BY day`);
  await execute(`INSERT INTO daily_stats AS g (day, scans) SELECT day, sum(scans) FROM tag_daily_stats GROUP BY day
    ON CONFLICT (day) DO UPDATE SET scans = excluded.scans`);
  await execute(`INSERT INTO daily_countries (day, country, views)
    SELECT day, country, sum(views) FROM page_daily_countries GROUP BY day, country`);
  for (const table of [
    'users',
    'profiles',
    'pages',
    'tags',
    'tag_events',
    'page_views',
    'tag_scans',
    'page_daily_stats',
    'page_daily_countries',
    'tag_daily_stats',
    'daily_stats',
    'daily_countries',
  ])
    // ANALYZE alone when VACUUM runs into the statement timeout.
    await execute(`VACUUM ANALYZE ${table}`).catch(() => execute(`ANALYZE ${table}`));
}

const analytics: Bench = {
  name: 'analytics',
  // The seed keeps the embedded database busy on this event loop: not an overload to answer 503 to.
  config: { maxEventLoopDelayMs: 0 },
  async run({ app, database, headers, driver }) {
    const execute = (query: string) => database.db.execute(sql.raw(query));
    const views = viewsFor(driver);
    let started = performance.now();
    await seed(execute, views);
    console.log(
      `seeded ${views} views, ${Math.round(views / 10)} scans, ${PAGES} pages in ${ms(performance.now() - started)}`,
    );

    // The busiest page's owner, for the user scope.
    const [owner] = (
      (await database.db.execute(sql`
        SELECT pr.user_id FROM page_daily_stats s JOIN pages p ON p.id = s.page_id JOIN profiles pr ON pr.id = p.profile_id
        GROUP BY pr.user_id ORDER BY sum(s.views) DESC LIMIT 1`)) as unknown as { rows: Array<{ user_id: string }> }
    ).rows;
    await execute(`UPDATE users SET password_hash = (SELECT password_hash FROM users WHERE role = 'ADMIN' LIMIT 1)
      WHERE id = '${owner!.user_id}'`);
    const [user] = (
      (await database.db.execute(sql`SELECT email FROM users WHERE id = ${owner!.user_id}`)) as unknown as {
        rows: Array<{ email: string }>;
      }
    ).rows;
    const { token } = await app.services.auth.login(user!.email, 'bench-password-1');
    const userHeaders = { authorization: `Bearer ${token}` };

    const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const kinds: Record<string, { url: string; headers: Record<string, string> }> = {
      'admin dashboard (30 days)': { url: '/api/admin/analytics/dashboard', headers },
      'admin dashboard (a year by month)': {
        url: `/api/admin/analytics/dashboard?startDate=${yearAgo}&granularity=month`,
        headers,
      },
      'admin insights': { url: '/api/admin/analytics/insights', headers },
      'admin realtime': { url: '/api/admin/analytics/realtime', headers },
      'user dashboard (30 days)': { url: '/api/me/analytics/dashboard', headers: userHeaders },
      'user insights': { url: '/api/me/analytics/insights', headers: userHeaders },
      'user realtime': { url: '/api/me/analytics/realtime', headers: userHeaders },
    };
    const get = async ({ url, headers: h }: { url: string; headers: Record<string, string> }) => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: h });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
      return elapsed;
    };
    for (const kind of Object.values(kinds)) for (let i = 0; i < 3; i += 1) await get(kind); // warm-up

    started = performance.now();
    const byKind = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round += 1)
      for (const [name, kind] of Object.entries(kinds))
        byKind.set(name, [...(byKind.get(name) ?? []), await get(kind)]);
    const rows = [...byKind].map(([kind, times]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { kind, requests: times.length, p50: ms(percentile(sorted, 50)), p95: ms(percentile(sorted, 95)) };
    });
    console.table(rows);
    const p95 = (name: string) => rows.find((r) => r.kind === name)!.p95;
    return {
      views: String(views),
      'dashboard p95': p95('admin dashboard (30 days)'),
      'year dashboard p95': p95('admin dashboard (a year by month)'),
      'insights p95': p95('admin insights'),
      'realtime p95': p95('admin realtime'),
      'user dashboard p95': p95('user dashboard (30 days)'),
    };
  },
};

export default analytics;
