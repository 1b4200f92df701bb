import { text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './tables/users.js';

/** A row of an account's: its id, and the account, which takes the row with it when deleted. */
export const accountRowColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/**
 * An e-mailed single-use link (a password reset, an invitation, an e-mail change): only the SHA-256 of its token is
 * stored; it ends at expires_at or once used.
 */
export const linkTokenColumns = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
