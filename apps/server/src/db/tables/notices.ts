import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS, NOTICE_STATUS_VALUES, type NoticeKind } from '@portal/shared';

export type { NoticeKind };
export type NoticeStatus = (typeof NOTICE_STATUS_VALUES)[number];

/**
 * The notices' outbox (issue 42, migration 0031): one row per e-mail to send, written in the transaction of the
 * change that causes it; modules/notifications' worker claims, sends and marks it. No foreign key to users: the
 * deletion's confirmation outlives its account (the deletion removes the account's other rows itself).
 */
export const notices = pgTable(
  'notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    channel: text('channel', { enum: ['email'] })
      .notNull()
      .default('email'),
    /** The account it is for, when there is one (its preferences, its deletion). */
    toUserId: uuid('to_user_id'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: NOTICE_STATUS_VALUES }).notNull().default('pending'),
    /** Sends tried (claims): the row fails after NOTICE_MAX_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    /** The current claim: only the worker holding it may mark the row; a lease past its time is claimed again. */
    attemptId: uuid('attempt_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The last failure as the mail server (or the network) said it. */
    lastError: text('last_error'),
    /** clock_timestamp(): one transaction's notices keep the order they were queued in. */
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} IN ('pending', 'sending')`),
    index('notices_status_updated_idx').on(t.status, t.updatedAt),
    index('notices_to_user_idx').on(t.toUserId),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
