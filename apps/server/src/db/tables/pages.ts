import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PageSeo, PageTheme } from '@portal/shared';
import { profiles } from './profiles.js';

/** A public page: one per profile, reached at /p/{slug}. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The current slug; every slug the page ever had is also in page_slugs. */
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    /** Search engines may index the page only when its owner says so (a person's emergency card: off by default). */
    allowIndexing: boolean('allow_indexing').notNull().default(false),
    theme: jsonb('theme').$type<Partial<PageTheme>>().notNull().default({}),
    seo: jsonb('seo').$type<Partial<PageSeo>>().notNull().default({}),
    /** Counters, bumped in place by the view recorder (never read-modify-write). */
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    uniqueVisitors: bigint('unique_visitors', { mode: 'number' }).notNull().default(0),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pages_slug_key').on(t.slug),
    uniqueIndex('pages_profile_id_key').on(t.profileId),
    index('pages_created_at_idx').on(t.createdAt, t.id),
    index('pages_active_created_at_idx').on(t.isActive, t.createdAt, t.id),
    index('pages_search_trgm_idx').using('gin', sql`lower(${t.title} || ' ' || ${t.slug}) gin_trgm_ops`),
  ],
);

/**
 * Every slug a page has had, the current one included. The primary key makes a slug belong to one page
 * for as long as that page exists: an old slug keeps redirecting (301) to the page's current slug and
 * cannot be taken by another page; deleting the page frees all of its slugs.
 */
export const pageSlugs = pgTable(
  'page_slugs',
  {
    slug: text('slug').primaryKey(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('page_slugs_page_id_idx').on(t.pageId)],
);

export type PageRow = typeof pages.$inferSelect;
export type NewPageRow = typeof pages.$inferInsert;
