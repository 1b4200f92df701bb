import { and, count, desc, eq, exists, getTableColumns, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../lib/sql.js';
import { userTwoFactor } from '../../db/tables/auth.js';
import { users, type NewUserRow, type UserRow } from '../../db/tables/users.js';

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      // PostgreSQL text cannot hold U+0000 (the query would fail): no account has such an email.
      if (email.includes('\u0000')) return undefined;
      const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
      return row;
    },

    async insert(values: NewUserRow, tx: Database = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },

    /** A page of accounts, each with whether its 2FA is on (the users screen's 'Redefinir 2FA'; a read-only join). */
    async list(query: ListUsersQuery): Promise<{ rows: (UserRow & { twoFactorEnabled: boolean })[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        filters.push(sql`(${users.email} || ' ' || ${users.name}) ILIKE ${containsPattern(query.search)}`);
      }
      if (query.role) filters.push(eq(users.role, query.role));
      if (query.isSubscriber !== undefined) filters.push(eq(users.isSubscriber, query.isSubscriber));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            ...getTableColumns(users),
            twoFactorEnabled: sql<boolean>`${exists(
              db
                .select({ on: sql`1` })
                .from(userTwoFactor)
                .where(and(eq(userTwoFactor.userId, users.id), isNotNull(userTwoFactor.enabledAt))),
            )}`.mapWith(Boolean),
          })
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async update(
      id: string,
      values: Partial<Pick<UserRow, 'isSubscriber' | 'name' | 'role'>>,
      tx: Database = db,
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * A new password ends every session signed in before it: the session version moves on with it (unless the
     * caller ends the other sessions itself, `endSessions: false`). An invitation still pending is over.
     */
    async setPassword(
      id: string,
      passwordHash: string,
      tx: Database = db,
      { endSessions = true } = {},
    ): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({
          passwordHash,
          invitePending: false,
          ...(endSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async setEmail(id: string, email: string, tx: Database = db): Promise<UserRow | undefined> {
      const [row] = await tx.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      return row;
    },

    /** The account's profiles, pages, sessions, ... go with it (on delete cascade). */
    async delete(id: string, tx: Database): Promise<void> {
      await tx.delete(users).where(eq(users.id, id));
    },

    /** The ids of the accounts of a role, locked until the caller's transaction ends (the last admin's rule). */
    async lockIdsOfRole(role: Role, tx: Database): Promise<string[]> {
      const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, role)).for('update');
      return rows.map((row) => row.id);
    },

    async countByRole(role: Role): Promise<number> {
      const [row] = await db.select({ total: count() }).from(users).where(eq(users.role, role));
      return row?.total ?? 0;
    },
  };
}
