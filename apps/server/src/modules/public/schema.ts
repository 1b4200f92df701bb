import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tags } from '../tags/schema.js';

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
