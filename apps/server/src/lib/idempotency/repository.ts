import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { idempotencyKeys } from '../../db/tables/idempotency.js';

export type KeyRef = { userId: string; key: string };
export type KeyClaim = KeyRef & { route: string; requestHash: string };

/** The SQL of idempotency_keys. */
export function createIdempotencyRepository(db: Database) {
  const byKey = (ref: KeyRef) => and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));
  return {
    async find(ref: KeyRef, tx: Database = db) {
      const [row] = await tx.select().from(idempotencyKeys).where(byKey(ref));
      return row;
    },

    /**
     * Inserts the key's row, or nothing when it exists. On PostgreSQL a second transaction inserting the same key
     * waits here until the first ends: committed, it inserts nothing (and reads the first's answer); rolled back,
     * it claims the key itself.
     */
    async claim(claim: KeyClaim, tx: Database): Promise<boolean> {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values(claim)
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return inserted.length > 0;
    },

    async saveAnswer(ref: KeyRef, answer: { status: number; body: unknown }, tx: Database): Promise<void> {
      await tx.update(idempotencyKeys).set({ status: answer.status, responseBody: answer.body }).where(byKey(ref));
    },

    /** Removes the rows created before `before`; answers how many. */
    async deleteOlderThan(before: Date): Promise<number> {
      const deleted = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.createdAt, before))
        .returning({ key: idempotencyKeys.key });
      return deleted.length;
    },
  };
}
