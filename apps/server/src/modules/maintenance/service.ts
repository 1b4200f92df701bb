import {
  buildPagination,
  DUE_SOON_DAYS,
  dueStateOf,
  MAINTENANCE_TEXTS,
  PRIVACY_TEXTS,
  tagTechnicalSheet,
  type CreateRecordResponse,
  type EquipmentDetailResponse,
  type ListEquipmentQuery,
  type ListEquipmentResponse,
  type ListRecordsQuery,
  type ListRecordsResponse,
  type MaintenanceRecord,
  type OfflineEquipmentResponse,
  OFFLINE_RECORDS_PER_EQUIPMENT,
  type PaginationQuery,
  type PublicServiceSourceEntry,
  type ServicePlanRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { recordsCsv } from './csv.js';
import type { DueEquipment } from './reminder-digest.js';
import { importMaintenanceOfMeta } from './meta-import.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';
import { toEquipmentDetail, toEquipmentSummary, toRecord, type Viewer } from './mappers.js';
import { createEquipmentRepository, type EquipmentFilters } from './equipment-repository.js';
import { createMaintenanceRepository, type RecordWithCode } from './repository.js';
import { createMeters } from './meters.js';
import { createRecordWrites } from './record-writes.js';

export type { AttachmentsLoader, MaintenanceDeps } from './deps.js';
import type { MaintenanceDeps } from './deps.js';

export type { DueEquipment } from './reminder-digest.js';

const RECORDS_OF_TAG_LIMIT = 100;
/** The keyset page the full log is read in (the service report): bounded memory per query, any length of log. */
const FULL_LOG_PAGE = 500;
const notFoundEquipment = () => notFound(MAINTENANCE_TEXTS.notFound, 'EQUIPMENT_NOT_FOUND');

export type { LostEquipmentService } from '../../lib/events.js';

export function createMaintenanceService(deps: MaintenanceDeps) {
  const { db } = deps;
  const repository = createMaintenanceRepository(db);
  const equipment = createEquipmentRepository(db);
  const meters = createMeters(db);

  /** A TECHNICIAN account, or undefined when the id is no technician (read inside the caller's transaction). */
  async function findTechnician(id: string, tx: Database) {
    const user = await deps.users.findById(id, tx);
    return user?.role === 'TECHNICIAN' ? user : undefined;
  }
  const clock = deps.now ?? (() => new Date());

  async function mapRecords(rows: RecordWithCode[], viewer: Viewer): Promise<MaintenanceRecord[]> {
    const loader = deps.attachments?.();
    const attachments = loader && rows.length ? await loader(rows.map((row) => row.id)) : new Map();
    const levels = rows.length ? await deps.levels?.recordExtras(rows.map((row) => row.id)) : undefined;
    const now = clock();
    return rows.map((row) => ({
      ...toRecord(row, viewer, now, attachments.get(row.id) ?? []),
      ...levels?.get(row.id),
    }));
  }

  async function requireEquipment(tagId: string, tx: Database = db) {
    const row = await equipment.findEquipment(tagId, tx);
    if (!row || row.type !== 'B2B') throw notFoundEquipment();
    return row;
  }

  /** Locks the B2B tag for a write of its log; a B2C or unknown tag is the equipment's 404. */
  async function lockEquipment(tagId: string, tx: Database) {
    const tag = await repository.lockTag(tagId, tx);
    if (!tag || tag.type !== 'B2B') throw notFoundEquipment();
    return tag;
  }

  const recordFilters = (query: ListRecordsQuery) => {
    if (query.from && query.to && query.from > query.to)
      throw badRequest(MAINTENANCE_TEXTS.dateRangeInvalid, { field: 'from' });
    return {
      from: query.from,
      to: query.to,
      type: query.type,
      outcome: query.outcome,
      technicianId: query.technicianId,
    };
  };

  async function equipmentDetail(tagId: string, viewer: Viewer, today?: string): Promise<EquipmentDetailResponse> {
    const row = await requireEquipment(tagId);
    const records = await mapRecords(await repository.recordsOfTag(tagId, RECORDS_OF_TAG_LIMIT), viewer);
    const meter = await meters.meterOf(tagId);
    return { ...toEquipmentDetail(row, today ?? todayInSaoPaulo(clock()), records), ...(meter ? { meter } : {}) };
  }

  /** Every record of the tag, newest first, read in keyset pages (the service report holds the whole log). */
  async function recordsOfEquipment(tagId: string, viewer: Viewer): Promise<MaintenanceRecord[]> {
    const records: MaintenanceRecord[] = [];
    let after: RecordWithCode | undefined;
    for (;;) {
      const rows = await repository.recordsAfter({ tagId }, after, FULL_LOG_PAGE);
      records.push(...(await mapRecords(rows, viewer)));
      if (rows.length < FULL_LOG_PAGE) return records;
      after = rows[rows.length - 1];
    }
  }

  const recordWrites = createRecordWrites({
    deps,
    repository,
    equipment,
    meters,
    clock,
    lockEquipment,
    requireEquipment,
    mapRecords,
  });

  return {
    ...recordWrites,
    /**
     * A deleted technician (modules/privacy), inside the deletion's transaction: the service log keeps their records,
     * each naming 'Conta excluída'; their plans lose them (on delete set null).
     */
    forgetTechnician: (technicianId: string, tx: Database) =>
      repository.forgetTechnician(technicianId, PRIVACY_TEXTS.deletedAccount, tx),
    /** The 'tag.metaWritten' subscriber (in the meta write's transaction): the meta's `maintenance` entries join the log as IMPORTED records. */
    importFromMeta: importMaintenanceOfMeta,

    async listEquipment(query: ListEquipmentQuery, _viewer: Viewer, today?: string): Promise<ListEquipmentResponse> {
      const day = today ?? todayInSaoPaulo(clock());
      const soonLimit = addDays(day, DUE_SOON_DAYS);
      const filters: EquipmentFilters = { search: query.search, status: query.status, siteId: query.siteId };
      if (query.due === 'overdue') filters.nextBefore = day;
      if (query.due === 'soon') Object.assign(filters, { nextFrom: day, nextTo: soonLimit });
      if (query.due === 'ok') filters.nextAfter = soonLimit;
      const [{ rows, total }, counts] = await Promise.all([
        equipment.listEquipment(filters, query),
        equipment.dueCounts(day, soonLimit),
      ]);
      return {
        items: rows.map((row) => toEquipmentSummary(row, day)),
        pagination: buildPagination(query.page, query.limit, total),
        counts,
      };
    },

    equipmentDetail,

    /**
     * Every equipment with its plan and newest records, a page at a time by id: what the technician's phone keeps in
     * IndexedDB to work offline (a few thousand items in a handful of requests, three queries per page).
     */
    async offlineEquipment(page: PaginationQuery, viewer: Viewer, today?: string): Promise<OfflineEquipmentResponse> {
      const day = today ?? todayInSaoPaulo(clock());
      const { rows, total } = await equipment.equipmentPageById(page);
      const records = await mapRecords(
        await repository.latestRecordsOfTags(
          rows.map((row) => row.id),
          OFFLINE_RECORDS_PER_EQUIPMENT,
        ),
        viewer,
      );
      const byTag = new Map<string, MaintenanceRecord[]>();
      for (const record of records) byTag.set(record.tagId, [...(byTag.get(record.tagId) ?? []), record]);
      return {
        items: rows.map((row) => toEquipmentDetail(row, day, byTag.get(row.id) ?? [])),
        pagination: buildPagination(page.page, page.limit, total),
      };
    },

    recordsOfEquipment,

    /** The equipment's detail with its WHOLE log, not the newest 100 (GET .../report.pdf, the inspector's proof). */
    async serviceReportDetail(tagId: string, viewer: Viewer, today?: string): Promise<EquipmentDetailResponse> {
      const row = await requireEquipment(tagId);
      return toEquipmentDetail(row, today ?? todayInSaoPaulo(clock()), await recordsOfEquipment(tagId, viewer));
    },

    async savePlan(tagId: string, input: ServicePlanRequest, actor: Viewer): Promise<EquipmentDetailResponse> {
      await db.transaction(async (tx) => {
        await lockEquipment(tagId, tx);
        const technicianId = input.technicianId ?? null;
        if (technicianId && !(await findTechnician(technicianId, tx)))
          throw badRequest(MAINTENANCE_TEXTS.technicianNotFound, { field: 'technicianId' });
        // One interval: months win when both are sent (calendar months keep the day of the month).
        const intervalMonths = input.intervalMonths ?? null;
        const intervalDays = intervalMonths ? null : (input.intervalDays ?? null);
        const intervalHours = input.intervalHours ?? null;
        await repository.upsertPlan({ tagId, intervalDays, intervalMonths, intervalHours, technicianId }, tx);
        const latest = await repository.latestRecord(tagId, tx);
        const plan = { intervalDays, intervalMonths, intervalHours };
        const next = latest ? await meters.nextServiceDate(tagId, plan, tx) : null;
        if (next) await repository.setNextService(tagId, next, tx);
      });
      return equipmentDetail(tagId, actor);
    },

    async listRecords(query: ListRecordsQuery, viewer: Viewer): Promise<ListRecordsResponse> {
      const { rows, total } = await repository.listRecords(recordFilters(query), query);
      return { records: await mapRecords(rows, viewer), pagination: buildPagination(query.page, query.limit, total) };
    },

    /** The same rows as listRecords (every page) as a ';' CSV for Excel; internal notes are for this audience. */
    async recordsCsv(query: ListRecordsQuery, _viewer: Viewer): Promise<string> {
      const filters = recordFilters(query);
      return recordsCsv((after, size) => repository.recordsAfter(filters, after, size));
    },

    /**
     * PATCH /tecnico/equipment/{id}/status. A technician cannot end lost mode (issue 40): a LOST equipment stays LOST
     * until its owner or an admin says found (409; a record is still saved, and its owner told).
     */
    async setStatus(tagId: string, status: 'ACTIVE' | 'BROKEN', actor: Actor) {
      await db.transaction(async (tx) => {
        const tag = await lockEquipment(tagId, tx);
        if (tag.status === 'LOST' && actor.role !== 'ADMIN')
          throw conflict(MAINTENANCE_TEXTS.lostStatusLocked, 'EQUIPMENT_LOST');
        await deps.tags.setStatus(tagId, status, actor, tx);
      });
      return toEquipmentSummary(await requireEquipment(tagId), todayInSaoPaulo(clock()));
    },

    /**
     * After a new record's commit (the records route; not on a replayed Idempotency-Key): a LOST equipment's owner
     * is told. A notice that fails is logged, never the technician's failure.
     */
    async afterRecordCreated(created: CreateRecordResponse): Promise<void> {
      const { record } = created;
      // Issue 44: the chamados of this equipment that the record's author took are closed by an OK record.
      await deps.events.publishAfterCommit('maintenance.recorded', { record });
      if (created.equipment.status !== 'LOST') return;
      await deps.events.publishAfterCommit('equipment.servicedWhileLost', {
        tagId: record.tagId,
        code: record.code,
        technicianName: record.technicianName ?? '',
        performedAt: record.performedAt,
        outcome: record.outcome,
      });
    },

    /** What a visitor of /t sees of the log: date, type and outcome (and an IMPORTED entry's own description). */
    async publicServiceLog(tagId: string, limit = 20): Promise<PublicServiceSourceEntry[]> {
      return repository.publicLog(tagId, limit);
    },

    /** /t's '(estimada)': the shown next service came from the horímetro's estimate (issue 44). */
    nextServiceEstimated: meters.isEstimated,

    /** Equipment overdue or due within DUE_SOON_DAYS of `today`, with the plan's technician (the reminder job). */
    async dueForReminders(today: string): Promise<DueEquipment[]> {
      const rows = await equipment.dueUntil(addDays(today, DUE_SOON_DAYS));
      return rows.map((row) => {
        const sheet = tagTechnicalSheet(row.meta);
        const summary = toEquipmentSummary(row, today);
        return {
          tagId: row.id,
          code: row.code,
          model: sheet.model || summary.model,
          location: summary.location,
          nextService: row.nextService!,
          due: dueStateOf(row.nextService, today) === 'overdue' ? 'overdue' : 'soon',
          technicianId: row.planTechnicianId,
          clientName: summary.clientName,
        };
      });
    },
  };
}

export type MaintenanceService = ReturnType<typeof createMaintenanceService>;
