import {
  buildPagination,
  FIRE_SAFETY_TEXTS,
  levelStatesOf,
  MAINTENANCE_TEXTS,
  publicFireSafetyOf,
  type ChecklistResult,
  type EquipmentAssetRequest,
  type EquipmentAssetResponse,
  type EquipmentClass,
  type ExtinguisherData,
  type FireSafetySettings,
  type LevelState,
  type ListPendenciasQuery,
  type ListPendenciasResponse,
  type PublicFireSafety,
  type RecordLevelInput,
  type ServiceCompany,
  type ServiceLevel,
} from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { AccessActor } from '../../../lib/actor.js';
import { todayInSaoPaulo } from '../../../lib/dates.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import type { SessionLinks } from '../../../lib/signed-urls.js';
import type { FileStorage } from '../../../lib/storage/storage.js';
import { createChecklistPhotos } from './photos.js';
import { companyOf, createFireSafetyRepository } from './repository.js';

type FireSafetyDeps = {
  db: Database;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Signs the checklist photos' URLs (a key of its own). */
  links: SessionLinks;
  processingConcurrency: number;
  now?: () => Date;
};

/** A record's level and checklist, as the records API shows them. */
export type RecordLevelExtras = {
  level: ServiceLevel | null;
  checklist: Array<{ item: string; result: ChecklistResult; photoId: string | null; photoUrl: string | null }>;
};

/** One unit as the AVCB report lists it (issue 44 item 7 builds on this). */
export type AvcbUnit = {
  tagId: string;
  class: EquipmentClass;
  extinguisher: ExtinguisherData | null;
  levels: LevelState[];
  openPendencias: string[];
  company: ServiceCompany | null;
  /** Who signed the newest levelled record. */
  lastTechnician: string | null;
};

const notFoundEquipment = () => notFound(MAINTENANCE_TEXTS.notFound, 'EQUIPMENT_NOT_FOUND');

/** Issue 44 items 2-4: class and extinguisher data, levels and checklists, pendências, intervals and the company. */
export function createFireSafetyService(deps: FireSafetyDeps) {
  const { db } = deps;
  const repository = createFireSafetyRepository(db);
  const photos = createChecklistPhotos({ ...deps, repository });
  const clock = deps.now ?? (() => new Date());

  async function requireEquipment(tagId: string, tx: Database = db) {
    const tag = await repository.findEquipmentTag(tagId, tx);
    if (!tag) throw notFoundEquipment();
    return tag;
  }

  async function installationCompany(tx: Database = db): Promise<ServiceCompany | null> {
    return companyOf(await repository.settings(tx));
  }

  /** The units of these tags (those with a class), each level's dates, open pendências, company and technician. */
  async function units(tagIds: string[], today: string): Promise<AvcbUnit[]> {
    const [assets, dates, latest, open, company] = await Promise.all([
      repository.assetsOf(tagIds),
      repository.levelDates(tagIds),
      repository.latestLevelled(tagIds),
      repository.openItemsOf(tagIds),
      installationCompany(),
    ]);
    const intervals = new Map<EquipmentClass, Awaited<ReturnType<typeof repository.intervalsOf>>>();
    for (const equipmentClass of new Set(assets.map((asset) => asset.class)))
      intervals.set(equipmentClass, await repository.intervalsOf(equipmentClass));
    return assets.map((asset) => {
      const lastByLevel: Partial<Record<ServiceLevel, string>> = {};
      for (const row of dates) if (row.tagId === asset.tagId) lastByLevel[row.level as ServiceLevel] = row.lastDate;
      const newest = latest.find((row) => row.tagId === asset.tagId);
      return {
        tagId: asset.tagId,
        class: asset.class,
        extinguisher: asset.extinguisher ?? null,
        levels: levelStatesOf(
          lastByLevel,
          intervals.get(asset.class) ?? {},
          today,
          asset.extinguisher?.lastHydrostaticTestYear,
        ),
        openPendencias: open.filter((row) => row.tagId === asset.tagId).map((row) => row.item),
        // The newest record's own company, else the installation's.
        company: companyOf(newest) ?? company,
        lastTechnician: newest?.technicianName ?? null,
      };
    });
  }

  /** The checklist answers checked against the class's items; the photos of 'Não conforme' items required. */
  async function checkedAnswers(
    tagId: string,
    items: string[],
    answers: NonNullable<RecordLevelInput['checklist']>,
    actor: AccessActor,
    tx: Database,
  ) {
    const byItem = new Map<string, (typeof answers)[number]>();
    for (const answer of answers) {
      const item = items.find((known) => known.toLowerCase() === answer.item.toLowerCase());
      if (!item) throw badRequest(FIRE_SAFETY_TEXTS.checklistUnknown(answer.item), { field: 'checklist' });
      if (byItem.has(item)) throw badRequest(FIRE_SAFETY_TEXTS.checklistRepeated(item), { field: 'checklist' });
      byItem.set(item, answer);
    }
    const missing = items.filter((item) => !byItem.has(item));
    if (missing.length) throw badRequest(FIRE_SAFETY_TEXTS.checklistMissing(missing), { field: 'checklist' });
    for (const item of items) {
      const answer = byItem.get(item)!;
      if (answer.result === 'NAO_CONFORME' && !answer.photoId)
        throw badRequest(FIRE_SAFETY_TEXTS.photoRequired(item), { field: 'checklist', item }, 'PHOTO_REQUIRED');
    }
    const photoIds = answers.map((answer) => answer.photoId).filter((id): id is string => Boolean(id));
    const found = await repository.unusedPhotos(tagId, photoIds, tx);
    for (const item of items) {
      const photoId = byItem.get(item)!.photoId;
      const photo = photoId ? found.find((row) => row.id === photoId) : undefined;
      // A photo of another equipment, of another record, or another technician's is not this item's proof.
      if (photoId && (!photo || (actor.role !== 'ADMIN' && photo.uploadedBy !== actor.id)))
        throw badRequest(FIRE_SAFETY_TEXTS.photoNotFound(item), { field: 'checklist', item });
    }
    return items.map((item) => {
      const answer = byItem.get(item)!;
      return { item, result: answer.result, photoId: answer.photoId ?? null };
    });
  }

  return {
    photos,
    units,

    async asset(tagId: string): Promise<EquipmentAssetResponse> {
      await requireEquipment(tagId);
      const [unit] = await units([tagId], todayInSaoPaulo(clock()));
      if (!unit)
        return {
          tagId,
          class: null,
          extinguisher: null,
          levels: [],
          checklist: [],
          company: await installationCompany(),
          openPendencias: 0,
        };
      return {
        tagId,
        class: unit.class,
        extinguisher: unit.extinguisher,
        levels: unit.levels,
        checklist: await repository.checklistOf(unit.class),
        company: unit.company,
        openPendencias: unit.openPendencias.length,
      };
    },

    /** PUT /tecnico/equipment/{tagId}/asset (technicians and admins, like the plan and the records). */
    async saveAsset(tagId: string, input: EquipmentAssetRequest): Promise<EquipmentAssetResponse> {
      await db.transaction(async (tx) => {
        await requireEquipment(tagId, tx);
        const currentYear = Number(todayInSaoPaulo(clock()).slice(0, 4));
        const data = input.extinguisher ?? null;
        for (const field of ['manufactureYear', 'ringYear', 'lastHydrostaticTestYear'] as const)
          if (data?.[field] && data[field] > currentYear)
            throw badRequest(FIRE_SAFETY_TEXTS.yearInvalid, { field: `extinguisher.${field}` });
        await repository.saveAsset(tagId, input.class, data, tx);
      });
      return this.asset(tagId);
    },

    /**
     * In the transaction of a new record (maintenance createRecord): its level, its checklist (every item of the
     * class answered, a photo for each 'Não conforme'), the pendências it opens and the ones it closes.
     */
    async applyToRecord(
      record: { id: string; tagId: string; performedAt: string },
      input: RecordLevelInput,
      actor: AccessActor,
      tx: Database,
    ): Promise<void> {
      if (input.level === undefined || input.level === null) {
        if (input.checklist?.length)
          throw badRequest(FIRE_SAFETY_TEXTS.checklistWithoutLevel, { field: 'level' }, 'LEVEL_REQUIRED');
        return;
      }
      const [asset] = await repository.assetsOf([record.tagId], tx);
      if (!asset) throw badRequest(FIRE_SAFETY_TEXTS.levelWithoutClass, { field: 'level' }, 'CLASS_REQUIRED');
      const items = await repository.checklistOf(asset.class, tx);
      const answers = await checkedAnswers(record.tagId, items, input.checklist ?? [], actor, tx);
      await repository.insertLevel(
        { recordId: record.id, tagId: record.tagId, level: input.level, company: input.company },
        tx,
      );
      await repository.insertAnswers(record.id, answers, tx);
      await repository.openPendencias(
        record.tagId,
        record.id,
        answers.filter((answer) => answer.result === 'NAO_CONFORME'),
        tx,
      );
      // Decided (issue 44): an item answered OK or 'Não se aplica' closes its open pendência, whatever the level.
      await repository.closePendencias(
        record.tagId,
        record.id,
        record.performedAt,
        answers.filter((answer) => answer.result !== 'NAO_CONFORME').map((answer) => answer.item),
        tx,
      );
    },

    /** Each record's level and checklist (with signed photo URLs), for the records the maintenance service maps. */
    async recordExtras(recordIds: string[], tx: Database = db): Promise<Map<string, RecordLevelExtras>> {
      // One after the other: inside a transaction (`tx`) its one connection takes one query at a time.
      const levels = await repository.levelsOf(recordIds, tx);
      const answers = await repository.answersOf(recordIds, tx);
      const extras = new Map<string, RecordLevelExtras>();
      for (const row of levels) extras.set(row.recordId, { level: row.level as ServiceLevel, checklist: [] });
      for (const row of answers)
        extras.get(row.recordId)?.checklist.push({
          item: row.item,
          result: row.result,
          photoId: row.photoId,
          photoUrl: row.photoId ? photos.urlOf(row.photoId, 'medium') : null,
        });
      return extras;
    },

    async listPendencias(query: ListPendenciasQuery): Promise<ListPendenciasResponse> {
      const { rows, total } = await repository.listOpenPendencias(
        { tagIds: query.tagId ? [query.tagId] : undefined, code: query.code },
        query,
      );
      return {
        items: rows.map(({ pendencia, code }) => ({
          id: pendencia.id,
          tagId: pendencia.tagId,
          code,
          item: pendencia.item,
          openedRecordId: pendencia.openedRecordId,
          photoUrl: pendencia.photoId ? photos.urlOf(pendencia.photoId, 'medium') : null,
          openedAt: pendencia.openedAt.toISOString(),
          closedRecordId: pendencia.closedRecordId,
          closedAt: pendencia.closedAt?.toISOString() ?? null,
        })),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    async settings(): Promise<FireSafetySettings> {
      const intervals = await repository.intervalsOf('EXTINTOR');
      return {
        company: await installationCompany(),
        intervals: { 1: intervals[1] ?? 12, 2: intervals[2] ?? 12, 3: intervals[3] ?? 60 },
      };
    },

    async saveSettings(input: FireSafetySettings): Promise<FireSafetySettings> {
      await db.transaction(async (tx) => {
        await repository.saveCompany(input.company, tx);
        await repository.saveIntervals('EXTINTOR', input.intervals, tx);
      });
      return this.settings();
    },

    checklist: (equipmentClass: EquipmentClass) => repository.checklistOf(equipmentClass),

    async saveChecklist(equipmentClass: EquipmentClass, items: string[]): Promise<string[]> {
      await db.transaction((tx) => repository.replaceChecklist(equipmentClass, items, tx));
      return repository.checklistOf(equipmentClass);
    },

    /** The same, for the tag of this code (an equipment page knows its tag by code). */
    async publicFireSafetyOfCode(code: string): Promise<PublicFireSafety | null> {
      const tagId = await repository.tagIdOfCode(code);
      return tagId ? this.publicFireSafety(tagId) : null;
    },

    /** What /t and /p show of a classed equipment; null without a class. */
    async publicFireSafety(tagId: string, today: string = todayInSaoPaulo(clock())): Promise<PublicFireSafety | null> {
      const [unit] = await units([tagId], today);
      return unit ? publicFireSafetyOf(unit.class, unit.extinguisher, unit.levels, unit.company) : null;
    },
  };
}

export type FireSafetyService = ReturnType<typeof createFireSafetyService>;
