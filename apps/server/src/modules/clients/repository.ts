import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ClientStats, ListClientsQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { hasNoActivePage, isClientAccount } from '../../lib/client-accounts.js';
import { containsPattern } from '../../lib/sql.js';
import { pages } from '../../db/tables/pages.js';
import { users } from '../../db/tables/users.js';
import { profiles } from '../../db/tables/profiles.js';
import { profileWithRefsColumns, toWithRefs, type ProfileUser, type ProfileWithRefs } from '../profiles/service.js';

/** A row of the clients list: a client account with its primary profile, or null while it has none. */
type ClientListRow = { user: ProfileUser; accountCreatedAt: Date; profile: ProfileWithRefs | null };

export function createClientsRepository(db: Database) {
  return {
    /**
     * The clients (lib/client-accounts.ts: every client account), newest first, each with its primary profile (null
     * while it has none); the account's other profiles are listed by the profiles routes.
     */
    async list(query: ListClientsQuery): Promise<{ rows: ClientListRow[]; total: number }> {
      const filters: SQL[] = [isClientAccount(users.role)];
      if (query.search) {
        const pattern = containsPattern(query.search.toLowerCase());
        filters.push(
          sql`coalesce(${profiles.searchText}, lower(${users.name} || ' ' || ${users.email})) ILIKE ${pattern}`,
        );
      }
      if (query.withoutActivePage) filters.push(hasNoActivePage(users.id));
      const where = and(...filters);
      const primary = and(eq(profiles.userId, users.id), eq(profiles.isPrimary, true));
      const [rows, [totals]] = await Promise.all([
        db
          .select({ ...profileWithRefsColumns, accountCreatedAt: users.createdAt })
          .from(users)
          .leftJoin(profiles, primary)
          .leftJoin(pages, eq(pages.profileId, profiles.id))
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).leftJoin(profiles, primary).where(where),
      ]);
      return {
        rows: rows.map(({ accountCreatedAt, ...row }) => ({
          user: row.user,
          accountCreatedAt,
          profile: row.profile ? toWithRefs({ ...row, profile: row.profile }) : null,
        })),
        total: totals?.total ?? 0,
      };
    },

    /**
     * The clients screen's stats: clients, active pages, clients with medical info, without an active page, and with
     * an invitation still pending.
     */
    async stats(): Promise<ClientStats> {
      const [row] = await db
        .select({
          total: count(),
          withMedicalInfo: sql<number>`count(*) FILTER (WHERE ${profiles.hasMedicalInfo})`.mapWith(Number),
          withoutActivePage: sql<number>`count(*) FILTER (WHERE ${hasNoActivePage(users.id)})`.mapWith(Number),
          invitePending: sql<number>`count(*) FILTER (WHERE ${users.invitePending})`.mapWith(Number),
          publicPages: sql<number>`(SELECT count(*) FROM ${pages} WHERE ${pages.isActive})`.mapWith(Number),
        })
        .from(users)
        .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.isPrimary, true)))
        .where(isClientAccount(users.role));
      return {
        total: row?.total ?? 0,
        publicPages: row?.publicPages ?? 0,
        withMedicalInfo: row?.withMedicalInfo ?? 0,
        withoutActivePage: row?.withoutActivePage ?? 0,
        invitePending: row?.invitePending ?? 0,
      };
    },

    /**
     * A client account (role: lib/client-accounts.ts) by id, locked for the caller's transaction: two 'Criar página'
     * of one account at once give it one primary profile, the second then meets its page (409).
     */
    async lockClientAccount(userId: string, tx: Database): Promise<ProfileUser | undefined> {
      const [row] = await tx
        .select(profileWithRefsColumns.user)
        .from(users)
        .where(and(eq(users.id, userId), isClientAccount(users.role)))
        .for('update');
      return row;
    },
  };
}
