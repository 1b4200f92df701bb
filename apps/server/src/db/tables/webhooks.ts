// Issue 45 item 2 (migration 0039): an account's webhook subscriptions and their deliveries (an outbox like notices').
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryEvent, type WebhookEvent } from '@portal/shared';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A subscription: where to POST, which events, and the signing secret sealed under a key derived from the
 * installation's (the 2FA secrets' box: it must sign, so it cannot be a hash). `allTags`: an admin's, for every tag.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull().$type<WebhookEvent[]>(),
    secretBox: text('secret_box').notNull(),
    allTags: boolean('all_tags').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: at('disabled_at'),
    disabledReason: text('disabled_reason'),
    /** The last try that succeeded: a delivery failing all its tries with none since it was queued disables it. */
    lastSuccessAt: at('last_success_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhooks_user_idx').on(t.userId, t.createdAt),
    index('webhooks_all_tags_idx')
      .on(t.allTags)
      .where(sql`${t.allTags} AND ${t.enabled}`),
  ],
);

/**
 * One event for one subscription: the exact body (signed again at each try), claimed by a worker under a lease with
 * an attempt id, retried on the schedule, and the last try's outcome (the delivery log).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id').notNull(),
    event: text('event').notNull().$type<WebhookDeliveryEvent>(),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at')
      .notNull()
      .default(sql`clock_timestamp()`),
    attemptId: uuid('attempt_id'),
    leaseUntil: at('lease_until'),
    lastAttemptAt: at('last_attempt_at'),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    response: text('response'),
    lastError: text('last_error'),
    createdAt: at('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('webhook_deliveries_log_idx').on(t.webhookId, t.createdAt),
    index('webhook_deliveries_status_created_idx').on(t.status, t.createdAt),
  ],
);

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
