import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accountRowColumns, linkTokenColumns } from '../columns.js';
import { users } from './users.js';

/** Password reset tokens: only the SHA-256 of the token is stored; single use, 1 hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...accountRowColumns(),
    ...linkTokenColumns(),
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
    ...accountRowColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Moved by authenticated requests at most once a minute (modules/auth/sessions.ts), not a write per request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list shows, read once at sign-in; the address itself is never kept. */
    device: text('device', { enum: ['mobile', 'tablet', 'desktop'] })
      .notNull()
      .default('desktop'),
    browser: text('browser'),
    /** ISO country and city of the sign-in address (geoip-lite), null when unknown. */
    country: text('country'),
    city: text('city'),
    /** REQUIRE_ADMIN_2FA: an admin signed in without 2FA; this session opens only the 2FA setup until it is on. */
    twoFactorSetupRequired: boolean('two_factor_setup_required').notNull().default(false),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * TOTP two-factor (RFC 6238) of an account: the secret encrypted (modules/auth/two-factor-secret.ts), pending until
 * a first code confirms it; last_used_step refuses a code's replay within its window.
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The secret being set up (POST /api/me/2fa/setup), replaced by each new setup, moved to `secret` by enable. */
  pendingSecret: text('pending_secret'),
  secret: text('secret'),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
});

/** The ten one-time recovery codes of an account with 2FA on: only a SHA-256 of each is kept. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    ...accountRowColumns(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
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
