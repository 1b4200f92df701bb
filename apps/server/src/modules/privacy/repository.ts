import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accessLog, type AccessLogRow, type NewAccessLogRow } from '../../db/tables/privacy.js';

/** The access log's SQL (the privacy module's own table). */
export function createAccessLogRepository(db: Database) {
  return {
    async insert(rows: NewAccessLogRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(accessLog).values(rows);
    },

    /** One owner's rows, newest first. */
    async pageOfOwner(
      ownerUserId: string,
      query: { page: number; limit: number },
    ): Promise<{ rows: AccessLogRow[]; total: number }> {
      const where = eq(accessLog.ownerUserId, ownerUserId);
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(accessLog)
          .where(where)
          .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(accessLog).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Every row of one owner, oldest first (the export). */
    allOfOwner: (ownerUserId: string, tx: Database = db): Promise<AccessLogRow[]> =>
      tx.select().from(accessLog).where(eq(accessLog.ownerUserId, ownerUserId)).orderBy(accessLog.createdAt),

    /** A deleted staff account: the rows it left in other people's logs keep the reading, not the name. */
    async forgetActor(actorUserId: string, deletedName: string, tx: Database): Promise<void> {
      await tx
        .update(accessLog)
        .set({ actorUserId: null, actorName: deletedName })
        .where(eq(accessLog.actorUserId, actorUserId));
    },
  };
}
