import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
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
      if (since) filters.push(gt(adminMessages.createdAt, since));
      return db
        .select()
        .from(adminMessages)
        .where(and(...filters))
        .orderBy(desc(adminMessages.createdAt))
        .limit(MESSAGES_LIMIT);
    },
    /** One account's own messages (to_user_id), newest first, at most MESSAGES_LIMIT, optionally after `since`. */
    listOwn(toRole: Role, userId: string, since?: Date) {
      const filters: SQL[] = [eq(adminMessages.toUserId, userId), eq(adminMessages.toRole, toRole)];
      if (since) filters.push(gt(adminMessages.createdAt, since));
      return db
        .select()
        .from(adminMessages)
        .where(and(...filters))
        .orderBy(desc(adminMessages.createdAt))
        .limit(MESSAGES_LIMIT);
    },
  };
}
