import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TagStatus, TagType } from '@portal/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { asOfEndOf, createdBefore, isClientAccount } from '../../lib/client-accounts.js';
import { tagScans } from '../../db/tables/analytics.js';
import { profiles } from '../../db/tables/profiles.js';
import { pages } from '../../db/tables/pages.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';
import { reports, type NewReportRow, type ReportRow } from '../../db/tables/reports.js';

/** Whose data a report covers: an admin's covers everything, a user's only their own profiles, pages and tags. */
export type ReportScope = { kind: 'admin' } | { kind: 'user'; userId: string };

export type ClientReportRow = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  pageTitle: string | null;
  pageSlug: string | null;
  pageActive: boolean | null;
  views: number;
  tagCount: number;
};

export type TagReportRow = {
  id: string;
  code: string;
  type: TagType;
  status: TagStatus;
  ownerName: string | null;
  ownerEmail: string | null;
  assignedAt: Date | null;
  lastScanAt: Date | null;
  createdAt: Date;
};

export type PageReportRow = {
  id: string;
  title: string;
  slug: string;
  isActive: boolean;
  views: number;
  uniqueVisitors: number;
  ownerName: string;
  lastAccessedAt: Date | null;
  createdAt: Date;
};

/** Rows are read in chunks of this many (keyset pagination): a list of any length never sits whole in memory. */
const REPORT_CHUNK_SIZE = 1000;

type Cursor = { createdAt: Date; id: string };

/** (created_at, id) after the cursor: the keyset of every list (each table has an index on it). */
function after(createdAt: AnyPgColumn | SQL, id: AnyPgColumn, cursor: Cursor | null): SQL | undefined {
  return cursor
    ? sql`(${createdAt}, ${id}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
}

/** The scope's rows (a user's: where `owner` is the user) after the cursor. */
function inScopeAfter(
  scope: ReportScope,
  owner: AnyPgColumn,
  keyset: { createdAt: AnyPgColumn | SQL; id: AnyPgColumn },
  cursor: Cursor | null,
): SQL | undefined {
  return and(scope.kind === 'user' ? eq(owner, scope.userId) : undefined, after(keyset.createdAt, keyset.id, cursor));
}

/** The keyset's order: oldest first. */
const oldestFirst = (keyset: { createdAt: AnyPgColumn | SQL; id: AnyPgColumn }) => [
  asc(keyset.createdAt),
  asc(keyset.id),
];

/** Yields chunk after chunk until a short one; `read` gets the last row's cursor. */
async function* chunks<T extends Cursor>(read: (cursor: Cursor | null) => Promise<T[]>, size: number) {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await read(cursor);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}

export function createReportsRepository(db: Database, timeZone: string) {
  return {
    async insert(row: NewReportRow): Promise<void> {
      await db.insert(reports).values(row);
    },

    async findOwned(id: string, userId: string): Promise<ReportRow | undefined> {
      const [row] = await db
        .select()
        .from(reports)
        .where(and(eq(reports.id, id), eq(reports.userId, userId)))
        .limit(1);
      return row;
    },

    /** The expired reports, oldest first, a batch at a time. */
    findExpired(now: Date, limit: number): Promise<ReportRow[]> {
      return db.select().from(reports).where(lte(reports.expiresAt, now)).orderBy(asc(reports.expiresAt)).limit(limit);
    },

    async delete(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(reports).where(inArray(reports.id, ids));
    },

    /** Which of these ids still have a row (the orphan-file sweep). */
    async existingIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: reports.id }).from(reports).where(inArray(reports.id, ids));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Clients (lib/client-accounts.ts: the client accounts, with their primary profile and its page when they have
     * one) that existed at the end of the report's range (all of them when it ends today), oldest first, with that
     * page's views and the account's tag count: the same accounts the summary's totalClients counts. An account's
     * other profiles (a child, a pet, a machine) are not clients; their pages are in the pages report.
     */
    clients(scope: ReportScope, endDate: string, size = REPORT_CHUNK_SIZE): AsyncGenerator<ClientReportRow[]> {
      const tagCount = sql<number>`(select count(*) from ${tags} where ${tags.assignedUserId} = ${users.id})`;
      const asOf = asOfEndOf(endDate, timeZone);
      // users.created_at keeps microseconds, a Date only milliseconds: the keyset compares and orders at that precision.
      const createdAt = sql<Date>`date_trunc('milliseconds', ${users.createdAt})`.mapWith(users.createdAt);
      return chunks(
        (cursor) =>
          db
            .select({
              id: users.id,
              name: sql<string>`coalesce(${profiles.name}, ${users.name})`,
              email: users.email,
              createdAt,
              pageTitle: pages.title,
              pageSlug: pages.slug,
              pageActive: pages.isActive,
              views: sql<number>`coalesce(${pages.views}, 0)`.mapWith(Number),
              tagCount: tagCount.mapWith(Number),
            })
            .from(users)
            .leftJoin(profiles, and(eq(profiles.userId, users.id), eq(profiles.isPrimary, true)))
            .leftJoin(pages, eq(pages.profileId, profiles.id))
            .where(
              and(
                isClientAccount(users.role),
                createdBefore(users.createdAt, asOf),
                inScopeAfter(scope, users.id, { createdAt, id: users.id }, cursor),
              ),
            )
            .orderBy(...oldestFirst({ createdAt, id: users.id }))
            .limit(size),
        size,
      );
    },

    /** Tags (a user's: those assigned to them; `siteId`: one site's), oldest first, with the owner and the last scan. */
    tags(scope: ReportScope, size = REPORT_CHUNK_SIZE, siteId?: string): AsyncGenerator<TagReportRow[]> {
      const lastScan = sql`(select max(${tagScans.createdAt}) from ${tagScans} where ${tagScans.tagId} = ${tags.id})`;
      return chunks(
        (cursor) =>
          db
            .select({
              id: tags.id,
              code: tags.code,
              type: tags.type,
              status: tags.status,
              ownerName: users.name,
              ownerEmail: users.email,
              assignedAt: tags.assignedAt,
              lastScanAt: lastScan.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
              createdAt: tags.createdAt,
            })
            .from(tags)
            .leftJoin(users, eq(users.id, tags.assignedUserId))
            .where(
              and(inScopeAfter(scope, tags.assignedUserId, tags, cursor), siteId ? eq(tags.siteId, siteId) : undefined),
            )
            .orderBy(...oldestFirst(tags))
            .limit(size),
        size,
      );
    },

    /** Public pages, of every profile (a user's: the pages of their profiles), oldest first, with their counters. */
    pages(scope: ReportScope, size = REPORT_CHUNK_SIZE): AsyncGenerator<PageReportRow[]> {
      return chunks(
        (cursor) =>
          db
            .select({
              id: pages.id,
              title: pages.title,
              slug: pages.slug,
              isActive: pages.isActive,
              views: pages.views,
              uniqueVisitors: pages.uniqueVisitors,
              ownerName: profiles.name,
              lastAccessedAt: pages.lastAccessedAt,
              createdAt: pages.createdAt,
            })
            .from(pages)
            .innerJoin(profiles, eq(profiles.id, pages.profileId))
            .where(inScopeAfter(scope, profiles.userId, pages, cursor))
            .orderBy(...oldestFirst(pages))
            .limit(size),
        size,
      );
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
