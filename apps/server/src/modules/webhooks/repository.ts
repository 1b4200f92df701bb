import { and, count, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { WebhookDeliveryEvent, WebhookEvent } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';
import { webhookDeliveries, webhooks, type WebhookDeliveryRow, type WebhookRow } from '../../db/tables/webhooks.js';

export type NewDelivery = { webhookId: string; eventId: string; event: WebhookDeliveryEvent; body: string };
type DeliveryOutcome = Pick<
  Partial<WebhookDeliveryRow>,
  'status' | 'nextAttemptAt' | 'lastError' | 'statusCode' | 'durationMs' | 'response' | 'lastAttemptAt'
>;

/** The webhooks' SQL (tables `webhooks`, `webhook_deliveries`); tags and users are only read. */
export function createWebhooksRepository(db: Database) {
  return {
    async insert(values: typeof webhooks.$inferInsert): Promise<WebhookRow> {
      const [row] = await db.insert(webhooks).values(values).returning();
      return row!;
    },

    listOf: (userId: string) =>
      db.select().from(webhooks).where(eq(webhooks.userId, userId)).orderBy(desc(webhooks.createdAt)),

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(webhooks).where(eq(webhooks.userId, userId));
      return row?.n ?? 0;
    },

    async findOwned(id: string, userId: string): Promise<WebhookRow | undefined> {
      const [row] = await db
        .select()
        .from(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)));
      return row;
    },

    async remove(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(webhooks)
        .where(and(eq(webhooks.id, id), eq(webhooks.userId, userId)))
        .returning({ id: webhooks.id });
      return rows.length > 0;
    },

    byIds: (ids: string[]) => (ids.length ? db.select().from(webhooks).where(inArray(webhooks.id, ids)) : []),

    /** A tag's code and owner (the events that name only the tag). */
    async tagRef(tagId: string, tx: Database = db) {
      const [row] = await tx
        .select({ code: tags.code, ownerId: tags.assignedUserId, profileId: tags.profileId })
        .from(tags)
        .where(eq(tags.id, tagId));
      return row;
    },

    /**
     * The enabled subscriptions to `event` that reach an owner's resource: the owner's own, and an admin's covering
     * every tag (an account no longer admin no longer gets them).
     */
    async subscribers(event: WebhookEvent, ownerId: string | null, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ id: webhooks.id })
        .from(webhooks)
        .innerJoin(users, eq(users.id, webhooks.userId))
        .where(
          and(
            eq(webhooks.enabled, true),
            sql`${event} = ANY(${webhooks.events})`,
            or(
              ownerId ? eq(webhooks.userId, ownerId) : sql`false`,
              and(eq(webhooks.allTags, true), eq(users.role, 'ADMIN')),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** The events at least one enabled subscription asks for (a handful of rows: the table is small). */
    async subscribedEvents(tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .selectDistinct({ event: sql<string>`unnest(${webhooks.events})` })
        .from(webhooks)
        .where(eq(webhooks.enabled, true));
      return new Set(rows.map((row) => row.event));
    },

    async insertDeliveries(rows: NewDelivery[], tx: Database = db): Promise<void> {
      if (rows.length) await tx.insert(webhookDeliveries).values(rows);
    },

    /** A delivery sent at once ('Enviar teste'): written already claimed by this attempt. */
    async insertClaimed(row: NewDelivery, attemptId: string, leaseUntil: Date): Promise<WebhookDeliveryRow> {
      const [inserted] = await db
        .insert(webhookDeliveries)
        .values({ ...row, status: 'sending', attempts: 1, attemptId, leaseUntil })
        .returning();
      return inserted!;
    },

    /** As the notices' claimDue: due pending rows and sending rows whose lease ran out, SKIP LOCKED. */
    claimDue(attemptId: string, now: Date, leaseUntil: Date, limit: number): Promise<WebhookDeliveryRow[]> {
      return db.transaction(async (tx) => {
        const due = tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(
            or(
              and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)),
              and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.leaseUntil, now)),
            ),
          )
          .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        return tx
          .update(webhookDeliveries)
          .set({ status: 'sending', attemptId, leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
          .where(inArray(webhookDeliveries.id, due))
          .returning();
      });
    },

    /** Only the claim's holder may mark the row. */
    async settle(id: string, attemptId: string, values: DeliveryOutcome): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ ...values, leaseUntil: null })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.attemptId, attemptId),
            eq(webhookDeliveries.status, 'sending'),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    async noteSuccess(webhookId: string, at: Date): Promise<void> {
      await db.update(webhooks).set({ lastSuccessAt: at }).where(eq(webhooks.id, webhookId));
    },

    /** Disables a subscription (once: false when it already was) and fails its deliveries still waiting. */
    disable(webhookId: string, reason: string, at: Date, tx?: Database): Promise<boolean> {
      const run = async (inner: Database) => {
        const rows = await inner
          .update(webhooks)
          .set({ enabled: false, disabledAt: at, disabledReason: reason })
          .where(and(eq(webhooks.id, webhookId), eq(webhooks.enabled, true)))
          .returning({ id: webhooks.id });
        if (!rows.length) return false;
        await inner
          .update(webhookDeliveries)
          .set({ status: 'failed', lastError: 'Webhook desativado' })
          .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.status, 'pending')));
        return true;
      };
      return tx ? run(tx) : db.transaction(run);
    },

    async findDelivery(id: string): Promise<WebhookDeliveryRow | undefined> {
      const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    async deliveriesOf(webhookId: string, page: number, limit: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.webhookId, webhookId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, webhookId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Finished rows (delivered or failed) past their keeping time. */
    async deleteFinishedBefore(before: Date): Promise<void> {
      await db
        .delete(webhookDeliveries)
        .where(
          and(inArray(webhookDeliveries.status, ['delivered', 'failed']), lt(webhookDeliveries.createdAt, before)),
        );
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
