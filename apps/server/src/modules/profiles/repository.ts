import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Photo, ProfileTag } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { isClientAccount } from '../../lib/client-accounts.js';
import { profiles, type NewProfileRow, type ProfileRow } from '../../db/tables/profiles.js';
import { pages } from '../../db/tables/pages.js';
import { tagPublicMetaView } from '../../db/tag-meta-view.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';

export type ProfileUser = { id: string; email: string; name: string; role: 'ADMIN' | 'USER' | 'TECHNICIAN' };
export type ProfilePageRef = { id: string; slug: string; isActive: boolean } | null;
/** A profile with its user and the reference of its page (what the client cards show). */
export type ProfileWithRefs = ProfileRow & { user: ProfileUser; page: ProfilePageRef };
/** A profile with its user, its page (title and views too) and the tags that open it. */
export type AccountProfileRow = ProfileWithRefs & {
  pageTitle: string | null;
  pageViews: number;
  tags: ProfileTag[];
};

const userColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

/** The columns of a ProfileWithRefs (the clients list selects them in its own join of the accounts). */
export const profileWithRefsColumns = {
  profile: profiles,
  user: userColumns,
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

/** A joined row in the shape of ProfileWithRefs (the clients list builds it from its own join too). */
export const toWithRefs = (row: JoinedRow): ProfileWithRefs => ({
  ...row.profile,
  user: row.user,
  page: row.pageId ? { id: row.pageId, slug: row.pageSlug!, isActive: row.pageIsActive ?? false } : null,
});

/**
 * The tags that open the profile, oldest first, as one JSON value per row: the list's tags come in its one query
 * (no query per profile). A read-only look at the tags table (the tags module owns it).
 */
const tagsOfProfile = sql<ProfileTag[]>`coalesce((
  SELECT json_agg(json_build_object('id', ${tags.id}, 'code', ${tags.code}, 'type', ${tags.type}, 'status', ${tags.status})
    ORDER BY ${tags.createdAt}, ${tags.id})
  FROM ${tags}
  WHERE ${tags.profileId} = ${profiles.id}), '[]'::json)`;

const accountColumns = {
  ...profileWithRefsColumns,
  pageTitle: pages.title,
  pageViews: pages.views,
  tags: tagsOfProfile,
};

type AccountJoinedRow = JoinedRow & { pageTitle: string | null; pageViews: number | null; tags: ProfileTag[] };

const toAccountRow = (row: AccountJoinedRow): AccountProfileRow => ({
  ...toWithRefs(row),
  pageTitle: row.pageTitle,
  pageViews: Number(row.pageViews ?? 0),
  tags: row.tags,
});

/** The profiles table's SQL: the only writer of its rows (issue 22). */
export function createProfilesRepository(db: Database) {
  // Every profile read joins its account and its page; the several-profiles screens add the page's title, views
  // and the profile's tags.
  const withRefs = (tx: Database = db) =>
    tx
      .select(profileWithRefsColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(pages, eq(pages.profileId, profiles.id));
  const withAccountColumns = (tx: Database = db) =>
    tx
      .select(accountColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(pages, eq(pages.profileId, profiles.id));

  return {
    async findById(id: string, tx: Database = db): Promise<ProfileWithRefs | undefined> {
      const [row] = await withRefs(tx).where(eq(profiles.id, id)).limit(1);
      return row ? toWithRefs(row) : undefined;
    },

    /** The account's primary profile. */
    async findByUserId(userId: string, tx: Database = db): Promise<ProfileWithRefs | undefined> {
      const [row] = await withRefs(tx)
        .where(and(eq(profiles.userId, userId), eq(profiles.isPrimary, true)))
        .limit(1);
      return row ? toWithRefs(row) : undefined;
    },

    async findAccountProfile(id: string, tx: Database = db): Promise<AccountProfileRow | undefined> {
      const [row] = await withAccountColumns(tx).where(eq(profiles.id, id)).limit(1);
      return row ? toAccountRow(row) : undefined;
    },

    /** The account's profiles, the primary first, then oldest first (profiles_user_id_created_at_idx). */
    async listOfUser(
      userId: string,
      paging: { page: number; limit: number },
    ): Promise<{ rows: AccountProfileRow[]; total: number }> {
      const where = eq(profiles.userId, userId);
      const [rows, [totals]] = await Promise.all([
        withAccountColumns()
          .where(where)
          .orderBy(desc(profiles.isPrimary), asc(profiles.createdAt), asc(profiles.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ total: count() }).from(profiles).where(where),
      ]);
      return { rows: rows.map(toAccountRow), total: totals?.total ?? 0 };
    },

    /** The account a profile is for (read inside the caller's transaction). */
    async findUser(userId: string, tx: Database = db): Promise<ProfileUser | undefined> {
      const [row] = await tx.select(userColumns).from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /**
     * Locks the account's users row for the rest of the transaction: two creates for one account then count its
     * profiles one after the other, so the limit holds. Undefined when the account does not exist. With
     * `clientOnly`, only a client account (role: lib/client-accounts.ts) is found.
     */
    async lockUser(userId: string, tx: Database, clientOnly = false): Promise<ProfileUser | undefined> {
      const [row] = await tx
        .select(userColumns)
        .from(users)
        .where(clientOnly ? and(eq(users.id, userId), isClientAccount(users.role)) : eq(users.id, userId))
        .for('update');
      return row;
    },

    async countOfUser(userId: string, tx: Database): Promise<number> {
      const [row] = await tx.select({ total: count() }).from(profiles).where(eq(profiles.userId, userId));
      return row?.total ?? 0;
    },

    async findPrimary(userId: string, tx: Database = db): Promise<ProfileRow | undefined> {
      const [row] = await tx
        .select()
        .from(profiles)
        .where(and(eq(profiles.userId, userId), eq(profiles.isPrimary, true)))
        .limit(1);
      return row;
    },

    /** Every profile of an account, locked for the caller's transaction: id, name and contact e-mail. */
    lockAllOfUser(userId: string, tx: Database) {
      return tx
        .select({ id: profiles.id, name: profiles.name, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.userId, userId))
        .for('update');
    },

    /** Locks the profile row for the rest of the transaction (read-modify-write of its JSON sections). */
    async lock(id: string, tx: Database): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
      return row;
    },

    async insert(values: NewProfileRow, tx: Database = db): Promise<ProfileRow> {
      const [row] = await tx.insert(profiles).values(values).returning();
      return row!;
    },

    /**
     * A new primary profile: the account's tags that open nothing yet open it (assigned before it existed). The one
     * write of the tags table outside the tags module: a column that points at a profile, set with the profile.
     */
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

    /** profiles.photos, the projection every profile reader uses (kept by the photos service: see its table). */
    async writePhotos(id: string, list: Photo[], tx: Database): Promise<void> {
      await tx.update(profiles).set({ photos: list, updatedAt: new Date() }).where(eq(profiles.id, id));
    },

    /** Its page, old slugs and photo rows go with it (on delete cascade); its tags' link is set null by then. */
    async delete(id: string, tx: Database): Promise<void> {
      await tx.delete(profiles).where(eq(profiles.id, id));
    },

    /**
     * The tag a profile's card shows: among the tags that open it, one of the preferred type first, then the newest.
     * A read-only look at the tags table (the tags module owns it), as the public page's query does.
     */
    async tagOfProfile(profileId: string, preferred: 'B2B' | 'B2C', tx: Database = db) {
      const [row] = await tx
        .select({ id: tags.id, code: tags.code, status: tags.status, type: tags.type, meta: tagPublicMetaView })
        .from(tags)
        .where(eq(tags.profileId, profileId))
        .orderBy(sql`(${tags.type} = ${preferred}) DESC`, desc(tags.createdAt), desc(tags.id))
        .limit(1);
      return row;
    },
  };
}
