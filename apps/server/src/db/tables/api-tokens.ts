import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An account's API tokens (issue 45): only the SHA-256 of the secret (`ptk_...`) is stored. plugins/auth.ts reads the
 * row on every token request, so a revoke or an expiry is a 401 on every instance at once (no cache).
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `tags:read`, `admin:write`, ...: API_TOKEN_SCOPES (shared api-tokens.ts). */
    scopes: text('scopes').array().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Moved at most once a minute per token (modules/api-tokens/service.ts), not a write per request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('api_tokens_user_idx').on(t.userId, t.createdAt)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;
