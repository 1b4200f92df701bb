import { and, count, desc, eq, getTableColumns, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { ListPagesQuery } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { containsPattern } from '../../lib/sql.js';
import type { TagMeta } from '@portal/shared';
import { profiles, type ProfileRow } from '../../db/tables/profiles.js';
import { tags, type TagRow } from '../../db/tables/tags.js';
import { tagPublicMetaView } from '../../db/tag-meta-view.js';
import { users } from '../../db/tables/users.js';
import { pageSlugs, pages, type NewPageRow, type PageRow } from '../../db/tables/pages.js';

/** A page with its profile (the page JSON carries the profile's medical info and contacts) and the login email. */
export type PageWithProfile = { page: PageRow; profile: ProfileRow; userEmail: string };

const joined = { page: pages, profile: profiles, userEmail: users.email };

/** The profile's tag as the public page shows it: code and type, and the meta of a B2B tag (its technical sheet). */
export type PublicBracelet = { code: string; type: 'B2C' | 'B2B'; meta: TagMeta | null; status: string };
/** A LOST tag that opens the profile (issue 13): the page then carries the lost banner and the finder's form. */
export type PublicLostTag = { code: string; message: string | null; reward: boolean; showContacts: boolean };
export type PublicPageRow = {
  page: PageRow;
  profile: ProfileRow;
  bracelet: PublicBracelet | null;
  lostTag: PublicLostTag | null;
  /** Issue 42: the profile's family alert is on (the card offers the visitor to share a place; opens are told). */
  openAlert: boolean;
};

/**
 * The profile's tag: among the tags that open this profile, a B2B one for equipment, a B2C one otherwise, else the
 * newest. A read-only look at the tags table inside the public page's one query (the hot path of every scan); the
 * tags module owns it.
 */
const braceletOfProfile = sql<PublicBracelet | null>`(
  SELECT jsonb_build_object('code', ${tags.code}, 'type', ${tags.type}, 'status', ${tags.status}, 'meta', CASE WHEN ${tags.type} = 'B2B' THEN ${tagPublicMetaView} END)
  FROM ${tags}
  WHERE ${tags.profileId} = ${profiles.id}
  ORDER BY (${tags.type} = CASE WHEN ${profiles.kind} = 'EQUIPMENT' THEN 'B2B' ELSE 'B2C' END) DESC, ${tags.createdAt} DESC, ${tags.id} DESC
  LIMIT 1)`;

/** The profile's LOST tag, in the same order as its tag (so the page's own tag comes first when it is the lost one). */
const lostTagOfProfile = sql<PublicLostTag | null>`(
  SELECT jsonb_build_object('code', ${tags.code}, 'message', ${tags.lostMessage}, 'reward', ${tags.lostReward},
    'showContacts', ${tags.lostShowContacts})
  FROM ${tags}
  WHERE ${tags.profileId} = ${profiles.id} AND ${tags.status} = 'LOST'
  ORDER BY (${tags.type} = CASE WHEN ${profiles.kind} = 'EQUIPMENT' THEN 'B2B' ELSE 'B2C' END) DESC, ${tags.createdAt} DESC, ${tags.id} DESC
  LIMIT 1)`;

/**
 * What a scan of /t/{code} reads (issue 41), in one query: the tag with its owner's name, the profile it opens (its
 * own, else the owner's primary: `profile`), that profile's page and, for a person's B2C tag with an active page
 * (their card), the page's tag and LOST tag as /p reads them.
 */
export type PublicTagRow = {
  tag: TagRow;
  assignedUserName: string | null;
  assignedUserEmail: string | null;
  profile: ProfileRow | null;
  page: PageRow | null;
  card: { bracelet: PublicBracelet | null; lostTag: PublicLostTag | null; openAlert: boolean } | null;
};

/**
 * The profile a tag opens, as a lateral join named "profiles" (so the page's fragments above read it): the tag's own,
 * else its owner's primary. UNION ALL ... LIMIT 1 stops at the first that exists; each side is an index lookup.
 */
const profileOfTag = sql`(
  (SELECT * FROM ${profiles} WHERE ${profiles.id} = ${tags.profileId})
  UNION ALL
  (SELECT * FROM ${profiles} WHERE ${profiles.userId} = ${tags.assignedUserId} AND ${profiles.isPrimary} LIMIT 1)
  LIMIT 1) AS "profiles"`;

/** The profile's family alert is on (issue 42): a read-only look at the open-alert module's settings row. */
const openAlertOfProfile = sql<boolean>`EXISTS (SELECT 1 FROM open_alert_settings o WHERE o.profile_id = ${profiles.id} AND o.enabled)`;

const date = (value: unknown) => new Date(value as string);
const dateOrNull = (value: unknown) => (value ? new Date(value as string) : null);

/** A pages row from row_to_json (snake_case keys, timestamps as text). */
function pageFromJson(o: Record<string, unknown>): PageRow {
  return {
    id: o.id as string,
    profileId: o.profile_id as string,
    slug: o.slug as string,
    title: o.title as string,
    description: o.description as string | null,
    isActive: o.is_active as boolean,
    allowIndexing: o.allow_indexing as boolean,
    theme: o.theme as PageRow['theme'],
    seo: o.seo as PageRow['seo'],
    views: Number(o.views),
    uniqueVisitors: Number(o.unique_visitors),
    lastAccessedAt: dateOrNull(o.last_accessed_at),
    createdAt: date(o.created_at),
    updatedAt: date(o.updated_at),
  };
}

/** A profiles row from row_to_json. */
function profileFromJson(o: Record<string, unknown>): ProfileRow {
  return {
    id: o.id as string,
    userId: o.user_id as string,
    kind: o.kind as ProfileRow['kind'],
    isPrimary: o.is_primary as boolean,
    name: o.name as string,
    email: o.email as string | null,
    phone: o.phone as string | null,
    dateOfBirth: o.date_of_birth as string | null,
    notes: o.notes as string | null,
    photos: o.photos as ProfileRow['photos'],
    criticalAlerts: (o.critical_alerts ?? []) as ProfileRow['criticalAlerts'],
    emergencyContacts: o.emergency_contacts as ProfileRow['emergencyContacts'],
    medicalInfo: o.medical_info as ProfileRow['medicalInfo'],
    hasMedicalInfo: o.has_medical_info as boolean,
    address: o.address as ProfileRow['address'],
    petInfo: o.pet_info as ProfileRow['petInfo'],
    equipmentInfo: o.equipment_info as ProfileRow['equipmentInfo'],
    meta: o.meta as ProfileRow['meta'],
    isNamePublic: o.is_name_public as boolean,
    isContactsPublic: o.is_contacts_public as boolean,
    isMedicalInfoPublic: o.is_medical_info_public as boolean,
    isPhotosPublic: o.is_photos_public as boolean,
    isNotesPublic: o.is_notes_public as boolean,
    visibility: (o.visibility ?? {}) as ProfileRow['visibility'],
    pinHash: o.pin_hash as string | null,
    pinLockedUntil: dateOrNull(o.pin_locked_until),
    pinNoticeAt: dateOrNull(o.pin_notice_at),
    searchText: o.search_text as string,
    createdAt: date(o.created_at),
    updatedAt: date(o.updated_at),
  };
}

export function createPagesRepository(db: Database) {
  const selectJoined = (tx: Database = db) =>
    tx
      .select(joined)
      .from(pages)
      .innerJoin(profiles, eq(profiles.id, pages.profileId))
      .innerJoin(users, eq(users.id, profiles.userId));
  // Prepared once: the public page is read on every scan. Slugs asked for at the same moment are read
  // together (see createBatchLoader): one round trip for many concurrent visits.
  // Each row comes back as one JSON value (parsed natively), which is cheaper than ~40 typed columns.
  const publicBySlugs = db
    .select({
      data: sql<{
        page: Record<string, unknown>;
        profile: Record<string, unknown>;
        bracelet: PublicBracelet | null;
        lostTag: PublicLostTag | null;
        openAlert: boolean;
      }>`json_build_object(
        'page', row_to_json(${pages}), 'profile', row_to_json(${profiles}), 'bracelet', ${braceletOfProfile},
        'lostTag', ${lostTagOfProfile}, 'openAlert', ${openAlertOfProfile})`,
    })
    .from(pages)
    .innerJoin(profiles, eq(profiles.id, pages.profileId))
    .where(sql`${pages.slug} = ANY(${sql.placeholder('slugs')}::text[])`)
    .prepare('public_pages_by_slugs');
  const publicLoader = createBatchLoader(async (slugs: string[]) => {
    const rows = await publicBySlugs.execute({ slugs });
    return new Map(
      rows.map(({ data }): [string, PublicPageRow] => {
        const page = pageFromJson(data.page);
        return [
          page.slug,
          {
            page,
            profile: profileFromJson(data.profile),
            bracelet: data.bracelet,
            lostTag: data.lostTag,
            openAlert: data.openAlert === true,
          },
        ];
      }),
    );
  });

  // Issue 41: the scan's one query, prepared and batched as the page's (a person's /t is their card).
  const publicTagsByCodes = db
    .select({
      tag: { ...getTableColumns(tags), meta: tagPublicMetaView },
      assignedUserName: users.name,
      assignedUserEmail: users.email,
      data: sql<{
        profile: Record<string, unknown> | null;
        page: Record<string, unknown> | null;
        card: PublicTagRow['card'];
      }>`json_build_object(
        'profile', CASE WHEN "profiles"."id" IS NOT NULL THEN row_to_json("profiles") END,
        'page', CASE WHEN ${pages.id} IS NOT NULL THEN row_to_json(${pages}) END,
        'card', CASE WHEN "profiles"."kind" = 'PERSON' AND ${tags.type} = 'B2C' AND ${pages.isActive}
          THEN json_build_object('bracelet', ${braceletOfProfile}, 'lostTag', ${lostTagOfProfile},
            'openAlert', ${openAlertOfProfile}) END)`,
    })
    .from(tags)
    .leftJoin(users, eq(users.id, tags.assignedUserId))
    .leftJoinLateral(profileOfTag, sql`true`)
    .leftJoin(pages, sql`${pages.profileId} = "profiles"."id"`)
    .where(sql`${tags.code} = ANY(${sql.placeholder('codes')}::text[])`)
    .prepare('public_tags_by_codes');
  const publicTagLoader = createBatchLoader(async (codes: string[]) => {
    const rows = await publicTagsByCodes.execute({ codes });
    return new Map(
      rows.map(({ tag, assignedUserName, assignedUserEmail, data }): [string, PublicTagRow] => [
        tag.code,
        {
          tag,
          assignedUserName,
          assignedUserEmail,
          profile: data.profile && profileFromJson(data.profile),
          page: data.page && pageFromJson(data.page),
          card: data.card,
        },
      ]),
    );
  });

  return {
    /** A tag by its stored code with what its public page shows (PublicTagRow), in one prepared, batched query. */
    findPublicTagByCode: (code: string): Promise<PublicTagRow | undefined> => publicTagLoader.load(code),

    /** The codes of the tags that open a profile (their public copies follow its page). */
    async tagCodesOfProfile(profileId: string): Promise<string[]> {
      const rows = await db.select({ code: tags.code }).from(tags).where(eq(tags.profileId, profileId));
      return rows.map((row) => row.code);
    },

    /** The slugs of these profiles' pages (a deletion forgets their public copies). */
    async slugsOfProfiles(profileIds: string[], tx: Database = db): Promise<string[]> {
      if (profileIds.length === 0) return [];
      const rows = await tx.select({ slug: pages.slug }).from(pages).where(inArray(pages.profileId, profileIds));
      return rows.map((row) => row.slug);
    },

    async findById(id: string, tx: Database = db): Promise<PageWithProfile | undefined> {
      const [row] = await selectJoined(tx).where(eq(pages.id, id)).limit(1);
      return row;
    },

    async findByProfileId(profileId: string, tx: Database = db): Promise<PageWithProfile | undefined> {
      const [row] = await selectJoined(tx).where(eq(pages.profileId, profileId)).limit(1);
      return row;
    },

    /** The page of a current slug with its profile and the profile's tag, in one prepared query. */
    findPublicBySlug: (slug: string): Promise<PublicPageRow | undefined> => publicLoader.load(slug),

    async findBySlug(slug: string): Promise<PageWithProfile | undefined> {
      const [row] = await selectJoined().where(eq(pages.slug, slug)).limit(1);
      return row;
    },

    /**
     * The current slug of the active page that once had this slug (a renamed page), if any. An inactive
     * page is not found under its old slugs either (its new slug is not given away by a redirect).
     */
    async currentSlugOf(oldSlug: string): Promise<string | undefined> {
      const [row] = await db
        .select({ slug: pages.slug })
        .from(pageSlugs)
        .innerJoin(pages, eq(pages.id, pageSlugs.pageId))
        .where(and(eq(pageSlugs.slug, oldSlug), eq(pages.isActive, true)))
        .limit(1);
      return row?.slug;
    },

    /** Which of these slugs belong (now or before) to a page other than exceptPageId. */
    async takenSlugs(slugs: string[], exceptPageId?: string, tx: Database = db): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const where = exceptPageId
        ? and(inArray(pageSlugs.slug, slugs), ne(pageSlugs.pageId, exceptPageId))
        : inArray(pageSlugs.slug, slugs);
      const rows = await tx.select({ slug: pageSlugs.slug }).from(pageSlugs).where(where);
      return new Set(rows.map((row) => row.slug));
    },

    /** Serialises slug writes (create, rename) for the rest of the transaction, so a check then insert cannot race. */
    async lockSlugs(tx: Database): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('portal:page-slugs'))`);
    },

    async insert(values: NewPageRow, tx: Database): Promise<PageRow> {
      const [row] = await tx.insert(pages).values(values).returning();
      await tx.insert(pageSlugs).values({ slug: row!.slug, pageId: row!.id }).onConflictDoNothing();
      return row!;
    },

    async update(
      id: string,
      values: Partial<Omit<NewPageRow, 'id' | 'profileId' | 'createdAt'>>,
      tx: Database = db,
    ): Promise<PageRow | undefined> {
      const [row] = await tx
        .update(pages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pages.id, id))
        .returning();
      if (row && values.slug)
        await tx.insert(pageSlugs).values({ slug: values.slug, pageId: id }).onConflictDoNothing();
      return row;
    },

    async lock(id: string, tx: Database): Promise<PageRow | undefined> {
      const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
      return rows.length > 0;
    },

    async list(query: ListPagesQuery): Promise<{ rows: PageWithProfile[]; total: number }> {
      const filters: SQL[] = [];
      if (query.search) {
        // Title and slug, and the linked client (name, contact and login email): the screen's 'título, slug ou cliente'.
        const pattern = containsPattern(query.search.toLowerCase());
        filters.push(
          sql`(lower(${pages.title} || ' ' || ${pages.slug}) ILIKE ${pattern} OR ${profiles.searchText} ILIKE ${pattern})`,
        );
      }
      if (query.isActive !== undefined) filters.push(eq(pages.isActive, query.isActive));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [totals]] = await Promise.all([
        selectJoined()
          .where(where)
          .orderBy(desc(pages.createdAt), desc(pages.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(pages).innerJoin(profiles, eq(profiles.id, pages.profileId)).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async stats(): Promise<{ total: number; active: number; totalViews: number }> {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) FILTER (WHERE ${pages.isActive})`.mapWith(Number),
          totalViews: sql<number>`coalesce(sum(${pages.views}), 0)`.mapWith(Number),
        })
        .from(pages);
      return { total: row?.total ?? 0, active: row?.active ?? 0, totalViews: row?.totalViews ?? 0 };
    },
  };
}

export type PagesRepository = ReturnType<typeof createPagesRepository>;
