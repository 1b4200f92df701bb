// Millisecond precision: clients poll with ?since=<ISO time of the newest message they have>.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages the server writes for a role on system events (a self-registration, ...). */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toRole: text('to_role', { enum: ['ADMIN', 'USER', 'TECHNICIAN'] })
      .notNull()
      .default('ADMIN'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('admin_messages_role_created_idx').on(t.toRole, t.createdAt)],
);
