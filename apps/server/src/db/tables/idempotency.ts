import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The answers of writes sent with an `Idempotency-Key` (issue 26, lib/idempotency): one row per account and key,
 * claimed in the write's own transaction (a second request with the key waits for it, then replays the answer).
 * Rows older than IDEMPOTENCY_KEY_DAYS are removed by the daily job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** 'POST /api/tecnico/equipment/:tagId/records': a key answers one route only. */
    route: text('route').notNull(),
    /** SHA-256 of the request (params, body; a multipart's fields and file bytes): a key names one request. */
    requestHash: text('request_hash').notNull(),
    /** The answer, written in the same transaction as the claim (null only inside it). */
    status: integer('status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
