import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notices, type NoticeKind, type NoticeRow, type NoticeStatus } from '../../db/tables/notices.js';

export type NewNoticeRow = {
  kind: NoticeKind;
  toUserId: string | null;
  toAddress: string;
  subject: string;
  text: string;
  html: string | null;
};

/** The outbox's SQL (table `notices`). */
export function createNotificationsRepository(db: Database) {
  return {
    async insert(values: NewNoticeRow, tx: Database): Promise<string> {
      const [row] = await tx.insert(notices).values(values).returning({ id: notices.id });
      return row!.id;
    },

    /**
     * Claims up to `limit` due rows for this attempt: pending ones whose time has come, and sending ones whose lease
     * ran out (their worker died between sending and marking). SKIP LOCKED: two workers never claim one row.
     */
    claimDue(attemptId: string, now: Date, leaseUntil: Date, limit: number): Promise<NoticeRow[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: notices.id })
          .from(notices)
          .where(
            or(
              and(eq(notices.status, 'pending'), lte(notices.nextAttemptAt, now)),
              and(eq(notices.status, 'sending'), lt(notices.leaseUntil, now)),
            ),
          )
          .orderBy(notices.nextAttemptAt, notices.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        const claimed = await tx
          .update(notices)
          .set({
            status: 'sending',
            attemptId,
            leaseUntil,
            attempts: sql`${notices.attempts} + 1`,
            updatedAt: now,
          })
          .where(inArray(notices.id, due))
          .returning();
        // RETURNING keeps no order: the oldest first, as they were queued.
        return claimed.sort(
          (a, b) =>
            a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime(),
        );
      });
    },

    /** Only the claim's holder may mark the row (a worker whose lease was taken over marks nothing). */
    async settle(
      id: string,
      attemptId: string,
      values: Pick<Partial<NoticeRow>, 'status' | 'nextAttemptAt' | 'lastError' | 'sentAt'>,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(notices)
        .set({ ...values, leaseUntil: null, updatedAt: now })
        .where(and(eq(notices.id, id), eq(notices.attemptId, attemptId), eq(notices.status, 'sending')))
        .returning({ id: notices.id });
      return rows.length > 0;
    },

    async list(status: NoticeStatus, page: number, limit: number): Promise<{ rows: NoticeRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(notices)
          .where(eq(notices.status, status))
          .orderBy(desc(notices.updatedAt), desc(notices.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(notices).where(eq(notices.status, status)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Due rows left (tests drain until none). */
    async countDue(now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notices)
        .where(
          or(
            and(eq(notices.status, 'pending'), lte(notices.nextAttemptAt, now)),
            and(eq(notices.status, 'sending'), lt(notices.leaseUntil, now)),
          ),
        );
      return row?.n ?? 0;
    },

    /** A deleted account's notices go with it (LGPD: their texts name it), inside the deletion's transaction. */
    async deleteOfUser(userId: string, tx: Database): Promise<void> {
      await tx.delete(notices).where(eq(notices.toUserId, userId));
    },

    /** Sent rows past their keeping time. */
    async deleteSentBefore(before: Date): Promise<void> {
      await db.delete(notices).where(and(eq(notices.status, 'sent'), lt(notices.sentAt, before)));
    },
  };
}
