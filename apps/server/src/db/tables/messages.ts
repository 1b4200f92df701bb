// Millisecond precision: clients poll with ?since=<ISO time of the newest message they have>.
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Messages the server writes for a role on system events (a self-registration, ...). */
export const adminMessages = pgTable(
  'admin_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toRole: text('to_role', { enum: ['ADMIN', 'USER', 'TECHNICIAN'] })
      .notNull()
      .default('ADMIN'),
    /** A message for one account only (a technician's reminder digest); null: for everyone with the role. */
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_messages_role_created_idx').on(t.toRole, t.createdAt),
    index('admin_messages_user_created_idx').on(t.toUserId, t.createdAt),
  ],
);
