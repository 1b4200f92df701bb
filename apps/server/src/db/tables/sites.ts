import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A client's site (issue 44, migration 0035): a building its equipment tags are placed in (tags.site_id, with the
 * place inside it in tags.place). The client is the account that owns the site, as a tag's owner is an account; the
 * account's deletion takes its sites (and their tags lose their site: tags.site_id is set null).
 */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** The building owner's CNPJ, 14 characters unformatted (checked by isValidCnpj); null when not given. */
    cnpj: text('cnpj'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's list by name, all clients or one (?userId=), and the site pickers of a tag's owner.
    index('sites_name_idx').on(t.name, t.id),
    index('sites_user_name_idx').on(t.userId, t.name, t.id),
    // ?search= over the name (ILIKE '%term%').
    index('sites_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export type SiteRow = typeof sites.$inferSelect;
