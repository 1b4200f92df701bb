// What the public pages record of their visitors: views, scans and the daily unique-visitor bookkeeping.
import { bigint, date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { pages } from '../pages/schema.js';
import { tags } from '../tags/schema.js';

/** One row per counted view of a public page (for the analytics screens). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** sha256 of (salt of the day, IP, user agent): comparable within one day only. */
    visitorHash: text('visitor_hash').notNull(),
    country: text('country').notNull(),
    device: text('device', { enum: ['mobile', 'tablet', 'desktop'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
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
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
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
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    country: text('country').notNull(),
    device: text('device', { enum: ['mobile', 'tablet', 'desktop'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('tag_scans_tag_created_idx').on(t.tagId, t.createdAt), index('tag_scans_created_idx').on(t.createdAt)],
);
