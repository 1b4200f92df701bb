import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ProfileTag } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { profiles, type ProfileRow } from '../../db/tables/profiles.js';
import type { ProfileWithRefs } from '../clients/service.js';
import { pages } from '../../db/tables/pages.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';

/** A profile with its user, its page (title and views too) and the tags that open it. */
export type AccountProfileRow = ProfileWithRefs & {
  pageTitle: string | null;
  pageViews: number;
  tags: ProfileTag[];
};

/**
 * The tags that open the profile, oldest first, as one JSON value per row: the list's tags come in its one query
 * (no query per profile). A read-only look at the tags table (the tags module owns it).
 */
const tagsOfProfile = sql<ProfileTag[]>`coalesce((
  SELECT json_agg(json_build_object('id', ${tags.id}, 'code', ${tags.code}, 'type', ${tags.type}, 'status', ${tags.status})
    ORDER BY ${tags.createdAt}, ${tags.id})
  FROM ${tags}
  WHERE ${tags.profileId} = ${profiles.id}), '[]'::json)`;

const columns = {
  profile: profiles,
  user: { id: users.id, email: users.email, name: users.name, role: users.role },
  pageId: pages.id,
  pageSlug: pages.slug,
  pageIsActive: pages.isActive,
  pageTitle: pages.title,
  pageViews: pages.views,
  tags: tagsOfProfile,
};

type Joined = {
  profile: ProfileRow;
  user: ProfileWithRefs['user'];
  pageId: string | null;
  pageSlug: string | null;
  pageIsActive: boolean | null;
  pageTitle: string | null;
  pageViews: number | null;
  tags: ProfileTag[];
};

const toRow = (row: Joined): AccountProfileRow => ({
  ...row.profile,
  user: row.user,
  page: row.pageId ? { id: row.pageId, slug: row.pageSlug!, isActive: row.pageIsActive ?? false } : null,
  pageTitle: row.pageTitle,
  pageViews: Number(row.pageViews ?? 0),
  tags: row.tags,
});

/** The several-profiles SQL: reads profiles with their page and tags; locks; deletes a profile row. */
export function createProfilesRepository(db: Database) {
  const selectJoined = (tx: Database = db) =>
    tx
      .select(columns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .leftJoin(pages, eq(pages.profileId, profiles.id));

  return {
    async findById(id: string, tx: Database = db): Promise<AccountProfileRow | undefined> {
      const [row] = await selectJoined(tx).where(eq(profiles.id, id)).limit(1);
      return row ? toRow(row) : undefined;
    },

    /** The account's profiles, the primary first, then oldest first (profiles_user_id_created_at_idx). */
    async listOfUser(
      userId: string,
      paging: { page: number; limit: number },
    ): Promise<{ rows: AccountProfileRow[]; total: number }> {
      const where = eq(profiles.userId, userId);
      const [rows, [totals]] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(desc(profiles.isPrimary), asc(profiles.createdAt), asc(profiles.id))
          .limit(paging.limit)
          .offset((paging.page - 1) * paging.limit),
        db.select({ total: count() }).from(profiles).where(where),
      ]);
      return { rows: rows.map(toRow), total: totals?.total ?? 0 };
    },

    /**
     * Locks the account's users row for the rest of the transaction: two creates for one account then count its
     * profiles one after the other, so the limit holds. Undefined when the account does not exist.
     */
    async lockUser(userId: string, tx: Database): Promise<{ id: string; email: string } | undefined> {
      const [row] = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
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

    async lock(id: string, tx: Database): Promise<ProfileRow | undefined> {
      const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update');
      return row;
    },

    /** Its page, old slugs and photo rows go with it (on delete cascade); its tags' link is set null by then. */
    async delete(id: string, tx: Database): Promise<void> {
      await tx.delete(profiles).where(eq(profiles.id, id));
    },
  };
}
