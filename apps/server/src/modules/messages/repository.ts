import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { adminMessages } from './schema.js';

export const MESSAGES_LIMIT = 100;

export function createMessagesRepository(db: Database) {
  return {
    async insert(values: { toRole: Role; title: string; body: string }) {
      const [row] = await db.insert(adminMessages).values(values).returning();
      return row!;
    },
    /** Newest first, at most MESSAGES_LIMIT, optionally only those after `since`. */
    list(toRole: Role, since?: Date) {
      const filters: SQL[] = [eq(adminMessages.toRole, toRole)];
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
