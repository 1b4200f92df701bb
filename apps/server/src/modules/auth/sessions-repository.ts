import { and, asc, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/tables/auth.js';
import { users } from '../../db/tables/users.js';

export type NewSession = {
  userId: string;
  expiresAt: Date;
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string | null;
  country: string | null;
  city: string | null;
  twoFactorSetupRequired: boolean;
};

/** The session rows (table sessions): the token's `sid`, the truth for every instance. */
export function createSessionsRepository(db: Database) {
  const live = (now: Date) => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  return {
    /** A new session; the account's expired rows go at the same time. */
    async open(values: NewSession, now: Date): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, values.userId), lt(sessions.expiresAt, now)));
      const [row] = await db
        .insert(sessions)
        .values({ ...values, createdAt: now, lastSeenAt: now })
        .returning({ id: sessions.id });
      return row!.id;
    },
    /** The session if it is the user's, not revoked and not expired. */
    async findLive(sessionId: string, userId: string, now: Date) {
      const [row] = await db
        .select({ lastSeenAt: sessions.lastSeenAt, twoFactorSetupRequired: sessions.twoFactorSetupRequired })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
        .limit(1);
      return row;
    },
    /** Whether the session is the user's and open, read inside the caller's transaction. */
    async isLive(sessionId: string, userId: string, now: Date, tx: Database = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live(now)))
        .limit(1);
      return Boolean(row);
    },
    /** Last seen moves only when older than `staleBefore`: two instances racing write once. */
    async touch(sessionId: string, now: Date, staleBefore: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ lastSeenAt: now })
        .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, staleBefore)));
    },
    /** The account's session version when the session is open (a signed file link's check: one indexed read). */
    async liveVersion(sessionId: string, now: Date): Promise<number | null> {
      const [row] = await db
        .select({ version: users.sessionVersion })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, sessionId), live(now)))
        .limit(1);
      return row?.version ?? null;
    },
    /** The user's active sessions, newest first. */
    listLive: (userId: string, now: Date) =>
      db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), live(now)))
        .orderBy(desc(sessions.createdAt), desc(sessions.id)),
    /** Every session row of the account, oldest first (its LGPD export): device, place, opened, seen, ended. */
    allOf: (userId: string) =>
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
          device: sessions.device,
          browser: sessions.browser,
          country: sessions.country,
          city: sessions.city,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt)),
    /** Ends one session; `userId` given, only if it is that user's (false: none of theirs was open). */
    async revoke(sessionId: string, now: Date, userId?: string): Promise<boolean> {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.id, sessionId),
            userId ? eq(sessions.userId, userId) : undefined,
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Ends every open session of the user but `keepSessionId` (the caller's own device), or all of them without it. */
    async revokeOthers(userId: string, keepSessionId: string | undefined, now: Date, tx: Database = db) {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
          ),
        );
    },
    /** 2FA turned on: the account's sessions opened under REQUIRE_ADMIN_2FA open everything again. */
    async clearSetupRequired(userId: string, tx: Database = db) {
      await tx
        .update(sessions)
        .set({ twoFactorSetupRequired: false })
        .where(and(eq(sessions.userId, userId), eq(sessions.twoFactorSetupRequired, true)));
    },
  };
}
