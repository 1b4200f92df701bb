import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_TEXTS,
  analyticsDashboardSchema,
  analyticsInsightsSchema,
  analyticsRealtimeSchema,
  createClientRequestSchema,
  dayInTimeZone,
  type AnalyticsDashboard,
  type AnalyticsInsights,
  type AnalyticsRealtime,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { addDays, resolveRange } from './range.js';
import { createAnalyticsRepository } from './repository.js';
import { createVisitorIdentifier, type ViewEvent } from './visitors.js';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ publicRateLimit: 0, publicAddressRateLimit: 0 });
  admin = (await t.createUser('ADMIN')).auth;
});
afterAll(async () => t?.close());

const run = async <T = Record<string, unknown>>(query: SQL) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const DAY_MS = 86_400_000;
// The app's day (APP_TIME_ZONE, Brasília in the tests), as the screens, the ranges and the rollups count it.
const today = () => dayInTimeZone();
const daysAgo = (n: number) => addDays(today(), -n);

/** A client (USER account + profile + active page) and its session. */
async function createClient(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}@teste.com`;
  const password = 'senha-segura-123';
  const { user, profile } = await t.app.services.clients.createClient(
    createClientRequestSchema.parse({ email, password, profile: { name } }),
  );
  const { token } = await t.app.services.auth.login(email, password);
  const page = profile!.page!;
  return {
    userId: user.id,
    profileId: profile!.id,
    pageId: page.id,
    slug: page.slug,
    auth: { authorization: `Bearer ${token}` },
  };
}

async function createTag(
  fields: { status?: string; type?: string; owner?: string; nextService?: string; createdAt?: string } = {},
) {
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
  const [row] = await run<{ id: string }>(sql`
    INSERT INTO tags (code, status, type, assigned_user_id, assigned_at, next_service, created_at)
    VALUES (${code}, ${fields.status ?? 'ACTIVE'}, ${fields.type ?? 'B2C'}, ${fields.owner ?? null},
      ${fields.owner ? new Date().toISOString() : null}, ${fields.nextService ?? null},
      ${fields.createdAt ?? new Date().toISOString()})
    RETURNING id`);
  return { id: row!.id, code };
}

/** Sets a page's rollup of a day, and the portal's row of that day to match (what the recorder keeps together). */
async function setDailyViews(pageId: string, day: string, views: number, uniques = views) {
  await run(sql`INSERT INTO page_daily_stats (page_id, day, views, unique_visitors) VALUES (${pageId}, ${day}, ${views}, ${uniques})
    ON CONFLICT (page_id, day) DO UPDATE SET views = excluded.views, unique_visitors = excluded.unique_visitors`);
  await run(sql`INSERT INTO daily_stats (day, views, unique_visitors)
    SELECT day, sum(views), sum(unique_visitors) FROM page_daily_stats WHERE day = ${day} GROUP BY day
    ON CONFLICT (day) DO UPDATE SET views = excluded.views, unique_visitors = excluded.unique_visitors`);
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function visit(path: string, remoteAddress: string, userAgent: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress,
    headers: { 'user-agent': userAgent, ...headers },
  });
  expect(response.statusCode).toBe(200);
  await t.app.services.analytics.flush();
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
async function dashboard(auth: Record<string, string>, query = '', area = 'admin'): Promise<AnalyticsDashboard> {
  const response = await get(`/api/${area}/analytics/dashboard${query}`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return analyticsDashboardSchema.parse(response.json());
}
async function insights(auth: Record<string, string>, area = 'admin'): Promise<AnalyticsInsights> {
  const response = await get(`/api/${area}/analytics/insights`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return analyticsInsightsSchema.parse(response.json());
}
async function realtime(auth: Record<string, string>, area = 'admin'): Promise<AnalyticsRealtime> {
  const response = await get(`/api/${area}/analytics/realtime`, auth);
  expect(response.statusCode, response.body).toBe(200);
  return analyticsRealtimeSchema.parse(response.json());
}

describe('insights start empty', () => {
  it('a portal with no clients, tags or views has no insights', async () => {
    expect(await insights(admin)).toEqual({
      insights: [],
      summary: { totalInsights: 0, highPriority: 0, actionableInsights: 0 },
    });
  });
});

describe('who may read analytics', () => {
  const paths = ['dashboard', 'insights', 'realtime'];

  it('answers 401 without a session on both areas', async () => {
    for (const area of ['admin', 'me'])
      for (const path of paths) expect((await get(`/api/${area}/analytics/${path}`)).statusCode).toBe(401);
  });

  it("answers 403 to a user on the admin's routes and to an admin on a user's", async () => {
    const user = await t.createUser('USER');
    for (const path of paths) {
      expect((await get(`/api/admin/analytics/${path}`, user.auth)).statusCode).toBe(403);
      expect((await get(`/api/me/analytics/${path}`, admin)).statusCode).toBe(403);
    }
  });
});

describe('date ranges', () => {
  const status = async (query: string) => {
    const response = await get(`/api/admin/analytics/dashboard${query}`, admin);
    return { status: response.statusCode, body: response.json<{ message: string; field?: string }>() };
  };

  it('start after end is a 400 saying the start must come first', async () => {
    const { status: code, body } = await status('?startDate=2026-03-10&endDate=2026-03-01');
    expect(code).toBe(400);
    expect(body.message).toBe(ANALYTICS_TEXTS.rangeReversed);
  });

  it('more than 366 days is a 400 naming the limit', async () => {
    const { status: code, body } = await status('?startDate=2025-01-01&endDate=2026-01-02');
    expect(code).toBe(400);
    expect(body.message).toBe(ANALYTICS_TEXTS.rangeTooLong);
    expect((await status('?startDate=2025-01-01&endDate=2026-01-01')).status).toBe(200); // 366 days
  });

  it('a day not in YYYY-MM-DD, or not on the calendar, is a 400 naming the field', async () => {
    for (const [query, field] of [
      ['?startDate=01/03/2026', 'startDate'],
      ['?endDate=2026-02-30', 'endDate'],
      ['?startDate=2026-13-01', 'startDate'],
    ] as const) {
      const { status: code, body } = await status(query);
      expect(code).toBe(400);
      expect(body.message).toBe(ANALYTICS_TEXTS.rangeInvalid);
      expect(body.field).toBe(field);
    }
    expect((await status('?granularity=year')).status).toBe(400);
  });

  it('without dates covers the last 30 days up to today in Brasília', async () => {
    const { range, charts } = await dashboard(admin);
    expect(range).toEqual({ startDate: daysAgo(29), endDate: today(), granularity: 'day' });
    expect(charts.pagesViewsOverTime).toHaveLength(30);
  });

  it("at 22:30 and 00:30 Brasília the default range ends on Brasília's day, not UTC's", () => {
    const at2230 = new Date('2030-03-11T01:30:00Z'); // 10/03 22:30 in Brasília, 11/03 in UTC
    const at0030 = new Date('2030-03-11T03:30:00Z'); // 11/03 00:30 in Brasília
    expect(resolveRange({}, 'America/Sao_Paulo', at2230)).toMatchObject({
      startDate: '2030-02-09',
      endDate: '2030-03-10',
    });
    expect(resolveRange({}, 'America/Sao_Paulo', at0030)).toMatchObject({
      startDate: '2030-02-10',
      endDate: '2030-03-11',
    });
  });
});

describe('dashboard', () => {
  it('computes views growth against the previous period of the same length, null when it had none', async () => {
    const a = await createClient('Crescimento Alfa');
    // 10-day range 2030-01-11..20 with 150 views; the 10 days before had 100.
    await setDailyViews(a.pageId, '2030-01-05', 60);
    await setDailyViews(a.pageId, '2030-01-10', 40);
    await setDailyViews(a.pageId, '2030-01-12', 100, 80);
    await setDailyViews(a.pageId, '2030-01-20', 50, 20);
    const d = await dashboard(admin, '?startDate=2030-01-11&endDate=2030-01-20');
    expect(d.overview.totalViews).toBe(150);
    expect(d.overview.uniqueVisitors).toBe(100);
    expect(d.growth.viewsGrowth).toBe(50);
    expect(d.growth.clientsGrowth).toBe(0); // no new client between the two ends
    const before = await dashboard(admin, '?startDate=2030-01-01&endDate=2030-01-10');
    expect(before.overview.totalViews).toBe(100);
    expect(before.growth.viewsGrowth).toBeNull();
    expect(d.charts.topPages).toEqual([{ id: a.pageId, title: 'Crescimento Alfa', slug: a.slug, views: 150 }]);
  });

  it('lists every bucket of the range, zeros included, by day, week (Monday) and month', async () => {
    const byDay = await dashboard(admin, '?startDate=2030-01-11&endDate=2030-01-20');
    expect(byDay.charts.pagesViewsOverTime).toHaveLength(10);
    expect(byDay.charts.pagesViewsOverTime[1]).toEqual({ date: '2030-01-12', views: 100 });
    expect(byDay.charts.pagesViewsOverTime[2]).toEqual({ date: '2030-01-13', views: 0 });
    const byWeek = await dashboard(admin, '?startDate=2030-01-01&endDate=2030-01-20&granularity=week');
    // 2030-01-01 is a Tuesday: its week starts on Monday 2029-12-31.
    expect(byWeek.charts.pagesViewsOverTime).toEqual([
      { date: '2029-12-31', views: 60 },
      { date: '2030-01-07', views: 140 },
      { date: '2030-01-14', views: 50 },
    ]);
    const byMonth = await dashboard(admin, '?startDate=2029-12-01&endDate=2030-01-31&granularity=month');
    expect(byMonth.charts.pagesViewsOverTime).toEqual([
      { date: '2029-12-01', views: 0 },
      { date: '2030-01-01', views: 250 },
    ]);
  });

  it('counts clients, assigned tags and active pages as of the end date, and new clients per bucket', async () => {
    const before = await dashboard(admin);
    const c = await createClient('Contagem Beta');
    await createTag({ owner: c.userId });
    const after = await dashboard(admin);
    expect(after.overview.totalClients).toBe(before.overview.totalClients + 1);
    expect(after.overview.assignedTags).toBe(before.overview.assignedTags + 1);
    expect(after.overview.activePages).toBe(before.overview.activePages + 1);
    expect(after.charts.clientsOverTime.at(-1)!.count).toBe(before.charts.clientsOverTime.at(-1)!.count + 1);
    const past = await dashboard(admin, '?startDate=2020-01-01&endDate=2020-01-31');
    expect(past.overview).toMatchObject({ totalClients: 0, assignedTags: 0, activePages: 0 });
  });
});

describe('recording views', () => {
  it('counts a browser view in the page, the rollups and page_views, with device, browser and country', async () => {
    const p = await createClient('Visitada Gama');
    const before = (await dashboard(admin)).overview;
    await visit(`/p/${p.slug}`, '200.147.67.142', IPHONE);
    await visit(`/api/page/${p.slug}`, '127.0.0.1', DESKTOP);
    // The portal's daily row moves with the page's.
    const after = (await dashboard(admin)).overview;
    expect([after.totalViews - before.totalViews, after.uniqueVisitors - before.uniqueVisitors]).toEqual([2, 2]);
    const [page] = await run<{ views: number; unique_visitors: number }>(
      sql`SELECT views::int AS views, unique_visitors::int AS unique_visitors FROM pages WHERE id = ${p.pageId}`,
    );
    expect(page).toMatchObject({ views: 2, unique_visitors: 2 });
    const rows = await run<{ country: string; device: string; browser: string }>(
      sql`SELECT country, device, browser FROM page_views WHERE page_id = ${p.pageId} ORDER BY id`,
    );
    expect(rows).toEqual([
      { country: 'BR', device: 'mobile', browser: 'Safari' },
      { country: 'XX', device: 'desktop', browser: 'Chrome' },
    ]);
    const d = await dashboard(p.auth, '', 'me');
    expect(d.overview).toMatchObject({ totalViews: 2, uniqueVisitors: 2 });
    expect(d.charts.geographicData).toEqual([
      { country: 'BR', count: 1, percentage: 50 },
      { country: 'XX', count: 1, percentage: 50 },
    ]);
    expect(d.charts.devices).toEqual([
      { device: 'desktop', count: 1 },
      { device: 'mobile', count: 1 },
    ]);
  });

  it("takes the (trusted) proxy's country header before the address", async () => {
    const p = await createClient('Proxy Delta');
    await visit(`/p/${p.slug}`, '127.0.0.1', DESKTOP, { 'cf-ipcountry': 'PT', 'x-forwarded-for': '200.147.67.142' });
    const [row] = await run<{ country: string }>(sql`SELECT country FROM page_views WHERE page_id = ${p.pageId}`);
    expect(row!.country).toBe('PT');
  });

  it('never counts a bot or link-preview crawler as a view, a unique visitor or a scan: only as a bot hit', async () => {
    const p = await createClient('Robô Épsilon');
    const tag = await createTag({ owner: p.userId });
    await visit(`/p/${p.slug}`, '8.8.8.8', GOOGLEBOT);
    await visit(`/p/${p.slug}`, '8.8.8.8', 'WhatsApp/2.23.20.0 A');
    await visit(`/api/public/tag/${tag.code}`, '8.8.8.8', 'facebookexternalhit/1.1');
    const [page] = await run<{ views: number; unique_visitors: number; last_accessed_at: unknown }>(
      sql`SELECT views::int AS views, unique_visitors::int AS unique_visitors, last_accessed_at FROM pages WHERE id = ${p.pageId}`,
    );
    expect(page).toEqual({ views: 0, unique_visitors: 0, last_accessed_at: null });
    expect(await run(sql`SELECT 1 FROM page_views WHERE page_id = ${p.pageId}`)).toEqual([]);
    expect(await run(sql`SELECT 1 FROM tag_scans WHERE tag_id = ${tag.id}`)).toEqual([]);
    const [stats] = await run<{ views: number; unique_visitors: number; bot_hits: number }>(
      sql`SELECT views, unique_visitors, bot_hits FROM page_daily_stats WHERE page_id = ${p.pageId}`,
    );
    expect(stats).toEqual({ views: 0, unique_visitors: 0, bot_hits: 2 });
    const [scans] = await run<{ scans: number; bot_hits: number }>(
      sql`SELECT scans, bot_hits FROM tag_daily_stats WHERE tag_id = ${tag.id}`,
    );
    expect(scans).toEqual({ scans: 0, bot_hits: 1 });
    const d = await dashboard(p.auth, '', 'me');
    expect(d.overview).toMatchObject({ totalViews: 0, uniqueVisitors: 0, totalScans: 0 });
  });
});

describe('a user sees only their own', () => {
  it("never sees another user's pages, tags, views or scans", async () => {
    const mine = await createClient('Dono Zeta');
    const other = await createClient('Outro Eta');
    const myTag = await createTag({ owner: mine.userId, status: 'LOST' });
    const otherTag = await createTag({ owner: other.userId, status: 'BROKEN' });
    await visit(`/p/${mine.slug}`, '203.0.113.1', IPHONE);
    await visit(`/p/${other.slug}`, '203.0.113.2', IPHONE);
    await visit(`/p/${other.slug}`, '203.0.113.3', IPHONE);
    await visit(`/t/${myTag.code}`, '203.0.113.1', IPHONE);
    await visit(`/t/${otherTag.code}`, '203.0.113.2', IPHONE);
    await setDailyViews(other.pageId, daysAgo(1), 500);

    const d = await dashboard(mine.auth, '', 'me');
    expect(d.overview).toMatchObject({
      totalClients: 1,
      assignedTags: 1,
      activePages: 1,
      totalViews: 2, // the /p visit, and the /t scan that answered the same card (issue 41)
      totalScans: 1,
    });
    expect(d.charts.topPages.map((p) => p.id)).toEqual([mine.pageId]);
    expect(d.charts.tagStatusDistribution).toEqual([{ status: 'LOST', count: 1 }]);

    const r = await realtime(mine.auth, 'me');
    expect(r.recentViews.map((v) => v.pageId)).toEqual([mine.pageId, mine.pageId]);
    expect(r.recentTagScans.map((s) => s.tagCode)).toEqual([myTag.code]);
    expect(r.activeVisitors).toBe(1);

    const i = await insights(mine.auth, 'me');
    expect(JSON.stringify(i)).not.toContain(other.pageId);
    expect(JSON.stringify(i)).not.toContain(otherTag.id);
    expect(i.insights.every((x) => !x.action || x.action.url.startsWith('/user/'))).toBe(true);
  });
});

describe('insights, each from data made for it', () => {
  it('a page whose last 7 days rose or fell by half or more (10+ views) against the 7 before', async () => {
    const up = await createClient('Tendência Alta');
    const down = await createClient('Tendência Baixa');
    const flat = await createClient('Tendência Estável');
    const tiny = await createClient('Tendência Pequena');
    await setDailyViews(up.pageId, daysAgo(2), 30);
    await setDailyViews(up.pageId, daysAgo(9), 10);
    await setDailyViews(down.pageId, daysAgo(10), 40);
    await setDailyViews(down.pageId, daysAgo(3), 12);
    await setDailyViews(flat.pageId, daysAgo(1), 12);
    await setDailyViews(flat.pageId, daysAgo(8), 10);
    await setDailyViews(tiny.pageId, daysAgo(1), 6);
    await setDailyViews(tiny.pageId, daysAgo(8), 1);
    const all = (await insights(admin)).insights;
    const about = (pageId: string) => all.filter((i) => i.id.includes(pageId));
    expect(about(up.pageId)).toMatchObject([
      { type: 'success', actionable: true, action: { url: `/admin/product/edit/${up.profileId}` } },
    ]);
    expect(about(up.pageId)[0]!.description).toContain('+200%');
    expect(about(down.pageId)).toMatchObject([{ type: 'warning', priority: 'medium' }]);
    expect(about(down.pageId)[0]!.description).toContain('-70%');
    expect(about(flat.pageId)).toEqual([]);
    expect(about(tiny.pageId)).toEqual([]);
    const mine = await insights(up.auth, 'me');
    expect(mine.insights.find((i) => i.id.includes(up.pageId))!.action!.url).toBe(`/user/product/edit/${up.pageId}`);
  });

  it('a tag marked LOST that was scanned since, with a link to its edit screen', async () => {
    const lost = await createTag({ status: 'LOST' });
    const quiet = await createTag({ status: 'LOST' });
    const found = await createTag({ status: 'ACTIVE' });
    const markedAt = new Date(Date.now() - 3 * DAY_MS).toISOString();
    for (const tag of [lost, quiet, found])
      await run(sql`INSERT INTO tag_events (tag_id, action, status, previous_status, created_at)
        VALUES (${tag.id}, 'STATUS_CHANGED', 'LOST', 'ACTIVE', ${markedAt})`);
    const scan = (tagId: string, at: Date) =>
      run(sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at)
        VALUES (${tagId}, 'h', 'BR', 'mobile', ${at.toISOString()})`);
    await scan(lost.id, new Date(Date.now() - DAY_MS));
    await scan(quiet.id, new Date(Date.now() - 5 * DAY_MS)); // before it was marked lost
    await scan(found.id, new Date(Date.now() - DAY_MS)); // scanned, but no longer LOST
    const all = (await insights(admin)).insights;
    const made = [lost, quiet, found].map((tag) => `lost-scanned-${tag.id}`);
    expect(all.filter((i) => made.includes(i.id))).toMatchObject([
      {
        id: `lost-scanned-${lost.id}`,
        type: 'warning',
        priority: 'high',
        action: { url: `/admin/tags/edit/${lost.id}` },
      },
    ]);
  });

  it('a B2B tag whose nextService has passed; not one still due or a B2C tag', async () => {
    const due = await createTag({ type: 'B2B', nextService: '2024-01-10' });
    const later = await createTag({ type: 'B2B', nextService: '2999-01-01' });
    const b2c = await createTag({ type: 'B2C', nextService: '2024-01-10' });
    const ids = (await insights(admin)).insights.map((i) => i.id);
    expect(ids).toContain(`service-due-${due.id}`);
    expect(ids).not.toContain(`service-due-${later.id}`);
    expect(ids).not.toContain(`service-due-${b2c.id}`);
  });

  it('clients without an active page, and tags without an owner for more than 30 days (admin only)', async () => {
    // Every client so far has an active page, and every tag an owner or less than 30 days unassigned... except the
    // tags above (created now) and the test users without a profile: start from what is there.
    const ids = () => insights(admin).then((r) => r.insights.map((i) => i.id));
    await run(sql`DELETE FROM users WHERE role = 'USER' AND id NOT IN (SELECT user_id FROM profiles)`);
    expect(await ids()).not.toContain('clients-without-page');
    expect(await ids()).not.toContain('tags-unassigned');

    const hidden = await createClient('Sem Página Teta');
    await run(sql`UPDATE pages SET is_active = false WHERE id = ${hidden.pageId}`);
    const old = await createTag({ createdAt: new Date(Date.now() - 40 * DAY_MS).toISOString() });
    const all = (await insights(admin)).insights;
    expect(all.find((i) => i.id === 'clients-without-page')).toMatchObject({
      title: 'Cliente sem página ativa: Sem Página Teta',
      action: { url: `/admin/product/edit/${hidden.profileId}` },
    });
    expect(all.find((i) => i.id === 'tags-unassigned')).toMatchObject({
      action: { url: `/admin/tags/edit/${old.id}` },
    });
    const mine = await insights(hidden.auth, 'me');
    expect(mine.insights.map((i) => i.id)).not.toContain('clients-without-page');
  });

  it('sorts by priority, then newest first, and sums up', async () => {
    const { insights: list, summary } = await insights(admin);
    const rank = { high: 0, medium: 1, low: 2 };
    for (let i = 1; i < list.length; i += 1) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(rank[a.priority] < rank[b.priority] || (a.priority === b.priority && a.createdAt >= b.createdAt)).toBe(
        true,
      );
    }
    expect(summary.totalInsights).toBe(list.length);
    expect(summary.highPriority).toBe(list.filter((i) => i.priority === 'high').length);
    expect(summary.actionableInsights).toBe(list.filter((i) => i.actionable).length);
  });
});

describe('real time', () => {
  it('counts distinct visitors of the last 5 minutes and lists the latest views and scans', async () => {
    const p = await createClient('Agora Iota');
    const tag = await createTag({ owner: p.userId });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await run(sql`INSERT INTO page_views (page_id, visitor_hash, country, device, created_at)
      VALUES (${p.pageId}, 'old-visitor', 'AR', 'desktop', ${tenMinutesAgo})`);
    const before = (await realtime(p.auth, 'me')).activeVisitors;
    await visit(`/p/${p.slug}`, '200.147.67.142', IPHONE);
    await visit(`/p/${p.slug}`, '200.147.67.142', IPHONE); // the same visitor
    await visit(`/p/${p.slug}`, '8.8.8.8', DESKTOP);
    await visit(`/t/${tag.code}`, '8.8.8.8', DESKTOP); // the same visitor on a tag
    const r = await realtime(p.auth, 'me');
    expect(before).toBe(0);
    expect(r.activeVisitors).toBe(2);
    // The tag opens the person's card (issue 41): its scan is also the latest view of their page.
    expect(r.recentViews.slice(0, 4)).toMatchObject([
      { pageId: p.pageId, pageTitle: 'Agora Iota', location: 'US', device: 'desktop' },
      { pageId: p.pageId, location: 'US', device: 'desktop' },
      { location: 'BR', device: 'mobile' },
      { location: 'BR', device: 'mobile' },
    ]);
    expect(r.recentViews.at(-1)).toMatchObject({ location: 'AR', timestamp: tenMinutesAgo });
    expect(r.recentTagScans).toMatchObject([{ tagId: tag.id, tagCode: tag.code, location: 'US' }]);
    const all = await realtime(admin);
    expect(all.recentViews.length).toBeLessThanOrEqual(10);
    expect(all.recentViews[0]!.pageId).toBe(p.pageId);
    expect(all.activeVisitors).toBeGreaterThanOrEqual(2);
  });

  it("reports this server's health: uptime, mean response time and 5xx rate of its recent answers", async () => {
    const { systemHealth } = await realtime(admin);
    expect(systemHealth.uptime).toBeGreaterThan(0);
    expect(systemHealth.responseTime).toBeGreaterThan(0);
    expect(systemHealth.errorRate).toBe(0);
    expect(systemHealth.status).toBe('healthy');
  });
});

describe('country headers only from a proxy TRUST_PROXY trusts (fault 4)', () => {
  it("a client's own cf-ipcountry: KP is not believed (the address decides); the same header through a trusted proxy is", async () => {
    const tag = await createTag();
    const countries = async () =>
      (await run<{ country: string }>(sql`SELECT country FROM tag_scans WHERE tag_id = ${tag.id} ORDER BY id`)).map(
        (row) => row.country,
      );
    // A client on the internet (the default TRUST_PROXY trusts a proxy on this machine only).
    await visit(`/t/${tag.code}`, '200.147.67.142', IPHONE, { 'cf-ipcountry': 'KP' });
    await visit(`/t/${tag.code}`, '8.8.8.8', IPHONE, { 'x-country-code': 'KP', 'cloudfront-viewer-country': 'KP' });
    expect(await countries()).toEqual(['BR', 'US']);
    // The proxy on this machine (loopback, trusted) forwards the visitor's country.
    await visit(`/t/${tag.code}`, '127.0.0.1', DESKTOP, { 'cf-ipcountry': 'PT', 'x-forwarded-for': '200.147.67.142' });
    expect(await countries()).toEqual(['BR', 'US', 'PT']);
  });
});

describe('the counts follow their page and tag (issue 27: no foreign keys, one lock per batch)', () => {
  const countsOf = async (pageId: string, tagId: string) => ({
    pageViews: (await run(sql`SELECT 1 FROM page_views WHERE page_id = ${pageId}`)).length,
    visitors: (await run(sql`SELECT 1 FROM page_daily_visitors WHERE page_id = ${pageId}`)).length,
    pageDays: (await run(sql`SELECT 1 FROM page_daily_stats WHERE page_id = ${pageId}`)).length,
    countries: (await run(sql`SELECT 1 FROM page_daily_countries WHERE page_id = ${pageId}`)).length,
    tagScans: (await run(sql`SELECT 1 FROM tag_scans WHERE tag_id = ${tagId}`)).length,
    tagDays: (await run(sql`SELECT 1 FROM tag_daily_stats WHERE tag_id = ${tagId}`)).length,
  });
  const NO_COUNTS = { pageViews: 0, visitors: 0, pageDays: 0, countries: 0, tagScans: 0, tagDays: 0 };
  const viewOf = (targetId: string): ViewEvent => ({
    targetId,
    at: new Date(),
    visitor: { hash: 'h'.repeat(32), day: today(), country: 'BR', device: 'mobile', browser: null, bot: false },
  });

  it("a deleted page or tag takes its raw views, scans and daily counts with it (the cascade's triggers)", async () => {
    const p = await createClient('Cascata Zeta');
    const tag = await createTag({ owner: p.userId });
    await visit(`/p/${p.slug}`, '200.147.67.142', IPHONE);
    await visit(`/t/${tag.code}`, '200.147.67.142', IPHONE);
    expect(await countsOf(p.pageId, tag.id)).toEqual({
      pageViews: 2, // the /p visit and the /t scan of the same card (issue 41)
      visitors: 1,
      pageDays: 1,
      countries: 1,
      tagScans: 1,
      tagDays: 1,
    });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/pages/${p.pageId}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/tags/${tag.id}`, headers: admin })).statusCode,
    ).toBe(204);
    expect(await countsOf(p.pageId, tag.id)).toEqual(NO_COUNTS);
  });

  it('a batch leaves out a page deleted before it; a page or tag deleted during a batch waits for it, then takes its rows', async () => {
    const kept = await createClient('Lote Mantido');
    const gone = await createClient('Lote Apagado');
    await run(sql`DELETE FROM pages WHERE id = ${gone.pageId}`);
    const repository = createAnalyticsRepository(t.database.db);
    await repository.writePageViews([viewOf(gone.pageId), viewOf(kept.pageId)]);
    expect((await countsOf(gone.pageId, randomUUID())).pageViews).toBe(0);
    expect((await countsOf(kept.pageId, randomUUID())).pageViews).toBe(1);

    // The page and a tag are deleted while batches that count them are open: each deletion waits for its batch's
    // lock (PostgreSQL; the embedded database runs one statement at a time) and its trigger then finds the rows.
    const tag = await createTag({ owner: kept.userId });
    let deletions: Promise<unknown> | undefined;
    await t.database.db.transaction(async (tx) => {
      const open = createAnalyticsRepository(tx);
      await open.writePageViews([viewOf(kept.pageId)]);
      await open.writeTagScans([viewOf(tag.id)]);
      deletions = Promise.all([
        run(sql`DELETE FROM pages WHERE id = ${kept.pageId}`),
        run(sql`DELETE FROM tags WHERE id = ${tag.id}`),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await deletions;
    expect(await countsOf(kept.pageId, tag.id)).toEqual(NO_COUNTS);
  });
});

describe("one day for everyone (issue 43): views and clients are counted in Brasília's day", () => {
  const BRT_2230 = new Date('2020-05-21T01:30:00Z'); // 20/05 22:30 in Brasília
  const BRT_0030 = new Date('2020-05-21T03:30:00Z'); // 21/05 00:30 in Brasília

  it('a view at 22:30 Brasília counts on that day and one at 00:30 on the next, in the chart, the totals and the ranges', async () => {
    const p = await createClient('Fuso Horario');
    const repository = createAnalyticsRepository(t.database.db);
    // The salts of 2020 are made; today's (the other tests') are not forgotten by this old clock.
    const salts = { saltOfDay: repository.saltOfDay, forgetDaysBefore: async () => {} };
    for (const at of [BRT_2230, BRT_0030]) {
      const visitors = createVisitorIdentifier(salts, 'America/Sao_Paulo', () => at);
      const visitor = await visitors.identify({ ip: '200.147.67.142', headers: { 'user-agent': IPHONE } });
      await repository.writePageViews([{ targetId: p.pageId, at, visitor }]);
    }
    const late = await dashboard(p.auth, '?startDate=2020-05-20&endDate=2020-05-20', 'me');
    expect(late.overview.totalViews).toBe(1);
    expect(late.charts.pagesViewsOverTime).toEqual([{ date: '2020-05-20', views: 1 }]);
    const early = await dashboard(p.auth, '?startDate=2020-05-21&endDate=2020-05-21', 'me');
    expect(early.overview.totalViews).toBe(1);
    expect(early.charts.pagesViewsOverTime).toEqual([{ date: '2020-05-21', views: 1 }]);
  });

  it('a client created at 22:30 Brasília is a client of that day in the chart and the stock', async () => {
    const c = await createClient('Cliente Tardio');
    await run(sql`UPDATE users SET created_at = ${BRT_2230.toISOString()} WHERE id = ${c.userId}`);
    const d = await dashboard(admin, '?startDate=2020-05-20&endDate=2020-05-20');
    expect(d.charts.clientsOverTime).toEqual([{ date: '2020-05-20', count: 1 }]);
    const dayBefore = await dashboard(admin, '?startDate=2020-05-19&endDate=2020-05-19');
    expect(dayBefore.charts.clientsOverTime).toEqual([{ date: '2020-05-19', count: 0 }]);
    // The stock at the end of 20/05 (Brasília) counts them; at the end of 19/05 it does not.
    expect(d.overview.totalClients - dayBefore.overview.totalClients).toBe(1);
    await run(sql`UPDATE users SET created_at = now() WHERE id = ${c.userId}`);
  });
});
