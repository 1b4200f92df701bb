// What the public pages record of their visitors: views, scans and the daily unique-visitor bookkeeping.
// page_id and tag_id are no foreign keys (migration 0024, issue 27): the batch writer keeps only rows of pages and
// tags that exist, locking each once, and triggers on pages and tags delete a deleted one's rows (the cascade).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const DEVICES = ['mobile', 'tablet', 'desktop'] as const;

/** Who visited, from where, with what, when: the columns a page view and a tag scan share (fresh builders per table). */
const visitColumns = () => ({
  /** sha256 of (salt of the day, IP, user agent): comparable within one day only. */
  visitorHash: text('visitor_hash').notNull(),
  country: text('country').notNull(),
  device: text('device', { enum: DEVICES }).notNull(),
  /** Browser family from the user agent (Chrome, Safari, ...); null when unknown. */
  browser: text('browser'),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** One row per counted view of a public page (for the analytics screens). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageId: uuid('page_id').notNull(),
    ...visitColumns(),
  },
  (t) => [
    index('page_views_page_created_idx').on(t.pageId, t.createdAt),
    index('page_views_created_idx').on(t.createdAt),
  ],
);

/** The visitors of a page on one day: the insert that succeeds is what bumps unique_visitors. */
export const pageDailyVisitors = pgTable(
  'page_daily_visitors',
  {
    pageId: uuid('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.day, t.visitorHash] }), index('page_daily_visitors_day_idx').on(t.day)],
);

/** The random salt of each day for visitor hashes; dropped after two days so old hashes cannot be linked. */
export const visitorSalts = pgTable('visitor_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/** One row per scan of a public tag page /t/{code} (for the analytics screens). */
export const tagScans = pgTable(
  'tag_scans',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tagId: uuid('tag_id').notNull(),
    ...visitColumns(),
  },
  (t) => [index('tag_scans_tag_created_idx').on(t.tagId, t.createdAt), index('tag_scans_created_idx').on(t.createdAt)],
);

// ---- Daily rollups (days of rollupTimeZone's zone: APP_TIME_ZONE's once the server has started), upserted by the batch writer in the same statement as the raw rows: the dashboards
// read these, never the raw rows. Bots and link-preview crawlers only bump bot_hits.
const counter = (name: string) => integer(name).notNull().default(0);

/** A day's counted views, unique visitors, bot hits and views by device class: a page's and the portal's. */
const viewCounters = () => ({
  views: counter('views'),
  uniqueVisitors: counter('unique_visitors'),
  botHits: counter('bot_hits'),
  mobileViews: counter('mobile_views'),
  tabletViews: counter('tablet_views'),
  desktopViews: counter('desktop_views'),
});

/**
 * Per page and day: counted views (also by device class: a fixed set, so columns rather than rows of their own),
 * unique visitors (the day's new hashes) and bot hits (never counted as views).
 */
export const pageDailyStats = pgTable(
  'page_daily_stats',
  {
    pageId: uuid('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...viewCounters(),
  },
  // (day) serves the admin's range sums over every page; the key serves one page's (the user's) range.
  (t) => [primaryKey({ columns: [t.pageId, t.day] }), index('page_daily_stats_day_idx').on(t.day, t.pageId)],
);

/** Per page, day and country (ISO code, 'XX' unknown): counted views. */
export const pageDailyCountries = pgTable(
  'page_daily_countries',
  {
    pageId: uuid('page_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    views: counter('views'),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.day, t.country] }),
    index('page_daily_countries_day_idx').on(t.day, t.country),
  ],
);

/** Per tag and day: counted scans and bot hits. */
export const tagDailyStats = pgTable(
  'tag_daily_stats',
  {
    tagId: uuid('tag_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    scans: counter('scans'),
    botHits: counter('bot_hits'),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.day] }), index('tag_daily_stats_day_idx').on(t.day, t.tagId)],
);

/**
 * The whole portal per day (the sums of the per-page and per-tag rows, kept by the same statements): the admin's
 * dashboard reads a row a day instead of a row per page and day.
 */
export const dailyStats = pgTable('daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  ...viewCounters(),
  scans: counter('scans'),
  scanBotHits: counter('scan_bot_hits'),
});

/** The whole portal per day and country: counted views. */
export const dailyCountries = pgTable(
  'daily_countries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    views: counter('views'),
  },
  (t) => [primaryKey({ columns: [t.day, t.country] })],
);

/**
 * The one zone whose calendar days the rollups above are keyed by. Migration 0026 writes 'UTC' (what every row before
 * it counted in); at start the server moves the rows to APP_TIME_ZONE's days (analytics/rollup-days.ts) and says so here.
 */
export const rollupTimeZone = pgTable(
  'rollup_time_zone',
  {
    id: smallint('id').primaryKey().default(1),
    timeZone: text('time_zone').notNull(),
  },
  (t) => [check('rollup_time_zone_single_row', sql`${t.id} = 1`)],
);
