import {
  MAINTENANCE_TEXTS,
  RECORD_EDIT_WINDOW_HOURS,
  type CreateRecordRequest,
  type CreateRecordResponse,
  type MaintenanceRecord,
  type UpdateRecordRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { checkAccess, recordOwner } from '../../lib/access.js';
import type { Actor } from '../../lib/actor.js';
import { todayInSaoPaulo } from '../../lib/dates.js';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.js';
import type { createEquipmentRepository, EquipmentRow } from './equipment-repository.js';
import { toEquipmentSummary, toRecord, type Viewer } from './mappers.js';
import type { createMeters } from './meters.js';
import type { createMaintenanceRepository, RecordWithCode } from './repository.js';
import type { MaintenanceDeps } from './deps.js';

const notFoundRecord = () => notFound(MAINTENANCE_TEXTS.recordNotFound, 'RECORD_NOT_FOUND');

type RecordWritesKit = {
  deps: MaintenanceDeps;
  repository: ReturnType<typeof createMaintenanceRepository>;
  equipment: ReturnType<typeof createEquipmentRepository>;
  meters: ReturnType<typeof createMeters>;
  clock: () => Date;
  /** Locks the B2B tag for a write of its log; a B2C or unknown tag is the equipment's 404. */
  lockEquipment: (tagId: string, tx: Database) => Promise<unknown>;
  requireEquipment: (tagId: string, tx?: Database) => Promise<EquipmentRow>;
  mapRecords: (rows: RecordWithCode[], viewer: Viewer) => Promise<MaintenanceRecord[]>;
};

/**
 * The service log's writes: a record created, corrected or deleted, each in one transaction with the equipment
 * locked, the next service re-derived after it, and an OUT_OF_SERVICE outcome breaking the tag.
 */
export function createRecordWrites(kit: RecordWritesKit) {
  const { deps, repository, equipment, meters, clock, lockEquipment, requireEquipment, mapRecords } = kit;
  const { db } = deps;

  /**
   * After a write of the log (inside its transaction): the next service follows the newest record under the plan
   * when the newest record changed (a backdated record leaves a hand-set date alone). The meta's maintenance list is
   * the log itself (db/tag-meta-view.ts): nothing to copy.
   */
  async function afterLogWrite(
    tagId: string,
    before: { id: string; performedAt: string } | undefined,
    tx: Database,
  ): Promise<void> {
    const latest = await repository.latestRecord(tagId, tx);
    const moved = latest && (latest.id !== before?.id || latest.performedAt !== before?.performedAt);
    const plan = latest ? await repository.findPlan(tagId, tx) : undefined;
    // An hours plan follows every reading (a backdated one changes the average use), not only a new newest record.
    if (plan && (moved || plan.intervalHours)) {
      const next = await meters.nextServiceDate(tagId, plan, tx);
      if (next) await repository.setNextService(tagId, next, tx);
    }
  }

  /** A technician only their own records within the window; an admin any. */
  function checkMayChange(record: RecordWithCode, actor: Viewer): void {
    checkAccess(actor, 'record.change', recordOwner(record));
    if (actor.role === 'ADMIN') return;
    const until = record.createdAt.getTime() + RECORD_EDIT_WINDOW_HOURS * 3_600_000;
    if (clock().getTime() > until) throw conflict(MAINTENANCE_TEXTS.editWindowClosed, 'EDIT_WINDOW_CLOSED');
  }

  function checkNotFuture(performedAt: string | undefined): void {
    if (performedAt && performedAt > todayInSaoPaulo(clock()))
      throw badRequest(MAINTENANCE_TEXTS.performedAtFuture, { field: 'performedAt' });
  }

  /**
   * OUT_OF_SERVICE sets the tag BROKEN through the tags service (its STATUS_CHANGED event). A LOST tag stays LOST
   * (issue 40: only its owner or an admin says found): BROKEN becomes the status found restores.
   */
  async function breakIfOutOfService(tagId: string, outcome: string | undefined, actor: Actor, tx: Database = db) {
    if (outcome !== 'OUT_OF_SERVICE') return;
    const tag = await equipment.findEquipment(tagId, tx);
    if (!tag || tag.status === 'BROKEN') return;
    try {
      await deps.tags.setStatus(tagId, 'BROKEN', actor, tx, 'afterFound');
    } catch (error) {
      // Someone set it BROKEN in between: the record stands and the tag is as it should be.
      if (!(error instanceof AppError && error.code === 'SAME_STATUS')) throw error;
    }
  }

  return {
    /**
     * `outer`: the caller's transaction (an Idempotency-Key's, lib/idempotency): everything here then runs inside it,
     * so the key's answer commits with the record.
     */
    async createRecord(
      tagId: string,
      input: CreateRecordRequest,
      actor: Actor,
      outer: Database = db,
    ): Promise<CreateRecordResponse> {
      checkNotFuture(input.performedAt);
      const inserted = await outer.transaction(async (tx) => {
        await lockEquipment(tagId, tx);
        const before = await repository.latestRecord(tagId, tx);
        await meters.checkReading(tagId, input.performedAt, input.meterReading, tx);
        const row = await repository.insertRecord(
          {
            tagId,
            performedAt: input.performedAt,
            type: input.type,
            description: input.description,
            outcome: input.outcome,
            technicianId: actor.id,
            technicianName: actor.name,
            durationMinutes: input.durationMinutes ?? null,
            costCents: input.costCents ?? null,
            internalNotes: input.internalNotes ?? null,
            meterReading: input.meterReading ?? null,
            source: 'RECORD',
          },
          tx,
        );
        await deps.levels?.applyToRecord({ id: row.id, tagId, performedAt: input.performedAt }, input, actor, tx);
        await afterLogWrite(tagId, before, tx);
        return row;
      });
      await breakIfOutOfService(tagId, input.outcome, actor, outer);
      const record = (await repository.findRecord(inserted.id, outer))!;
      const equipment = await requireEquipment(tagId, outer);
      // A new record has no attachments yet (and the files service reads outside `outer`).
      const mapped = {
        ...toRecord(record, actor, clock(), []),
        ...(await deps.levels?.recordExtras([record.id], outer))?.get(record.id),
      };
      return { record: mapped, equipment: toEquipmentSummary(equipment, todayInSaoPaulo(clock())) };
    },

    async updateRecord(recordId: string, input: UpdateRecordRequest, actor: Actor) {
      checkNotFuture(input.performedAt);
      const tagId = await db.transaction(async (tx) => {
        const record = await repository.findRecord(recordId, tx);
        if (!record) throw notFoundRecord();
        await lockEquipment(record.tagId, tx);
        checkMayChange(record, actor);
        const reading = input.meterReading === undefined ? record.meterReading : input.meterReading;
        await meters.checkReading(record.tagId, input.performedAt ?? record.performedAt, reading, tx, record.id);
        const before = await repository.latestRecord(record.tagId, tx);
        const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        await repository.updateRecord(recordId, changes, tx);
        await afterLogWrite(record.tagId, before, tx);
        return record.tagId;
      });
      await breakIfOutOfService(tagId, input.outcome, actor);
      const [mapped] = await mapRecords([(await repository.findRecord(recordId))!], actor);
      return mapped!;
    },

    async deleteRecord(recordId: string, actor: Actor): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const record = await repository.findRecord(recordId, tx);
        if (!record) throw notFoundRecord();
        await lockEquipment(record.tagId, tx);
        checkMayChange(record, actor);
        const before = await repository.latestRecord(record.tagId, tx);
        await repository.deleteRecord(recordId, tx);
        await afterLogWrite(record.tagId, before, tx);
        return { id: record.id, tagId: record.tagId };
      });
      // Only after the commit (a rolled-back delete keeps its photos); a file left behind never fails the request.
      await deps
        .removeRecordFiles?.()?.([deleted])
        .catch((error: unknown) => deps.log?.warn({ err: error, recordId }, 'maintenance: record files left'));
    },
  };
}
