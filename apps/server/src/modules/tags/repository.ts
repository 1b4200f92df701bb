import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ListTagsQuery, ProfileKind, TagMeta } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { users } from '../../db/tables/users.js';
import { profiles } from '../../db/tables/profiles.js';
import { sites } from '../../db/tables/sites.js';
import { containsPattern } from '../../lib/sql.js';
import { tags, type NewTagRow, type TagRow } from '../../db/tables/tags.js';

import { createCountCache } from './count-cache.js';
import { storedTagMeta, tagMetaView } from '../../db/tag-meta-view.js';
import { createTagEventsRepository } from './events-repository.js';
/** The owner's name and email and the profile the tag opens (issue 14), as the tag answers show them. */
export type TagRefs = {
  assignedUserName: string | null;
  assignedUserEmail: string | null;
  profileName: string | null;
  profileKind: ProfileKind | null;
  profileIsPrimary: boolean | null;
  /** Issue 44: the name of the tag's site (joined in the lists and reads; absent on a row just written). */
  siteName?: string | null;
};
/** A tag with its owner's name and email and its profile, joined in the same query (no N+1). */
export type TagWithOwner = TagRow & TagRefs;

/** A profile as the tags read it: whose it is, and what a tag shows of it. */
type TagProfileRow = { id: string; userId: string; name: string; kind: ProfileKind; isPrimary: boolean };

export type TagFilters = Pick<ListTagsQuery, 'search' | 'status' | 'type' | 'assigned' | 'assignedUserId' | 'siteId'>;
export type TagPage = Pick<ListTagsQuery, 'page' | 'limit' | 'sortBy' | 'sortOrder'>;

/**
 * The ids a search term can name: a whole id, or its start as the cards show it ('ID 1a2b3c4d', at least 8
 * hex digits). Answered as a range of the primary key, so it is an index lookup.
 */
function idRangeOf(term: string): [string, string] | undefined {
  if (!/^[0-9a-f-]+$/i.test(term)) return undefined;
  const hex = term.replace(/-/g, '').toLowerCase();
  if (hex.length < 8 || hex.length > 32) return undefined;
  const asUuid = (digits: string) =>
    `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
  return [asUuid(hex.padEnd(32, '0')), asUuid(hex.padEnd(32, 'f'))];
}

const refColumns = {
  assignedUserName: users.name,
  assignedUserEmail: users.email,
  profileName: profiles.name,
  profileKind: profiles.kind,
  profileIsPrimary: profiles.isPrimary,
};
/** A tag row as read: its meta is the view with the service log and the next service (db/tag-meta-view.ts). */
const tagColumns = { ...getTableColumns(tags), meta: tagMetaView };
const withOwner = { ...tagColumns, ...refColumns, siteName: sites.name };

/** Tags with their owner and their profile (LEFT JOINs on the primary key: one query whatever the page size). */
const selectWithRefs = (tx: Database) =>
  tx
    .select(withOwner)
    .from(tags)
    .leftJoin(users, eq(users.id, tags.assignedUserId))
    .leftJoin(profiles, eq(profiles.id, tags.profileId))
    .leftJoin(sites, eq(sites.id, tags.siteId));

/** The row values with the meta as stored (without its derived keys) and next_service from meta.nextService. */
function withStoredMeta<T extends { meta?: TagMeta | null }>(values: T): T & { nextService?: string | null } {
  if (!values.meta) return values;
  const { meta, nextService } = storedTagMeta(values.meta);
  return { ...values, meta, nextService };
}

const SORT_COLUMNS = { code: tags.code, type: tags.type, status: tags.status, createdAt: tags.createdAt } as const;

function whereOf(filters: TagFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.search) {
    const term = filters.search.trim();
    const byCode = ilike(tags.code, containsPattern(term.toUpperCase()));
    // Search by code or id (spec: 'Search by code or id'): a whole id, or the start of one, also matches the id.
    const ids = idRangeOf(term);
    conditions.push(ids ? or(byCode, between(tags.id, ids[0], ids[1]))! : byCode);
  }
  if (filters.status) conditions.push(eq(tags.status, filters.status));
  if (filters.type) conditions.push(eq(tags.type, filters.type));
  if (filters.assigned === 'ASSIGNED') conditions.push(isNotNull(tags.assignedUserId));
  if (filters.assigned === 'UNASSIGNED') conditions.push(isNull(tags.assignedUserId));
  if (filters.assignedUserId) conditions.push(eq(tags.assignedUserId, filters.assignedUserId));
  if (filters.siteId) conditions.push(eq(tags.siteId, filters.siteId));
  return conditions.length ? and(...conditions) : undefined;
}

/** (field, createdAt, id) all in one direction, so the composite indexes serve every sort both ways. */
function orderOf(page: Pick<TagPage, 'sortBy' | 'sortOrder'>): SQL[] {
  const dir = page.sortOrder === 'asc' ? asc : desc;
  if (page.sortBy === 'code') return [dir(tags.code)];
  if (page.sortBy === 'createdAt') return [dir(tags.createdAt), dir(tags.id)];
  return [dir(SORT_COLUMNS[page.sortBy]), dir(tags.createdAt), dir(tags.id)];
}

const NO_REFS: TagRefs = {
  assignedUserName: null,
  assignedUserEmail: null,
  profileName: null,
  profileKind: null,
  profileIsPrimary: null,
};

/** The owner's name and email and the profile's reference of a row already read (one query). */
async function refsOf(row: Pick<TagRow, 'assignedUserId' | 'profileId'>, tx: Database): Promise<TagRefs> {
  if (!row.assignedUserId) return NO_REFS;
  const [refs] = await tx
    .select(refColumns)
    .from(users)
    .leftJoin(profiles, row.profileId ? eq(profiles.id, row.profileId) : sql`false`)
    .where(eq(users.id, row.assignedUserId))
    .limit(1);
  return refs ?? NO_REFS;
}

/** Told of every meta written, in the writing transaction (the service log imports its `maintenance` list). */
export type MetaWriteListener = (
  written: Array<{ id: string; meta: TagMeta | undefined }>,
  tx: Database,
) => Promise<void>;

/** The rows with their meta read again as the view (after a write whose `maintenance` entries joined the log). */
async function withMetaView<T extends { id: string }>(rows: T[], tx: Database): Promise<Array<T & { meta: TagMeta }>> {
  if (rows.length === 0) return [];
  const views = await tx
    .select({ id: tags.id, meta: tagMetaView })
    .from(tags)
    .where(
      inArray(
        tags.id,
        rows.map((row) => row.id),
      ),
    );
  const byId = new Map(views.map((view) => [view.id, view.meta]));
  return rows.map((row) => ({ ...row, meta: byId.get(row.id) ?? {} }));
}

export function createTagsRepository(db: Database, onMetaWrite: MetaWriteListener = async () => {}) {
  const counts = createCountCache();
  /** Runs a write and forgets the cached totals. */
  const writing = <T>(result: Promise<T>): Promise<T> => {
    counts.clear();
    return result.finally(() => counts.clear());
  };

  return {
    /** Drops the cached totals; the service calls it once its transaction has ended. */
    forgetCounts: () => counts.clear(),

    async findById(id: string, tx: Database = db): Promise<TagWithOwner | undefined> {
      const [row] = await selectWithRefs(tx).where(eq(tags.id, id)).limit(1);
      return row;
    },

    async findByCode(code: string, tx: Database = db): Promise<TagWithOwner | undefined> {
      const [row] = await selectWithRefs(tx).where(eq(tags.code, code)).limit(1);
      return row;
    },

    /**
     * The row locked until the end of the transaction (SELECT ... FOR UPDATE), then its owner and profile.
     * Two queries on purpose: after waiting for the lock PostgreSQL re-reads the tag row but not the rows
     * joined to it, so a join in the locking query could answer the previous owner's name.
     */
    async lockById(id: string, tx: Database): Promise<TagWithOwner | undefined> {
      const [row] = await tx.select(tagColumns).from(tags).where(eq(tags.id, id)).for('update');
      if (!row) return undefined;
      return { ...row, ...(await refsOf(row, tx)) };
    },

    /**
     * A profile as a tag may open it, locked against deletion (FOR KEY SHARE) until the end of the transaction:
     * a profile being deleted is waited for and then reads as missing, so no tag is linked to a vanishing profile.
     */
    async lockProfile(id: string, tx: Database): Promise<TagProfileRow | undefined> {
      const [row] = await tx
        .select({
          id: profiles.id,
          userId: profiles.userId,
          name: profiles.name,
          kind: profiles.kind,
          isPrimary: profiles.isPrimary,
        })
        .from(profiles)
        .where(eq(profiles.id, id))
        .for('key share');
      return row;
    },

    async existingCodes(codes: string[], tx: Database = db): Promise<Set<string>> {
      if (codes.length === 0) return new Set();
      const rows = await tx.select({ code: tags.code }).from(tags).where(inArray(tags.code, codes));
      return new Set(rows.map((row) => row.code));
    },

    async insert(values: NewTagRow, tx: Database = db): Promise<TagRow> {
      const [row] = await writing(tx.insert(tags).values(withStoredMeta(values)).returning());
      await onMetaWrite([{ id: row!.id, meta: values.meta }], tx);
      return (await withMetaView([row!], tx))[0]!;
    },

    /** One INSERT for many rows; a code taken meanwhile is skipped (ON CONFLICT DO NOTHING) and left out of the result. */
    async insertMany(values: NewTagRow[], tx: Database = db): Promise<TagRow[]> {
      if (values.length === 0) return [];
      const rows = await writing(
        tx.insert(tags).values(values.map(withStoredMeta)).onConflictDoNothing({ target: tags.code }).returning(),
      );
      const written = new Map(values.map((value) => [value.code, value.meta]));
      await onMetaWrite(
        rows.map((row) => ({ id: row.id, meta: written.get(row.code) ?? undefined })),
        tx,
      );
      return withMetaView(rows, tx);
    },

    /** Times come from the database clock (now(): the transaction's start), the same as the events written with it. */
    async update(
      id: string,
      values: Partial<Omit<NewTagRow, 'id' | 'createdAt' | 'assignedAt'>>,
      tx: Database = db,
    ): Promise<TagRow | undefined> {
      const [row] = await writing(
        tx
          .update(tags)
          .set({ ...withStoredMeta(values), updatedAt: sql`now()` })
          .where(eq(tags.id, id))
          .returning(tagColumns),
      );
      if (!row || values.meta === undefined) return row;
      await onMetaWrite([{ id: row.id, meta: values.meta ?? undefined }], tx);
      return (await withMetaView([row], tx))[0];
    },

    /**
     * Sets (userId) or clears (null) the owner; assignedAt is now(), equal to the event's createdAt. The tag then
     * opens the new owner's primary profile (issue 14), or nothing while it has no owner.
     */
    async setOwner(id: string, userId: string | null, tx: Database): Promise<TagRow | undefined> {
      const [row] = await writing(
        tx
          .update(tags)
          .set({
            assignedUserId: userId,
            assignedAt: userId ? sql`now()` : null,
            profileId: userId
              ? sql`(SELECT ${profiles.id} FROM ${profiles} WHERE ${profiles.userId} = ${userId} AND ${profiles.isPrimary})`
              : null,
            // Issue 44: a site is its client's; a tag that changes hands leaves it (its place stays).
            siteId: null,
            updatedAt: sql`now()`,
          })
          .where(eq(tags.id, id))
          .returning(tagColumns),
      );
      return row;
    },

    async delete(id: string): Promise<boolean> {
      const rows = await writing(db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id }));
      return rows.length > 0;
    },

    /** One page with the owners joined, and the total (cached per filter set, see createCountCache). */
    async list(filters: TagFilters, page: TagPage): Promise<{ rows: TagWithOwner[]; total: number }> {
      const where = whereOf(filters);
      const offset = (page.page - 1) * page.limit;
      const key = JSON.stringify([
        filters.search ?? '',
        filters.status,
        filters.type,
        filters.assigned,
        filters.assignedUserId,
        filters.siteId,
      ]);
      const cached = counts.get(key);
      const rowsQuery = selectWithRefs(db)
        .where(where)
        // A code typed in full comes first, so a lookup with limit 1 (the manual code of the assign dialog) finds it.
        .orderBy(
          ...(filters.search?.trim() ? [desc(sql`${tags.code} = ${filters.search.trim().toUpperCase()}`)] : []),
          ...orderOf(page),
        )
        .limit(page.limit)
        .offset(offset);
      if (cached !== undefined) return { rows: await rowsQuery, total: cached };
      const [rows, [totals]] = await Promise.all([rowsQuery, db.select({ total: count() }).from(tags).where(where)]);
      const total = totals?.total ?? 0;
      counts.set(key, total);
      return { rows, total };
    },

    /** All five numbers in one pass over the table. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          available: sql<number>`count(*) filter (where ${tags.status} = 'ACTIVE')`.mapWith(Number),
          assigned: count(tags.assignedUserId),
          lost: sql<number>`count(*) filter (where ${tags.status} = 'LOST')`.mapWith(Number),
          damaged: sql<number>`count(*) filter (where ${tags.status} = 'BROKEN')`.mapWith(Number),
        })
        .from(tags);
      return row!;
    },

    async listOfUser(userId: string, tx: Database = db): Promise<TagWithOwner[]> {
      return selectWithRefs(tx).where(eq(tags.assignedUserId, userId)).orderBy(desc(tags.createdAt), desc(tags.id));
    },

    /** Locks and unassigns every tag of a user; returns the rows as they were (with the owner's name). */
    async releaseOfUser(userId: string, tx: Database): Promise<TagWithOwner[]> {
      const held = await tx.select(tagColumns).from(tags).where(eq(tags.assignedUserId, userId)).for('update');
      if (held.length === 0) return [];
      const owner = await refsOf({ assignedUserId: userId, profileId: null }, tx);
      await writing(
        tx
          .update(tags)
          .set({ assignedUserId: null, assignedAt: null, profileId: null, updatedAt: sql`now()` })
          .where(
            inArray(
              tags.id,
              held.map((row) => row.id),
            ),
          ),
      );
      return held.map((row) => ({ ...row, ...owner }));
    },

    /** Every tag that opens one profile now opens another; returns the ids of the tags moved. */
    async moveProfile(fromProfileId: string, toProfileId: string, tx: Database): Promise<string[]> {
      const rows = await writing(
        tx
          .update(tags)
          .set({ profileId: toProfileId, updatedAt: sql`now()` })
          .where(eq(tags.profileId, fromProfileId))
          .returning({ id: tags.id }),
      );
      return rows.map((row) => row.id);
    },

    /** What an owner wrote on their tags (lost mode's message and choices) goes when the owner's account goes. */
    async clearOwnerTexts(tagIds: string[], tx: Database): Promise<void> {
      if (tagIds.length === 0) return;
      await writing(
        tx
          .update(tags)
          .set({
            lostMessage: null,
            lostReward: false,
            lostShowContacts: false,
            scanDigest: false,
            updatedAt: sql`now()`,
          })
          .where(inArray(tags.id, tagIds)),
      );
    },

    ...createTagEventsRepository(db),
  };
}

export type TagsRepository = ReturnType<typeof createTagsRepository>;
