import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProblemStatus } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { problemReports, type ProblemReportRow } from '../../db/tables/problem-reports.js';
import { sites } from '../../db/tables/sites.js';
import { tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';

/** A chamado with its equipment's code, site, place and client (one query per page). */
export type ProblemReportWithTag = ProblemReportRow & {
  code: string;
  siteId: string | null;
  siteName: string | null;
  place: string | null;
  clientName: string | null;
};

export type ProblemFilters = { status?: ProblemStatus; siteId?: string; tagId?: string };

/** The equipment a visitor reports on, as the report needs it: whose it is and where. */
export type ReportedTag = {
  id: string;
  code: string;
  type: 'B2C' | 'B2B';
  assignedUserId: string | null;
  siteId: string | null;
  place: string | null;
  siteUserId: string | null;
  siteName: string | null;
};

const columns = {
  report: problemReports,
  code: tags.code,
  siteId: tags.siteId,
  siteName: sites.name,
  place: tags.place,
  clientName: users.name,
};

const whereOf = (filters: ProblemFilters): SQL | undefined => {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(problemReports.status, filters.status));
  if (filters.tagId) conditions.push(eq(problemReports.tagId, filters.tagId));
  // The site's tags (tags_site_created_at_idx), then their chamados (problem_reports_tag_status_idx).
  if (filters.siteId)
    conditions.push(
      inArray(problemReports.tagId, sql`(SELECT ${tags.id} FROM ${tags} WHERE ${tags.siteId} = ${filters.siteId})`),
    );
  return conditions.length ? and(...conditions) : undefined;
};

type Joined = {
  report: ProblemReportRow;
  code: string;
  siteId: string | null;
  siteName: string | null;
  place: string | null;
  clientName: string | null;
};
const flat = ({ report, ...rest }: Joined): ProblemReportWithTag => ({ ...report, ...rest });

export function createProblemReportsRepository(db: Database) {
  const select = (tx: Database) =>
    tx
      .select(columns)
      .from(problemReports)
      .innerJoin(tags, eq(tags.id, problemReports.tagId))
      .leftJoin(sites, eq(sites.id, tags.siteId))
      .leftJoin(users, eq(users.id, tags.assignedUserId));

  return {
    async findTagByCode(code: string): Promise<ReportedTag | undefined> {
      const [row] = await db
        .select({
          id: tags.id,
          code: tags.code,
          type: tags.type,
          assignedUserId: tags.assignedUserId,
          siteId: tags.siteId,
          place: tags.place,
          siteUserId: sites.userId,
          siteName: sites.name,
        })
        .from(tags)
        .leftJoin(sites, eq(sites.id, tags.siteId))
        .where(eq(tags.code, code))
        .limit(1);
      return row;
    },

    async insert(values: typeof problemReports.$inferInsert, tx: Database): Promise<ProblemReportRow> {
      const [row] = await tx.insert(problemReports).values(values).returning();
      return row!;
    },

    /** Newest first (problem_reports_status_created_idx / _created_idx), and the total. */
    async list(filters: ProblemFilters, page: { page: number; limit: number }) {
      const where = whereOf(filters);
      const [rows, [totals]] = await Promise.all([
        select(db)
          .where(where)
          .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(problemReports).where(where),
      ]);
      return { rows: rows.map(flat), total: totals?.total ?? 0 };
    },

    /** The open and in-progress counts over every chamado (two ranges of problem_reports_status_created_idx). */
    async counts() {
      const of = (status: ProblemStatus) =>
        sql<number>`(SELECT count(*) FROM ${problemReports} WHERE ${problemReports.status} = ${status})`.mapWith(
          Number,
        );
      const [row] = await db
        .select({ open: of('ABERTO'), inProgress: of('EM_ATENDIMENTO') })
        .from(sql`(SELECT 1) AS one`);
      return row!;
    },

    async find(id: string, tx: Database = db): Promise<ProblemReportWithTag | undefined> {
      const [row] = await select(tx).where(eq(problemReports.id, id)).limit(1);
      return row && flat(row);
    },

    async lock(id: string, tx: Database): Promise<ProblemReportRow | undefined> {
      const [row] = await tx.select().from(problemReports).where(eq(problemReports.id, id)).for('update');
      return row;
    },

    async update(id: string, values: Partial<typeof problemReports.$inferInsert>, tx: Database) {
      await tx
        .update(problemReports)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(problemReports.id, id));
    },

    /** The equipment's chamados in progress with this technician: RESOLVIDO by the record. Their ids. */
    async resolveByRecord(tagId: string, technicianId: string, recordId: string): Promise<string[]> {
      const rows = await db
        .update(problemReports)
        .set({ status: 'RESOLVIDO', recordId, resolvedAt: sql`now()`, updatedAt: sql`now()` })
        .where(
          and(
            eq(problemReports.tagId, tagId),
            eq(problemReports.status, 'EM_ATENDIMENTO'),
            eq(problemReports.technicianId, technicianId),
          ),
        )
        .returning({ id: problemReports.id });
      return rows.map((row) => row.id);
    },

    /** The open chamados (ABERTO or EM_ATENDIMENTO) of these tags, oldest first: one query for a whole site. */
    async openOfTags(tagIds: string[]) {
      if (tagIds.length === 0) return [];
      return db
        .select({ tagId: problemReports.tagId, kind: problemReports.kind, createdAt: problemReports.createdAt })
        .from(problemReports)
        .where(and(inArray(problemReports.tagId, tagIds), inArray(problemReports.status, ['ABERTO', 'EM_ATENDIMENTO'])))
        .orderBy(problemReports.createdAt, problemReports.id);
    },

    /** Where a chamado's photo is stored. */
    async photoOf(id: string): Promise<{ photoKey: string | null } | undefined> {
      const [row] = await db
        .select({ photoKey: problemReports.photoKey })
        .from(problemReports)
        .where(eq(problemReports.id, id))
        .limit(1);
      return row;
    },
  };
}
