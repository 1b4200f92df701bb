import { and, asc, count, eq, gt, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MaintenanceOutcome, MaintenanceType, ProfileKind } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../lib/sql.js';
import { maintenanceRecords, servicePlans } from '../../db/tables/maintenance.js';
import { profiles } from '../../db/tables/profiles.js';
import { serialSearchText, tags } from '../../db/tables/tags.js';
import { sites } from '../../db/tables/sites.js';
import { users } from '../../db/tables/users.js';

// Equipment is a B2B tag as the technician area sees it: its owner's and profile's names, its plan and its last
// service, read in one query per page. A read-only join over the tags, users and profiles tables: going through
// their services would be a query per row (or per table) on every list page of the technician area.

const planTechnician = alias(users, 'plan_technician');

export type LastService = { performedAt: string; type: MaintenanceType; outcome: MaintenanceOutcome };

/**
 * The newest record of the row's tag as one JSON value: a correlated subquery over
 * maintenance_records_tag_performed_idx (one index probe per row of the page, no N+1 from the app).
 */
const lastServiceColumn = sql<LastService | null>`(
  SELECT json_build_object('performedAt', to_char(r.performed_at, 'YYYY-MM-DD'), 'type', r.type, 'outcome', r.outcome)
  FROM ${maintenanceRecords} r WHERE r.tag_id = ${tags.id}
  ORDER BY r.performed_at DESC, r.created_at DESC LIMIT 1)`;

/** What the technician's lists read of a tag: never the owner's contacts or e-mail, only a name. */
const equipmentColumns = {
  id: tags.id,
  code: tags.code,
  type: tags.type,
  status: tags.status,
  meta: tags.meta,
  notes: tags.notes,
  nextService: tags.nextService,
  ownerName: users.name,
  profileName: profiles.name,
  profileKind: profiles.kind,
  equipmentInfo: profiles.equipmentInfo,
  planIntervalDays: servicePlans.intervalDays,
  planIntervalMonths: servicePlans.intervalMonths,
  planIntervalHours: servicePlans.intervalHours,
  planTechnicianId: servicePlans.technicianId,
  planTechnicianName: planTechnician.name,
  planTechnicianEmail: planTechnician.email,
  planUpdatedAt: servicePlans.updatedAt,
  lastService: lastServiceColumn,
  siteId: tags.siteId,
  siteName: sites.name,
  place: tags.place,
};

export type EquipmentRow = {
  id: string;
  code: string;
  type: 'B2C' | 'B2B';
  status: 'ACTIVE' | 'INACTIVE' | 'LOST' | 'BROKEN';
  meta: Record<string, unknown>;
  notes: string | null;
  nextService: string | null;
  ownerName: string | null;
  profileName: string | null;
  profileKind: ProfileKind | null;
  equipmentInfo: Record<string, unknown> | null;
  planIntervalDays: number | null;
  planIntervalMonths: number | null;
  planIntervalHours: number | null;
  planTechnicianId: string | null;
  planTechnicianName: string | null;
  planTechnicianEmail: string | null;
  planUpdatedAt: Date | null;
  lastService: LastService | null;
  /** Issue 44: its site and the place inside it. */
  siteId?: string | null;
  siteName?: string | null;
  place?: string | null;
};

const selectEquipment = (tx: Database) =>
  tx
    .select(equipmentColumns)
    .from(tags)
    .leftJoin(users, eq(users.id, tags.assignedUserId))
    .leftJoin(profiles, eq(profiles.id, tags.profileId))
    .leftJoin(servicePlans, eq(servicePlans.tagId, tags.id))
    .leftJoin(planTechnician, eq(planTechnician.id, servicePlans.technicianId))
    .leftJoin(sites, eq(sites.id, tags.siteId));

export type EquipmentFilters = {
  search?: string;
  status?: 'ACTIVE' | 'INACTIVE' | 'LOST' | 'BROKEN';
  /** Issue 44: one site's (tags_b2b_site_next_service_idx). */
  siteId?: string;
  /** Ranges of next_service: [from, to] inclusive, either side open. */
  nextFrom?: string;
  nextTo?: string;
  nextBefore?: string;
  nextAfter?: string;
};

/** The rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The filters on the tag's own columns (B2B, status, next-service ranges): no join needed. */
function equipmentWhere(filters: EquipmentFilters): SQL {
  const conditions: SQL[] = [eq(tags.type, 'B2B')];
  if (filters.status) conditions.push(eq(tags.status, filters.status));
  if (filters.siteId) conditions.push(eq(tags.siteId, filters.siteId));
  if (filters.nextBefore) conditions.push(lt(tags.nextService, filters.nextBefore));
  if (filters.nextFrom) conditions.push(gte(tags.nextService, filters.nextFrom));
  if (filters.nextTo) conditions.push(lte(tags.nextService, filters.nextTo));
  if (filters.nextAfter) conditions.push(gt(tags.nextService, filters.nextAfter));
  return and(...conditions)!;
}

/**
 * The ids and next services of the B2B tags a search term finds within the filters, as a UNION of branches each
 * served by its own trigram index (one OR across the joins could use none of them): the code (tags_code_trgm_idx),
 * the serial number (tags_b2b_serial_trgm_idx over serialSearchText), the owner's email and name
 * (users_search_trgm_idx, the same expression), the profile's search_text (profiles_search_trgm_idx), and an
 * EQUIPMENT profile's serial number (no index, only profiles of that kind). % and _ are literal (containsPattern).
 * Every branch has its own FROM tags, which shadows any outer tags: the columns are the branch's own.
 */
function searchMatches(term: string, where: SQL): SQL {
  const pattern = containsPattern(term);
  const columns = sql`${tags.id} AS id, ${tags.nextService} AS next_service`;
  return sql`
    SELECT ${columns} FROM ${tags} WHERE ${where} AND ${tags.code} ILIKE ${containsPattern(term.toUpperCase())}
    UNION
    SELECT ${columns} FROM ${tags} WHERE ${where} AND ${serialSearchText(tags.meta)} ILIKE ${pattern}
    UNION
    SELECT ${columns} FROM ${tags} JOIN ${users} ON ${users.id} = ${tags.assignedUserId}
    WHERE ${where} AND (${users.email} || ' ' || ${users.name}) ILIKE ${pattern}
    UNION
    SELECT ${columns} FROM ${tags} JOIN ${profiles} ON ${profiles.id} = ${tags.profileId}
    WHERE ${where} AND ${profiles.searchText} ILIKE ${pattern}
    UNION
    SELECT ${columns} FROM ${tags} JOIN ${profiles} ON ${profiles.id} = ${tags.profileId}
    WHERE ${where} AND ${profiles.kind} = 'EQUIPMENT' AND ${profiles.equipmentInfo}->>'serialNumber' ILIKE ${pattern}`;
}

/** The technician area's reads of equipment: one, a page of them, the panel's counts, the ones due by a date. */
export function createEquipmentRepository(db: Database) {
  return {
    async findEquipment(tagId: string, tx: Database = db): Promise<EquipmentRow | undefined> {
      const [row] = await selectEquipment(tx).where(eq(tags.id, tagId)).limit(1);
      return row as EquipmentRow | undefined;
    },

    /**
     * One page by next service (nulls last) then id, in two steps: the page's ids from tags alone (the filters are
     * ranges of tags_b2b_next_service_idx or tags_b2b_status_next_service_idx; a search is its UNION, counted in the
     * same pass), then the joins and the last service for those rows only.
     */
    async listEquipment(filters: EquipmentFilters, page: { page: number; limit: number }) {
      const where = equipmentWhere(filters);
      const term = filters.search?.trim();
      const offset = (page.page - 1) * page.limit;
      let ids: string[];
      let total: number;
      if (term) {
        const rows = await rowsOf<{ id: string; total: number | string }>(
          db,
          sql`SELECT m.id, count(*) OVER () AS total FROM (${searchMatches(term, where)}) m
              ORDER BY m.next_service ASC NULLS LAST, m.id ASC LIMIT ${page.limit} OFFSET ${offset}`,
        );
        ids = rows.map((row) => row.id);
        // A page past the end has no row to carry the total: counted apart (rare).
        const [counted] = rows.length
          ? rows
          : await rowsOf<{ total: number | string }>(
              db,
              sql`SELECT count(*) AS total FROM (${searchMatches(term, where)}) m`,
            );
        total = Number(counted?.total ?? 0);
      } else {
        const [rows, [totals]] = await Promise.all([
          db
            .select({ id: tags.id })
            .from(tags)
            .where(where)
            .orderBy(sql`${tags.nextService} ASC NULLS LAST`, asc(tags.id))
            .limit(page.limit)
            .offset(offset),
          db.select({ total: count() }).from(tags).where(where),
        ]);
        ids = rows.map((row) => row.id);
        total = totals?.total ?? 0;
      }
      if (ids.length === 0) return { rows: [] as EquipmentRow[], total };
      const rows = await selectEquipment(db)
        .where(inArray(tags.id, ids))
        .orderBy(sql`${tags.nextService} ASC NULLS LAST`, asc(tags.id));
      return { rows: rows as EquipmentRow[], total };
    },

    /** A page of every B2B tag by id, joined like the lists (the technician's offline copy), and their total. */
    async equipmentPageById(page: { page: number; limit: number }) {
      const where = eq(tags.type, 'B2B');
      const [rows, [totals]] = await Promise.all([
        selectEquipment(db)
          .where(where)
          .orderBy(asc(tags.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(tags).where(where),
      ]);
      return { rows: rows as EquipmentRow[], total: totals?.total ?? 0 };
    },

    /**
     * The four counts of the panel over every B2B tag, in one statement: each due count is a range of
     * tags_b2b_next_service_idx (an index-only scan), out of service reads the BROKEN rows by status.
     */
    async dueCounts(today: string, soonLimit: string) {
      const b2b = (condition: SQL) =>
        sql<number>`(SELECT count(*) FROM ${tags} WHERE ${tags.type} = 'B2B' AND ${condition})`.mapWith(Number);
      const [row] = await db
        .select({
          overdue: b2b(sql`${tags.nextService} < ${today}`),
          soon: b2b(sql`${tags.nextService} BETWEEN ${today} AND ${soonLimit}`),
          ok: b2b(sql`${tags.nextService} > ${soonLimit}`),
          outOfService: b2b(sql`${tags.status} = 'BROKEN'`),
        })
        .from(sql`(SELECT 1) AS one`);
      return row!;
    },

    /** B2B equipment whose next service is on or before `limit` (overdue included), by next service. */
    async dueUntil(limit: string) {
      const rows = await selectEquipment(db)
        .where(and(eq(tags.type, 'B2B'), isNotNull(tags.nextService), lte(tags.nextService, limit)))
        .orderBy(asc(tags.nextService), asc(tags.id));
      return rows as EquipmentRow[];
    },
  };
}
