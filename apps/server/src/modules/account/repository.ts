import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { emailChangeTokens, invitationTokens } from '../../db/tables/account.js';

/** The writes run in the caller's transaction (a link is queued with its token, issue 42). */
export function createAccountRepository(db: Database) {
  return {
    /** A new invitation link; the account's older ones stop working (a resend). Inside the caller's transaction. */
    async replaceInvitation(values: { userId: string; tokenHash: string; expiresAt: Date }, now: Date, tx: Database) {
      await tx
        .update(invitationTokens)
        .set({ usedAt: now })
        .where(and(eq(invitationTokens.userId, values.userId), isNull(invitationTokens.usedAt)));
      await tx.insert(invitationTokens).values(values);
    },

    /**
     * Marks the invitation used and returns its account, only if it was unused and unexpired: one UPDATE ...
     * RETURNING makes the single use hold when two requests race.
     */
    async consumeInvitation(tokenHash: string, now: Date, tx: Database): Promise<string | undefined> {
      const [row] = await tx
        .update(invitationTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(invitationTokens.tokenHash, tokenHash),
            isNull(invitationTokens.usedAt),
            gt(invitationTokens.expiresAt, now),
          ),
        )
        .returning({ userId: invitationTokens.userId });
      return row?.userId;
    },

    /** The account of an invitation that still works (unused, unexpired), without using it: /convite as it opens. */
    async findValidInvitation(tokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: invitationTokens.userId })
        .from(invitationTokens)
        .where(
          and(
            eq(invitationTokens.tokenHash, tokenHash),
            isNull(invitationTokens.usedAt),
            gt(invitationTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row?.userId;
    },

    /**
     * A new e-mail change request; the account's older links stop working (only the latest address counts). Inside
     * the caller's transaction.
     */
    async replaceEmailChange(
      values: { userId: string; sessionId: string; newEmail: string; tokenHash: string; expiresAt: Date },
      now: Date,
      tx: Database,
    ): Promise<void> {
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, values.userId), isNull(emailChangeTokens.usedAt)));
      await tx.insert(emailChangeTokens).values(values);
    },

    /** Like consumeInvitation: the change's account and address, once, before it expires. */
    async consumeEmailChange(
      tokenHash: string,
      now: Date,
      tx: Database,
    ): Promise<{ userId: string; newEmail: string; sessionId: string | null } | undefined> {
      const [row] = await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailChangeTokens.tokenHash, tokenHash),
            isNull(emailChangeTokens.usedAt),
            gt(emailChangeTokens.expiresAt, now),
          ),
        )
        .returning({
          userId: emailChangeTokens.userId,
          newEmail: emailChangeTokens.newEmail,
          sessionId: emailChangeTokens.sessionId,
        });
      return row;
    },

    /** Every unused e-mail change link of the account stops working (its password or sessions changed). */
    async endEmailChanges(userId: string, now: Date, tx: Database): Promise<void> {
      await tx
        .update(emailChangeTokens)
        .set({ usedAt: now })
        .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt)));
    },
  };
}
