import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ListClientsQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { hasNoActivePage, isClientAccount } from '../../lib/client-accounts.js';
import { containsPattern } from '../../lib/sql.js';
import { pages } from '../../db/tables/pages.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';
import { profiles, type NewProfileRow, type ProfileRow } from '../../db/tables/profiles.js';

export type ProfileUser = { id: string; email: string; name: string; role: 'ADMIN' | 'USER' | 'TECHNICIAN' };
export type ProfilePageRef = { id: string; slug: string; isActive: boolean } | null;
/** A profile with its user and the reference of its page (what the client cards show). */
export type ProfileWithRefs = ProfileRow & { user: ProfileUser; page: ProfilePageRef };
/** A row of the clients list: a client account with its primary profile, or null while it has none. */
type ClientListRow = { user: ProfileUser; accountCreatedAt: Date; profile: ProfileWithRefs | null };

const withRefs = {
  profile: profiles,
  user: { id: users.id, email: users.email, name: users.name, role: users.role },
  pageId: pages.id,
  pageSlug: pages.slug,
  pageIsActive: pages.isActive,
};

type JoinedRow = {
  profile: ProfileRow;
  user: ProfileUser;
  pageId: string | null;
  pageSlug: string | null;
  pageIsActive: boolean | null;
};

const toWithRefs = (row: JoinedRow): ProfileWithRefs => ({
  ...row.profile,
  user: row.user,
  page: row.pageId ? { id: row.pageId, slug: row.pageSlug!, isActive: row.pageIsActive ?? false } : null,
});

export function createClientsRepository(db: Database) {
  const selectJoined = (tx: Database = db) =>
    tx
      .select(withRefs)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(pages, eq(pages.profileId, profiles.id));

  return {
    async findById(id: string, tx: Database = db): Promise<ProfileWithRefs | undefined> {
      const [row] = await selectJoined(tx).where(eq(profiles.id, id)).limit(1);
      return row ? toWithRefs(row) : undefined;
    },

    /** The account's primary profile. */
    async findByUserId(userId: string, tx: Database = db): Promise<ProfileWithRefs | undefined> {
      const [row] = await selectJoined(tx)
        .where(and(eq(profiles.userId, userId), eq(profiles.isPrimary, true)))
        .limit(1);
      return row ? toWithRefs(row) : undefined;
    },

    /** The account a profile is for (read inside the caller's transaction). */
    async findUser(userId: string, tx: Database = db): Promise<ProfileUser | undefined> {
      const [row] = await tx.select(withRefs.user).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    async insert(values: NewProfileRow, tx: Database = db): Promise<ProfileRow> {
      const [row] = await tx.insert(profiles).values(values).returning();
      return row!;
    },

    /** A new primary profile: the account's tags that open nothing yet open it (assigned before it existed). */
    async linkUnlinkedTags(userId: string, profileId: string, tx: Database): Promise<void> {
      await tx
        .update(tags)
        .set({ profileId })
        .where(and(eq(tags.assignedUserId, userId), isNull(tags.profileId)));
    },

    async update(
      id: string,
      values: Partial<Omit<NewProfileRow, 'id' | 'userId' | 'createdAt'>>,
      tx: Database = db,
    ): Promise<ProfileRow | undefined> {
      const [row] = await tx
        .update(profiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(profiles.id, id))
        .returning();
      return row;
    },

    /** Locks the profile row for the rest of the transaction (read-modify-write of its JSON sections). */
    async lock(id: string, tx: Database): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
      return row;
    },

    /**
     * The tag a profile's card shows: among the tags that open it, one of the preferred type first, then the newest.
     * A read-only look at the tags table (the tags module owns it), as the public page's query does.
     */
    async tagOfProfile(profileId: string, preferred: 'B2B' | 'B2C', tx: Database = db) {
      const [row] = await tx
        .select({ id: tags.id, code: tags.code, status: tags.status, type: tags.type, meta: tags.meta })
        .from(tags)
        .where(eq(tags.profileId, profileId))
        .orderBy(sql`(${tags.type} = ${preferred}) DESC`, desc(tags.createdAt), desc(tags.id))
        .limit(1);
      return row;
    },

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
          .select({ ...withRefs, accountCreatedAt: users.createdAt })
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

    /** The clients screen's stats: clients, active pages, clients with medical info and without an active page. */
    async stats(): Promise<{ total: number; publicPages: number; withMedicalInfo: number; withoutActivePage: number }> {
      const [row] = await db
        .select({
          total: count(),
          withMedicalInfo: sql<number>`count(*) FILTER (WHERE ${profiles.hasMedicalInfo})`.mapWith(Number),
          withoutActivePage: sql<number>`count(*) FILTER (WHERE ${hasNoActivePage(users.id)})`.mapWith(Number),
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
      };
    },

    /**
     * A client account (role: lib/client-accounts.ts) by id, locked for the caller's transaction: two 'Criar página'
     * of one account at once give it one primary profile, the second then meets its page (409).
     */
    async lockClientAccount(userId: string, tx: Database): Promise<ProfileUser | undefined> {
      const [row] = await tx
        .select(withRefs.user)
        .from(users)
        .where(and(eq(users.id, userId), isClientAccount(users.role)))
        .for('update');
      return row;
    },
  };
}
