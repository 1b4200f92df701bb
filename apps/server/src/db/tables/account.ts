import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { users } from './users.js';

/**
 * An admin's invitation (issue 23): the link that lets a new account choose its password. Only the SHA-256 of the
 * token is stored; 7 days, single use; a resend ends the older links (used_at set).
 */
export const invitationTokens = pgTable(
  'invitation_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitation_tokens_user_idx').on(t.userId)],
);

/**
 * A requested e-mail change: the new address waits here until its confirmation link is opened (24 h, single use;
 * a newer request ends the older links). Only the SHA-256 of the token is stored. The session that asked must still
 * be open at the confirmation (issue 40); a password change or reset and 'Sair de todos os outros dispositivos' end
 * the account's unused links.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    /** The session that asked (null: asked before migration 0027, never confirmed). */
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_change_tokens_user_idx').on(t.userId)],
);
