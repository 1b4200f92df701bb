import { and, asc, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { adminMessages } from '../../db/tables/messages.js';

export const MESSAGES_LIMIT = 100;

export type NewMessage = {
  toRole: Role;
  toUserId?: string | null;
  title: string;
  body: string;
  /** When it happened; now by default (the demo's system notices carry their own times). */
  createdAt?: Date;
};

export function createMessagesRepository(db: Database) {
  /** The messages matching every filter (and after `since`), newest first, at most MESSAGES_LIMIT. */
  const newest = (filters: SQL[], since?: Date) =>
    db
      .select()
      .from(adminMessages)
      .where(and(...filters, ...(since ? [gt(adminMessages.createdAt, since)] : [])))
      .orderBy(desc(adminMessages.createdAt))
      .limit(MESSAGES_LIMIT);

  return {
    async insert(values: NewMessage, tx: Database = db) {
      const [row] = await tx.insert(adminMessages).values(values).returning();
      return row!;
    },
    /**
     * Newest first, at most MESSAGES_LIMIT, optionally only those after `since`: the role's messages for everyone
     * and, with a user id, that account's own (a message for one account is never shown to another).
     */
    list(toRole: Role, since?: Date, userId?: string) {
      const filters: SQL[] = [eq(adminMessages.toRole, toRole)];
      const audience = userId
        ? or(isNull(adminMessages.toUserId), eq(adminMessages.toUserId, userId))
        : isNull(adminMessages.toUserId);
      if (audience) filters.push(audience);
      return newest(filters, since);
    },
    /** One account's own messages (to_user_id), newest first, at most MESSAGES_LIMIT, optionally after `since`. */
    listOwn(toRole: Role, userId: string, since?: Date) {
      return newest([eq(adminMessages.toUserId, userId), eq(adminMessages.toRole, toRole)], since);
    },

    /** Every message addressed to this account alone, oldest first (the account's export). */
    allAddressedTo(userId: string) {
      return db
        .select()
        .from(adminMessages)
        .where(eq(adminMessages.toUserId, userId))
        .orderBy(asc(adminMessages.createdAt));
    },

    /** A deleted person: each term (e-mail, names) in the role-wide messages becomes `replacement`. */
    async replaceInTexts(terms: string[], replacement: string, tx: Database): Promise<void> {
      for (const term of terms) {
        await tx
          .update(adminMessages)
          .set({
            title: sql`replace(${adminMessages.title}, ${term}, ${replacement})`,
            body: sql`replace(${adminMessages.body}, ${term}, ${replacement})`,
          })
          .where(or(sql`strpos(${adminMessages.title}, ${term}) > 0`, sql`strpos(${adminMessages.body}, ${term}) > 0`));
      }
    },
  };
}
