import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Password reset tokens: only the SHA-256 of the token is stored; single use, 1 hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
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
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Signed-in sessions: the token's `sid`. The database is the truth for every instance: logout sets revoked_at and
 * the token is a 401 everywhere at once (plugins/auth.ts reads the row on each authenticated request).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * The installation's one row: what every instance on this database must share. With DATABASE_URL and no
 * JWT_SECRET the signing key lives here (created once by whichever instance starts first), so a session
 * opened on one instance is valid on all of them. The check keeps it to a single row.
 */
export const installation = pgTable(
  'installation',
  {
    id: smallint('id').primaryKey().default(1),
    jwtSecret: text('jwt_secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('installation_single_row', sql`${t.id} = 1`)],
);

/**
 * Keys that live with the installation, one per purpose (issue 25: `activation-codes`), created once by whichever
 * instance needs one first. Apart from JWT_SECRET on purpose: rotating the session key must not change what was
 * sealed with these (the activation codes printed on cards).
 */
export const installationKeys = pgTable('installation_keys', {
  purpose: text('purpose').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
