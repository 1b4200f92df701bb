import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiTokens } from '../../db/tables/api-tokens.js';
import { users } from '../../db/tables/users.js';

/** Neither revoked nor past its expiry. */
const live = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The api_tokens rows: the only writer of the table. */
export function createApiTokensRepository(db: Database) {
  return {
    /** Locks the account's row: two creations at once cannot both pass the limit. */
    async lockAccount(userId: string, tx: Database): Promise<boolean> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return rows.length > 0;
    },
    async countLive(userId: string, now: Date, tx: Database): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), live(now)));
      return row?.n ?? 0;
    },
    async insert(
      values: { userId: string; name: string; scopes: string[]; tokenHash: string; expiresAt: Date | null },
      tx: Database,
    ): Promise<string> {
      const [row] = await tx.insert(apiTokens).values(values).returning({ id: apiTokens.id });
      return row!.id;
    },
    /** Not revoked, newest first; expired ones too (the list marks them), at most `limit`. */
    listOf: (userId: string, limit: number) =>
      db
        .select()
        .from(apiTokens)
        .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .orderBy(desc(apiTokens.createdAt))
        .limit(limit),
    /** true when the user's token was live-or-expired and is now revoked. */
    async revoke(id: string, userId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
    /** The live token of this hash with its account (read on every token request: the truth on every instance). */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          id: apiTokens.id,
          scopes: apiTokens.scopes,
          lastUsedAt: apiTokens.lastUsedAt,
          user: { id: users.id, role: users.role, email: users.email, name: users.name },
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .where(and(eq(apiTokens.tokenHash, tokenHash), live(now)))
        .limit(1);
      return row;
    },
    /** Last use, only when the stored one is older than `staleBefore` (one write a minute per token at most). */
    async touch(id: string, at: Date, ip: string | null, staleBefore: Date): Promise<void> {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: at, lastUsedIp: ip })
        .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore))));
    },
  };
}
