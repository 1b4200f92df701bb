import { and, count, desc, eq, gt, isNull, lte, min, or } from 'drizzle-orm';
import type { UnlockResult } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { profiles, profileUnlocks } from '../../db/tables/profiles.js';

/** The SQL of a profile's PIN (issue 24): its attempts, the lock and the owner's hourly notice. */
export function createPinRepository(db: Database) {
  return {
    async insertAttempt(
      attempt: {
        profileId: string;
        result: UnlockResult;
        country: string;
        device: string;
        addressKey: string;
        at: Date;
      },
      tx: Database,
    ): Promise<void> {
      const { at, ...rest } = attempt;
      await tx.insert(profileUnlocks).values({ ...rest, createdAt: at });
    },

    /** WRONG attempts of the profile after `since` (profile_unlocks_profile_created_idx). */
    async countWrongSince(profileId: string, since: Date, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(profileUnlocks)
        .where(
          and(
            eq(profileUnlocks.profileId, profileId),
            eq(profileUnlocks.result, 'WRONG'),
            gt(profileUnlocks.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },

    /** One address's WRONG attempts at the profile after `since`: how many, and the oldest (when its cap ends). */
    async wrongOfAddressSince(profileId: string, addressKey: string, since: Date, tx: Database) {
      const [row] = await tx
        .select({ n: count(), oldest: min(profileUnlocks.createdAt) })
        .from(profileUnlocks)
        .where(
          and(
            eq(profileUnlocks.profileId, profileId),
            eq(profileUnlocks.addressKey, addressKey),
            eq(profileUnlocks.result, 'WRONG'),
            gt(profileUnlocks.createdAt, since),
          ),
        );
      return { count: row?.n ?? 0, oldest: row?.oldest ?? null };
    },

    async lockUntil(profileId: string, until: Date, tx: Database): Promise<void> {
      await tx.update(profiles).set({ pinLockedUntil: until }).where(eq(profiles.id, profileId));
    },

    /** Claims the owner's notice of a right PIN: true when none went out since `notBefore` (one per window). */
    async claimNotice(profileId: string, at: Date, notBefore: Date, tx: Database): Promise<boolean> {
      const claimed = await tx
        .update(profiles)
        .set({ pinNoticeAt: at })
        .where(and(eq(profiles.id, profileId), or(isNull(profiles.pinNoticeAt), lte(profiles.pinNoticeAt, notBefore))))
        .returning({ id: profiles.id });
      return claimed.length > 0;
    },

    async listAttempts(profileId: string, { page, limit }: { page: number; limit: number }) {
      const where = eq(profileUnlocks.profileId, profileId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            at: profileUnlocks.createdAt,
            result: profileUnlocks.result,
            country: profileUnlocks.country,
            device: profileUnlocks.device,
          })
          .from(profileUnlocks)
          .where(where)
          .orderBy(desc(profileUnlocks.createdAt), desc(profileUnlocks.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ n: count() }).from(profileUnlocks).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
