// Lost mode's own rows (issue 13): the alerts sent to the owner of a LOST tag.
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tags } from './tags.js';

/**
 * A scan alert sent to the owner of a LOST tag: one per visitor (the analytics' daily-salted hash) per tag per
 * window (SCAN_ALERT_WINDOW_MINUTES), so a finder reloading the page does not cry wolf.
 */
export const scanAlerts = pgTable(
  'scan_alerts',
  {
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    visitorHash: text('visitor_hash').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, precision: 3 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.visitorHash, t.windowStart] }), index('scan_alerts_sent_idx').on(t.sentAt)],
);
