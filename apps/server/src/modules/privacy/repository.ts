import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { AccessLogSection } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { accessLog, type AccessLogRow, type NewAccessLogRow } from '../../db/tables/privacy.js';

/** The access log's SQL (the privacy module's own table). */
export function createAccessLogRepository(db: Database) {
  return {
    /**
     * One staff member's reading of some profiles, minus the sections of each profile already logged for that member
     * within `windowMs` (issue 43: one visit to 'Editar Cliente' asks for the same profile several times, often at
     * once). The member's advisory lock, held to the end of the transaction, makes concurrent readings see each
     * other's rows: the check and the insert are one step per staff member.
     */
    async insertOncePerWindow(actorUserId: string, rows: NewAccessLogRow[], windowMs: number): Promise<void> {
      if (rows.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`portal:access-log:${actorUserId}`}))`);
        const profileIds = rows.map((row) => row.profileId).filter((id): id is string => Boolean(id));
        const recent = await tx
          .select({ profileId: accessLog.profileId, sections: accessLog.sections })
          .from(accessLog)
          .where(
            and(
              eq(accessLog.actorUserId, actorUserId),
              inArray(accessLog.profileId, profileIds),
              gt(accessLog.createdAt, sql`now() - make_interval(secs => ${windowMs / 1000})`),
            ),
          );
        const logged = new Map<string, Set<AccessLogSection>>();
        for (const row of recent) {
          const sections = logged.get(row.profileId!) ?? new Set<AccessLogSection>();
          for (const section of row.sections) sections.add(section);
          logged.set(row.profileId!, sections);
        }
        const fresh = rows
          .map((row) => ({ ...row, sections: row.sections.filter((s) => !logged.get(row.profileId!)?.has(s)) }))
          .filter((row) => row.sections.length > 0);
        if (fresh.length > 0) await tx.insert(accessLog).values(fresh);
      });
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
