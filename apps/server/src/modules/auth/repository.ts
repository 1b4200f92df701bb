import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens, sessions } from '../../db/tables/auth.js';

export function createAuthRepository(db: Database) {
  return {
    /** A new session of the user until expiresAt; the account's expired rows go at the same time. */
    async openSession(userId: string, expiresAt: Date, now: Date): Promise<string> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
      const [row] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
      return row!.id;
    },
    /** The session is the user's, not revoked and not expired. */
    async isSessionLive(sessionId: string, userId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
    async revokeSession(sessionId: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },
    /** Ends every open session of the user but `keepSessionId` (the caller's own device), or all of them without it. */
    async revokeOtherSessions(userId: string, keepSessionId: string | undefined, now: Date, tx: Database = db) {
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
    /** The account's sessions, oldest first (its LGPD export): when opened, until when, when ended. */
    sessionsOf(userId: string) {
      return db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
    },
    async insertResetToken(values: { userId: string; tokenHash: string; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(values);
    },
    /**
     * Marks the token used and returns its user, only if it was unused and unexpired.
     * One UPDATE ... RETURNING makes the single use hold under concurrent requests.
     */
    async consumeResetToken(tokenHash: string, now: Date, tx: Database): Promise<string | undefined> {
      const [row] = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },
    /** After a reset, the user's other outstanding links stop working. */
    async revokeResetTokens(userId: string, now: Date, tx: Database) {
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },
  };
}
