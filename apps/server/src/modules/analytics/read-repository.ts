import { sql, type SQL } from 'drizzle-orm';
import type { TagStatus } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { asOfEndOf, clientCount, hasNoActivePage, isClientAccount } from '../../lib/client-accounts.js';

/** Whose data a query covers: everything (admin) or one user's pages (their profiles') and tags (assigned to them). */
export type Scope = { kind: 'admin' } | { kind: 'user'; userId: string };

type Row = Record<string, unknown>;
async function rowsOf<T extends Row>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
const num = (value: unknown) => Number(value ?? 0);
const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const scopedPages = (scope: Scope, column: SQL) =>
  scope.kind === 'admin'
    ? sql``
    : sql` AND ${column} IN (SELECT pg.id FROM pages pg JOIN profiles pr ON pr.id = pg.profile_id WHERE pr.user_id = ${scope.userId})`;
const scopedTags = (scope: Scope, column: SQL) =>
  scope.kind === 'admin'
    ? sql``
    : sql` AND ${column} IN (SELECT id FROM tags WHERE assigned_user_id = ${scope.userId})`;

/** The dashboards' reads: rollups for every range query; raw rows only for the last minutes (realtime). */
export function createAnalyticsReadRepository(db: Database, timeZone: string) {
  /** The instant a day of the installation's zone starts (timestamps are compared with >= this). */
  const startOf = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
  /** The instant after a day's end in that zone (timestamps are compared with < this). */
  const endOf = (day: string) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  return {
    /**
     * Clients, assigned tags and active pages as they stood at the end of each of these days; a day that is today
     * (America/Sao_Paulo) or later counts as of now (lib/client-accounts.ts).
     */
    async stocksAt(scope: Scope, days: string[]) {
      return Promise.all(
        days.map(async (day) => {
          const asOf = asOfEndOf(day, timeZone);
          const end = asOf ?? sql`'infinity'::timestamptz`;
          const [row] = await rowsOf<Row>(
            db,
            scope.kind === 'admin'
              ? sql`SELECT
                  ${clientCount(asOf)} AS clients,
                  (SELECT count(*) FROM tags WHERE assigned_user_id IS NOT NULL AND coalesce(assigned_at, created_at) < ${end}) AS tags,
                  (SELECT count(*) FROM pages WHERE is_active AND created_at < ${end}) AS pages`
              : sql`SELECT
                  (SELECT count(*) FROM users WHERE id = ${scope.userId} AND ${isClientAccount(sql`role`)} AND created_at < ${end}) AS clients,
                  (SELECT count(*) FROM tags WHERE assigned_user_id = ${scope.userId} AND coalesce(assigned_at, created_at) < ${end}) AS tags,
                  (SELECT count(*) FROM pages pg JOIN profiles pr ON pr.id = pg.profile_id
                    WHERE pr.user_id = ${scope.userId} AND pg.is_active AND pg.created_at < ${end}) AS pages`,
          );
          return { clients: num(row?.clients), tags: num(row?.tags), pages: num(row?.pages) };
        }),
      );
    },

    /** Views, unique visitors and scans of a range (from the rollups; the admin's from the portal's daily rows). */
    async totals(scope: Scope, from: string, to: string) {
      const [row] = await rowsOf<Row>(
        db,
        scope.kind === 'admin'
          ? sql`SELECT coalesce(sum(views), 0) AS views, coalesce(sum(unique_visitors), 0) AS uniques,
              coalesce(sum(scans), 0) AS scans FROM daily_stats WHERE day BETWEEN ${from} AND ${to}`
          : sql`SELECT
          (SELECT coalesce(sum(views), 0) FROM page_daily_stats WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)}) AS views,
          (SELECT coalesce(sum(unique_visitors), 0) FROM page_daily_stats WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)}) AS uniques,
          (SELECT coalesce(sum(scans), 0) FROM tag_daily_stats WHERE day BETWEEN ${from} AND ${to}${scopedTags(scope, sql`tag_id`)}) AS scans`,
      );
      return { views: num(row?.views), uniqueVisitors: num(row?.uniques), scans: num(row?.scans) };
    },

    /** Views per day of a range (days without views left out). */
    async viewsByDay(scope: Scope, from: string, to: string) {
      const rows = await rowsOf<Row>(
        db,
        scope.kind === 'admin'
          ? sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, views FROM daily_stats WHERE day BETWEEN ${from} AND ${to}`
          : sql`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(views) AS views FROM page_daily_stats
          WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)} GROUP BY day`,
      );
      return rows.map((r) => ({ day: String(r.day), count: num(r.views) }));
    },

    /** New clients (client accounts: the admin's all, a user's their own) per day of a range. */
    async clientsByDay(scope: Scope, from: string, to: string) {
      const day = sql`to_char(created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
      const rows = await rowsOf<Row>(
        db,
        scope.kind === 'admin'
          ? sql`SELECT ${day} AS day, count(*) AS n FROM users
              WHERE ${isClientAccount(sql`role`)} AND created_at >= ${startOf(from)} AND created_at < ${endOf(to)} GROUP BY 1`
          : sql`SELECT ${day} AS day, count(*) AS n FROM users
              WHERE id = ${scope.userId} AND ${isClientAccount(sql`role`)} AND created_at >= ${startOf(from)} AND created_at < ${endOf(to)} GROUP BY 1`,
      );
      return rows.map((r) => ({ day: String(r.day), count: num(r.n) }));
    },

    async tagStatuses(scope: Scope) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT status, count(*) AS n FROM tags WHERE true${scope.kind === 'admin' ? sql`` : sql` AND assigned_user_id = ${scope.userId}`}
          GROUP BY status`,
      );
      return rows.map((r) => ({ status: r.status as TagStatus, count: num(r.n) }));
    },

    async topPages(scope: Scope, from: string, to: string, limit: number) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT p.id, p.title, p.slug, s.views FROM (
            SELECT page_id, sum(views) AS views FROM page_daily_stats
            WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)}
            GROUP BY page_id HAVING sum(views) > 0 ORDER BY sum(views) DESC, page_id LIMIT ${limit}
          ) s JOIN pages p ON p.id = s.page_id ORDER BY s.views DESC, p.id`,
      );
      return rows.map((r) => ({ id: String(r.id), title: String(r.title), slug: String(r.slug), views: num(r.views) }));
    },

    async viewsByCountry(scope: Scope, from: string, to: string, limit: number) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT country, sum(views) AS views FROM ${scope.kind === 'admin' ? sql`daily_countries` : sql`page_daily_countries`}
          WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)}
          GROUP BY country HAVING sum(views) > 0 ORDER BY sum(views) DESC, country LIMIT ${limit}`,
      );
      return rows.map((r) => ({ country: String(r.country), count: num(r.views) }));
    },

    async viewsByDevice(scope: Scope, from: string, to: string) {
      const [row] = await rowsOf<Row>(
        db,
        sql`SELECT coalesce(sum(mobile_views), 0) AS mobile, coalesce(sum(tablet_views), 0) AS tablet,
            coalesce(sum(desktop_views), 0) AS desktop
          FROM ${scope.kind === 'admin' ? sql`daily_stats` : sql`page_daily_stats`}
          WHERE day BETWEEN ${from} AND ${to}${scopedPages(scope, sql`page_id`)}`,
      );
      return (['mobile', 'tablet', 'desktop'] as const)
        .map((device) => ({ device, count: num(row?.[device]) }))
        .filter((d) => d.count > 0)
        .sort((a, b) => b.count - a.count || a.device.localeCompare(b.device));
    },

    // ---- Insights

    /** Per page: views of the 7 days up to today and of the 7 before (pages with any view in those 14 days). */
    async pageWeeks(scope: Scope, today: string) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT p.id, p.title, p.profile_id, s.recent, s.before FROM (
            SELECT page_id,
              sum(views) FILTER (WHERE day > ${today}::date - 7) AS recent,
              sum(views) FILTER (WHERE day <= ${today}::date - 7) AS before
            FROM page_daily_stats
            WHERE day > ${today}::date - 14 AND day <= ${today}::date${scopedPages(scope, sql`page_id`)}
            GROUP BY page_id
          ) s JOIN pages p ON p.id = s.page_id`,
      );
      return rows.map((r) => ({
        id: String(r.id),
        title: String(r.title),
        profileId: String(r.profile_id),
        recent: num(r.recent),
        before: num(r.before),
      }));
    },

    /** Tags marked LOST that were scanned since (when marked: the last event that set LOST, else the last update). */
    async lostTagsScanned(scope: Scope) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT t.id, t.code, l.since, s.scans, s.last FROM tags t
          CROSS JOIN LATERAL (
            SELECT coalesce((SELECT max(e.created_at) FROM tag_events e WHERE e.tag_id = t.id AND e.status = 'LOST'), t.updated_at) AS since
          ) l
          CROSS JOIN LATERAL (
            SELECT count(*) AS scans, max(created_at) AS last FROM tag_scans ts WHERE ts.tag_id = t.id AND ts.created_at > l.since
          ) s
          WHERE t.status = 'LOST' AND s.scans > 0${scope.kind === 'admin' ? sql`` : sql` AND t.assigned_user_id = ${scope.userId}`}
          ORDER BY s.last DESC LIMIT 50`,
      );
      return rows.map((r) => ({
        id: String(r.id),
        code: String(r.code),
        since: iso(r.since),
        scans: num(r.scans),
        last: iso(r.last),
      }));
    },

    /** B2B tags whose next service (tags.next_service, the one truth) is before today. */
    async overdueServices(scope: Scope, today: string) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT id, code, to_char(next_service, 'YYYY-MM-DD') AS next_service FROM tags
          WHERE type = 'B2B' AND next_service < ${today}
          ${scope.kind === 'admin' ? sql`` : sql`AND assigned_user_id = ${scope.userId}`}
          ORDER BY next_service, code LIMIT 50`,
      );
      return rows.map((r) => ({ id: String(r.id), code: String(r.code), nextService: String(r.next_service) }));
    },

    /** Client accounts without an active page on any profile, oldest first, with their primary profile if any. */
    async clientsWithoutActivePage(limit: number) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT u.id, u.name, u.created_at, pr.id AS profile_id, count(*) OVER () AS total FROM users u
          LEFT JOIN profiles pr ON pr.user_id = u.id AND pr.is_primary
          WHERE ${isClientAccount(sql`u.role`)} AND ${hasNoActivePage(sql`u.id`)}
          ORDER BY u.created_at, u.id LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        name: String(r.name),
        profileId: r.profile_id ? String(r.profile_id) : null,
        createdAt: iso(r.created_at),
        total: num(r.total),
      }));
    },

    /** Tags without an owner for more than `days` days (since the last UNASSIGNED event, else since created). */
    async tagsUnassignedSince(cutoff: Date, limit: number) {
      const rows = await rowsOf<Row>(
        db,
        sql`SELECT t.id, t.code, u.since, count(*) OVER () AS total FROM tags t
          CROSS JOIN LATERAL (
            SELECT coalesce((SELECT max(e.created_at) FROM tag_events e WHERE e.tag_id = t.id AND e.action = 'UNASSIGNED'), t.created_at) AS since
          ) u
          WHERE t.assigned_user_id IS NULL AND u.since < ${cutoff.toISOString()}::timestamptz
          ORDER BY u.since, t.id LIMIT ${limit}`,
      );
      return rows.map((r) => ({ id: String(r.id), code: String(r.code), since: iso(r.since), total: num(r.total) }));
    },

    // ---- Real time (raw rows of the last minutes, through their created_at indexes)

    async activeVisitors(scope: Scope, since: Date) {
      const at = since.toISOString();
      const [row] = await rowsOf<Row>(
        db,
        sql`SELECT count(*) AS n FROM (
            SELECT visitor_hash FROM page_views WHERE created_at > ${at}::timestamptz${scopedPages(scope, sql`page_id`)}
            UNION
            SELECT visitor_hash FROM tag_scans WHERE created_at > ${at}::timestamptz${scopedTags(scope, sql`tag_id`)}
          ) v`,
      );
      return num(row?.n);
    },

    async recentViews(scope: Scope, limit: number) {
      const rows = await rowsOf<Row>(
        db,
        scope.kind === 'admin'
          ? sql`SELECT v.page_id, p.title, v.country, v.device, v.created_at FROM (
                SELECT page_id, country, device, created_at, id FROM page_views ORDER BY created_at DESC, id DESC LIMIT ${limit}
              ) v JOIN pages p ON p.id = v.page_id ORDER BY v.created_at DESC, v.id DESC`
          : // Per page through (page_id, created_at): a user's few pages never scan everyone's views.
            sql`SELECT p.id AS page_id, p.title, v.country, v.device, v.created_at FROM pages p
              JOIN profiles pr ON pr.id = p.profile_id AND pr.user_id = ${scope.userId}
              CROSS JOIN LATERAL (
                SELECT country, device, created_at, id FROM page_views WHERE page_id = p.id ORDER BY created_at DESC LIMIT ${limit}
              ) v ORDER BY v.created_at DESC, v.id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        pageId: String(r.page_id),
        pageTitle: String(r.title),
        location: String(r.country),
        device: String(r.device),
        timestamp: iso(r.created_at),
      }));
    },

    async recentScans(scope: Scope, limit: number) {
      const rows = await rowsOf<Row>(
        db,
        scope.kind === 'admin'
          ? sql`SELECT s.tag_id, t.code, s.country, s.created_at FROM (
                SELECT tag_id, country, created_at, id FROM tag_scans ORDER BY created_at DESC, id DESC LIMIT ${limit}
              ) s JOIN tags t ON t.id = s.tag_id ORDER BY s.created_at DESC, s.id DESC`
          : sql`SELECT t.id AS tag_id, t.code, s.country, s.created_at FROM tags t
              CROSS JOIN LATERAL (
                SELECT country, created_at, id FROM tag_scans WHERE tag_id = t.id ORDER BY created_at DESC LIMIT ${limit}
              ) s WHERE t.assigned_user_id = ${scope.userId} ORDER BY s.created_at DESC, s.id DESC LIMIT ${limit}`,
      );
      return rows.map((r) => ({
        tagId: String(r.tag_id),
        tagCode: String(r.code),
        location: String(r.country),
        timestamp: iso(r.created_at),
      }));
    },
  };
}

export type AnalyticsReadRepository = ReturnType<typeof createAnalyticsReadRepository>;
