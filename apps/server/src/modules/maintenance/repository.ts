import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { type MaintenanceType, type MaintenanceOutcome } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tags } from '../../db/tables/tags.js';
import {
  maintenanceRecords,
  servicePlans,
  type MaintenanceRecordRow,
  type NewMaintenanceRecordRow,
} from '../../db/tables/maintenance.js';

export type RecordFilters = {
  tagId?: string;
  from?: string;
  to?: string;
  type?: MaintenanceType;
  outcome?: MaintenanceOutcome;
  technicianId?: string;
};
export type RecordWithCode = MaintenanceRecordRow & { code: string };

function recordWhere(filters: RecordFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.tagId) conditions.push(eq(maintenanceRecords.tagId, filters.tagId));
  if (filters.from) conditions.push(gte(maintenanceRecords.performedAt, filters.from));
  if (filters.to) conditions.push(lte(maintenanceRecords.performedAt, filters.to));
  if (filters.type) conditions.push(eq(maintenanceRecords.type, filters.type));
  if (filters.outcome) conditions.push(eq(maintenanceRecords.outcome, filters.outcome));
  if (filters.technicianId) conditions.push(eq(maintenanceRecords.technicianId, filters.technicianId));
  return conditions.length ? and(...conditions) : undefined;
}

const recordNewestFirst = [
  desc(maintenanceRecords.performedAt),
  desc(maintenanceRecords.createdAt),
  desc(maintenanceRecords.id),
];

const selectRecords = (tx: Database) =>
  tx
    .select({ record: maintenanceRecords, code: tags.code })
    .from(maintenanceRecords)
    .innerJoin(tags, eq(tags.id, maintenanceRecords.tagId));

const flatten = (rows: Array<{ record: MaintenanceRecordRow; code: string }>): RecordWithCode[] =>
  rows.map((row) => ({ ...row.record, code: row.code }));

/** The service log and the plans: maintenance_records and service_plans, and their projections on the tag. */
export function createMaintenanceRepository(db: Database) {
  return {
    /** A deleted technician's records stay the equipment's log, under `replacement` instead of their name. */
    async forgetTechnician(technicianId: string, replacement: string, tx: Database): Promise<void> {
      await tx
        .update(maintenanceRecords)
        .set({ technicianId: null, technicianName: replacement })
        .where(eq(maintenanceRecords.technicianId, technicianId));
    },

    async recordsOfTag(tagId: string, limit: number): Promise<RecordWithCode[]> {
      return flatten(
        await selectRecords(db)
          .where(eq(maintenanceRecords.tagId, tagId))
          .orderBy(...recordNewestFirst)
          .limit(limit),
      );
    },

    /** The newest `perTag` records of each of these tags (one window query), newest first. */
    async latestRecordsOfTags(tagIds: string[], perTag: number): Promise<RecordWithCode[]> {
      if (tagIds.length === 0) return [];
      const ranked = db
        .select({
          id: maintenanceRecords.id,
          rank: sql<number>`row_number() OVER (PARTITION BY ${maintenanceRecords.tagId} ORDER BY ${maintenanceRecords.performedAt} DESC, ${maintenanceRecords.createdAt} DESC, ${maintenanceRecords.id} DESC)`.as(
            'rank',
          ),
        })
        .from(maintenanceRecords)
        .where(inArray(maintenanceRecords.tagId, tagIds))
        .as('ranked');
      return flatten(
        await selectRecords(db)
          .innerJoin(ranked, eq(ranked.id, maintenanceRecords.id))
          .where(lte(ranked.rank, perTag))
          .orderBy(...recordNewestFirst),
      );
    },

    async findRecord(id: string, tx: Database = db): Promise<RecordWithCode | undefined> {
      const [row] = await selectRecords(tx).where(eq(maintenanceRecords.id, id)).limit(1);
      return row ? { ...row.record, code: row.code } : undefined;
    },

    async listRecords(filters: RecordFilters, page: { page: number; limit: number }) {
      const where = recordWhere(filters);
      const [rows, [totals]] = await Promise.all([
        selectRecords(db)
          .where(where)
          .orderBy(...recordNewestFirst)
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ total: count() }).from(maintenanceRecords).where(where),
      ]);
      return { rows: flatten(rows), total: totals?.total ?? 0 };
    },

    /** A chunk of the log after a keyset position (newest first), for the CSV export. */
    async recordsAfter(
      filters: RecordFilters,
      after: { performedAt: string; createdAt: Date; id: string } | undefined,
      size: number,
    ): Promise<RecordWithCode[]> {
      const keyset = after
        ? sql`(${maintenanceRecords.performedAt}, ${maintenanceRecords.createdAt}, ${maintenanceRecords.id}) < (${after.performedAt}::date, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return flatten(
        await selectRecords(db)
          .where(and(recordWhere(filters), keyset))
          .orderBy(...recordNewestFirst)
          .limit(size),
      );
    },

    async insertRecord(values: NewMaintenanceRecordRow, tx: Database): Promise<MaintenanceRecordRow> {
      const [row] = await tx.insert(maintenanceRecords).values(values).returning();
      return row!;
    },

    async updateRecord(id: string, values: Partial<NewMaintenanceRecordRow>, tx: Database) {
      const [row] = await tx
        .update(maintenanceRecords)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(maintenanceRecords.id, id))
        .returning();
      return row;
    },

    async deleteRecord(id: string, tx: Database): Promise<void> {
      await tx.delete(maintenanceRecords).where(eq(maintenanceRecords.id, id));
    },

    /** The newest record of a tag (what derives the next service). */
    async latestRecord(tagId: string, tx: Database = db) {
      const [row] = await tx
        .select({ id: maintenanceRecords.id, performedAt: maintenanceRecords.performedAt })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.tagId, tagId))
        .orderBy(desc(maintenanceRecords.performedAt), desc(maintenanceRecords.createdAt))
        .limit(1);
      return row;
    },

    /** Locks the tag row so two writes of one equipment's log derive its next service one after the other. */
    async lockTag(tagId: string, tx: Database) {
      const [row] = await tx
        .select({ id: tags.id, type: tags.type, status: tags.status })
        .from(tags)
        .where(eq(tags.id, tagId))
        .for('update');
      return row;
    },

    async findPlan(tagId: string, tx: Database = db) {
      const [row] = await tx.select().from(servicePlans).where(eq(servicePlans.tagId, tagId)).limit(1);
      return row;
    },

    async upsertPlan(
      values: {
        tagId: string;
        intervalDays: number | null;
        intervalMonths: number | null;
        intervalHours: number | null;
        technicianId: string | null;
      },
      tx: Database,
    ) {
      await tx
        .insert(servicePlans)
        .values(values)
        .onConflictDoUpdate({
          target: servicePlans.tagId,
          set: {
            intervalDays: values.intervalDays,
            intervalMonths: values.intervalMonths,
            intervalHours: values.intervalHours,
            technicianId: values.technicianId,
            updatedAt: sql`now()`,
          },
        });
    },

    /** The next service (tags.next_service: the one truth, the meta shows it through db/tag-meta-view.ts). */
    async setNextService(tagId: string, nextService: string, tx: Database): Promise<void> {
      await tx
        .update(tags)
        .set({ nextService, updatedAt: sql`now()` })
        .where(eq(tags.id, tagId));
    },

    /**
     * date, type and outcome of the newest records, for the public page; the description only of an IMPORTED entry
     * (typed in the tag's meta editor, public there already), never a technician's words.
     */
    async publicLog(tagId: string, limit: number) {
      return db
        .select({
          date: maintenanceRecords.performedAt,
          type: maintenanceRecords.type,
          outcome: maintenanceRecords.outcome,
          source: maintenanceRecords.source,
          description: sql<
            string | null
          >`CASE WHEN ${maintenanceRecords.source} = 'IMPORTED' THEN ${maintenanceRecords.description} END`,
        })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.tagId, tagId))
        .orderBy(...recordNewestFirst)
        .limit(limit);
    },
  };
}
