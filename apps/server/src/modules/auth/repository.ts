import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { passwordResetTokens } from '../../db/tables/auth.js';

export function createAuthRepository(db: Database) {
  return {
    async insertResetToken(values: { userId: string; tokenHash: string; expiresAt: Date }, tx: Database = db) {
      await tx.insert(passwordResetTokens).values(values);
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
