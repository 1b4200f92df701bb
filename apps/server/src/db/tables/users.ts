import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['ADMIN', 'USER', 'TECHNICIAN'] })
      .notNull()
      .default('USER'),
    isSubscriber: boolean('is_subscriber').notNull().default(false),
    /**
     * Created with an invitation (issue 23) and no password chosen yet: password_hash holds the hash of a random
     * secret nobody knows, so the login fails until the invitation (or a reset) sets one; any password set clears it.
     */
    invitePending: boolean('invite_pending').notNull().default(false),
    /**
     * Bumped whenever every existing session must end (password reset or change); tokens carry the version
     * they were signed with and the auth plugin refuses an older one.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_at_idx').on(t.createdAt),
    index('users_role_created_at_idx').on(t.role, t.createdAt),
    index('users_subscriber_created_at_idx').on(t.isSubscriber, t.createdAt),
    // Substring search over email and name (ILIKE '%term%').
    index('users_search_trgm_idx').using('gin', sql`(${t.email} || ' ' || ${t.name}) gin_trgm_ops`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
