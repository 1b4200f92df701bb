import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { twoFactorRecoveryCodes, userTwoFactor } from '../../db/tables/auth.js';

/** The 2FA rows of an account: its (sealed) secret, the last time step used, the recovery codes' hashes. */
export function createTwoFactorRepository(db: Database) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
      return row;
    },
    /** A new pending secret (setup again replaces it); an enabled secret is left as it is. */
    async setPending(userId: string, pendingSecret: string) {
      await db
        .insert(userTwoFactor)
        .values({ userId, pendingSecret })
        .onConflictDoUpdate({ target: userTwoFactor.userId, set: { pendingSecret } });
    },
    /** The pending secret becomes the account's, if it is still the one the code was checked against. */
    async enable(userId: string, pendingSecret: string, step: number, now: Date, tx: Database): Promise<boolean> {
      const rows = await tx
        .update(userTwoFactor)
        .set({ secret: pendingSecret, pendingSecret: null, enabledAt: now, lastUsedStep: step })
        .where(
          and(
            eq(userTwoFactor.userId, userId),
            eq(userTwoFactor.pendingSecret, pendingSecret),
            isNull(userTwoFactor.enabledAt),
          ),
        )
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },
    /**
     * Records a code's time step as used, only if it is later than the last one: one UPDATE, so two requests with
     * the same code (replay, or a race) cannot both pass.
     */
    async claimStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(userTwoFactor)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(userTwoFactor.userId, userId),
            isNotNull(userTwoFactor.enabledAt),
            or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTwoFactor.userId });
      return rows.length > 0;
    },
    async replaceRecoveryCodes(userId: string, codeHashes: string[], tx: Database) {
      await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await tx.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Marks an unused recovery code used (once: concurrent uses, one wins). */
    async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },
    /** 2FA off: the secret and the recovery codes go. */
    async remove(userId: string, tx?: Database) {
      const removeIn = async (own: Database) => {
        await own.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
        await own.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
      };
      await (tx ? removeIn(tx) : db.transaction(removeIn));
    },
  };
}
