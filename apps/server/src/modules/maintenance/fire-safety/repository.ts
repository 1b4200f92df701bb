import { and, asc, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ChecklistResult, EquipmentClass, ExtinguisherData, ServiceCompany, ServiceLevel } from '@portal/shared';
import type { Database } from '../../../db/client.js';
import {
  checklistItems,
  checklistPhotos,
  classLevelIntervals,
  equipmentAssets,
  fireSafetySettings,
  pendencias,
  recordChecklistAnswers,
  recordLevels,
} from '../../../db/tables/fire-safety.js';
import { maintenanceRecords } from '../../../db/tables/maintenance.js';
import { tags } from '../../../db/tables/tags.js';

export type CompanyColumns = { companyName: string | null; companyCnpj: string | null; companyInmetro: string | null };
export const companyOf = (row: CompanyColumns | undefined): ServiceCompany | null =>
  row?.companyName
    ? { name: row.companyName, cnpj: row.companyCnpj ?? '', inmetroRegistration: row.companyInmetro ?? '' }
    : null;
export const companyColumns = (company: ServiceCompany | null | undefined): CompanyColumns => ({
  companyName: company?.name ?? null,
  companyCnpj: company?.cnpj || null,
  companyInmetro: company?.inmetroRegistration || null,
});

/** The class and extinguisher data, checklists, intervals, levels and pendências (issue 44 items 2-4). */
export function createFireSafetyRepository(db: Database) {
  return {
    /** The tag, when it is equipment (B2B). */
    async findEquipmentTag(tagId: string, tx: Database = db) {
      const [row] = await tx.select({ id: tags.id, type: tags.type }).from(tags).where(eq(tags.id, tagId));
      return row?.type === 'B2B' ? row : undefined;
    },

    async tagIdOfCode(code: string): Promise<string | undefined> {
      const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.code, code.toUpperCase()));
      return row?.id;
    },

    async assetsOf(tagIds: string[], tx: Database = db) {
      if (tagIds.length === 0) return [];
      return tx.select().from(equipmentAssets).where(inArray(equipmentAssets.tagId, tagIds));
    },

    async saveAsset(
      tagId: string,
      equipmentClass: EquipmentClass,
      extinguisher: ExtinguisherData | null,
      tx: Database,
    ) {
      const values = { class: equipmentClass, extinguisher, updatedAt: new Date() };
      await tx
        .insert(equipmentAssets)
        .values({ tagId, ...values })
        .onConflictDoUpdate({ target: equipmentAssets.tagId, set: values });
    },

    async checklistOf(equipmentClass: EquipmentClass, tx: Database = db): Promise<string[]> {
      const rows = await tx
        .select({ item: checklistItems.item })
        .from(checklistItems)
        .where(eq(checklistItems.class, equipmentClass))
        .orderBy(asc(checklistItems.position));
      return rows.map((row) => row.item);
    },

    async replaceChecklist(equipmentClass: EquipmentClass, items: string[], tx: Database) {
      await tx.delete(checklistItems).where(eq(checklistItems.class, equipmentClass));
      await tx
        .insert(checklistItems)
        .values(items.map((item, index) => ({ class: equipmentClass, position: index + 1, item })));
    },

    /** The class's months per level (a level with no row: none). */
    async intervalsOf(
      equipmentClass: EquipmentClass,
      tx: Database = db,
    ): Promise<Partial<Record<ServiceLevel, number>>> {
      const rows = await tx.select().from(classLevelIntervals).where(eq(classLevelIntervals.class, equipmentClass));
      return Object.fromEntries(rows.map((row) => [row.level, row.intervalMonths]));
    },

    async saveIntervals(equipmentClass: EquipmentClass, intervals: Record<ServiceLevel, number>, tx: Database) {
      for (const [level, months] of Object.entries(intervals)) {
        await tx
          .insert(classLevelIntervals)
          .values({ class: equipmentClass, level: Number(level), intervalMonths: months })
          .onConflictDoUpdate({
            target: [classLevelIntervals.class, classLevelIntervals.level],
            set: { intervalMonths: months },
          });
      }
    },

    async settings(tx: Database = db) {
      const [row] = await tx.select().from(fireSafetySettings).where(eq(fireSafetySettings.id, 1));
      return row;
    },

    async saveCompany(company: ServiceCompany | null, tx: Database) {
      const values = { ...companyColumns(company), updatedAt: new Date() };
      await tx
        .insert(fireSafetySettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: fireSafetySettings.id, set: values });
    },

    /** The newest record date of each level of these tags, and the newest levelled record's company and technician. */
    async levelDates(tagIds: string[], tx: Database = db) {
      if (tagIds.length === 0) return [];
      return tx
        .select({
          tagId: recordLevels.tagId,
          level: recordLevels.level,
          lastDate: sql<string>`max(${maintenanceRecords.performedAt})::text`,
        })
        .from(recordLevels)
        .innerJoin(maintenanceRecords, eq(maintenanceRecords.id, recordLevels.recordId))
        .where(inArray(recordLevels.tagId, tagIds))
        .groupBy(recordLevels.tagId, recordLevels.level);
    },

    /** Each tag's newest levelled record: its company override and technician (DISTINCT ON, one pass). */
    async latestLevelled(tagIds: string[], tx: Database = db) {
      if (tagIds.length === 0) return [];
      return tx
        .selectDistinctOn([recordLevels.tagId], {
          tagId: recordLevels.tagId,
          recordId: recordLevels.recordId,
          companyName: recordLevels.companyName,
          companyCnpj: recordLevels.companyCnpj,
          companyInmetro: recordLevels.companyInmetro,
          technicianName: maintenanceRecords.technicianName,
          performedAt: maintenanceRecords.performedAt,
        })
        .from(recordLevels)
        .innerJoin(maintenanceRecords, eq(maintenanceRecords.id, recordLevels.recordId))
        .where(inArray(recordLevels.tagId, tagIds))
        .orderBy(recordLevels.tagId, desc(maintenanceRecords.performedAt), desc(maintenanceRecords.createdAt));
    },

    async insertLevel(
      row: { recordId: string; tagId: string; level: ServiceLevel; company: ServiceCompany | null | undefined },
      tx: Database,
    ) {
      await tx.insert(recordLevels).values({
        recordId: row.recordId,
        tagId: row.tagId,
        level: row.level,
        ...companyColumns(row.company),
      });
    },

    /** The photos of these ids this tag holds and no record uses yet, locked for the record that takes them. */
    async unusedPhotos(tagId: string, ids: string[], tx: Database) {
      if (ids.length === 0) return [];
      return tx
        .select({ id: checklistPhotos.id, uploadedBy: checklistPhotos.uploadedBy })
        .from(checklistPhotos)
        .where(
          and(eq(checklistPhotos.tagId, tagId), inArray(checklistPhotos.id, ids), isNull(checklistPhotos.recordId)),
        )
        .for('update');
    },

    async insertPhoto(
      row: { id: string; tagId: string; uploadedBy: string; name: string; contentType: string; bytes: number },
      tx: Database = db,
    ) {
      await tx.insert(checklistPhotos).values(row);
    },

    async findPhoto(id: string) {
      const [row] = await db.select().from(checklistPhotos).where(eq(checklistPhotos.id, id));
      return row;
    },

    async insertAnswers(
      recordId: string,
      answers: Array<{ item: string; result: ChecklistResult; photoId: string | null }>,
      tx: Database,
    ) {
      if (answers.length === 0) return;
      await tx
        .insert(recordChecklistAnswers)
        .values(answers.map((answer, index) => ({ recordId, position: index + 1, ...answer })));
      const photoIds = answers.map((answer) => answer.photoId).filter((id): id is string => Boolean(id));
      if (photoIds.length)
        await tx.update(checklistPhotos).set({ recordId }).where(inArray(checklistPhotos.id, photoIds));
    },

    /** A 'Não conforme' opens its pendência; one already open for the item stays the one. */
    async openPendencias(
      tagId: string,
      recordId: string,
      items: Array<{ item: string; photoId: string | null }>,
      tx: Database,
    ) {
      if (items.length === 0) return;
      await tx
        .insert(pendencias)
        .values(items.map((item) => ({ tagId, openedRecordId: recordId, ...item })))
        .onConflictDoNothing();
    },

    /**
     * The open pendências of these items that a record of `performedAt` closes: those opened by a record on that day
     * or before (a backdated record closes nothing that was found after it).
     */
    async closePendencias(tagId: string, recordId: string, performedAt: string, items: string[], tx: Database) {
      if (items.length === 0) return;
      const openers = tx
        .select({ id: maintenanceRecords.id })
        .from(maintenanceRecords)
        .where(and(eq(maintenanceRecords.tagId, tagId), lte(maintenanceRecords.performedAt, performedAt)));
      await tx
        .update(pendencias)
        .set({ closedRecordId: recordId, closedAt: new Date() })
        .where(
          and(
            eq(pendencias.tagId, tagId),
            isNull(pendencias.closedAt),
            inArray(pendencias.item, items),
            inArray(pendencias.openedRecordId, openers),
          ),
        );
    },

    async answersOf(recordIds: string[], tx: Database = db) {
      if (recordIds.length === 0) return [];
      return tx
        .select()
        .from(recordChecklistAnswers)
        .where(inArray(recordChecklistAnswers.recordId, recordIds))
        .orderBy(asc(recordChecklistAnswers.recordId), asc(recordChecklistAnswers.position));
    },

    async levelsOf(recordIds: string[], tx: Database = db) {
      if (recordIds.length === 0) return [];
      return tx
        .select({ recordId: recordLevels.recordId, level: recordLevels.level })
        .from(recordLevels)
        .where(inArray(recordLevels.recordId, recordIds));
    },

    /** Open pendências, newest first, a page at a time (filtered by tag id or code). */
    async listOpenPendencias(filters: { tagIds?: string[]; code?: string }, page: { page: number; limit: number }) {
      const conditions: SQL[] = [isNull(pendencias.closedAt)];
      if (filters.tagIds) conditions.push(inArray(pendencias.tagId, filters.tagIds));
      if (filters.code) conditions.push(eq(tags.code, filters.code.toUpperCase()));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({ pendencia: pendencias, code: tags.code })
          .from(pendencias)
          .innerJoin(tags, eq(tags.id, pendencias.tagId))
          .where(where)
          .orderBy(desc(pendencias.openedAt), desc(pendencias.id))
          .limit(page.limit)
          .offset((page.page - 1) * page.limit),
        db.select({ value: count() }).from(pendencias).innerJoin(tags, eq(tags.id, pendencias.tagId)).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async openItemsOf(tagIds: string[], tx: Database = db) {
      if (tagIds.length === 0) return [];
      return tx
        .select({ tagId: pendencias.tagId, item: pendencias.item })
        .from(pendencias)
        .where(and(inArray(pendencias.tagId, tagIds), isNull(pendencias.closedAt)))
        .orderBy(asc(pendencias.openedAt));
    },
  };
}

export type FireSafetyRepository = ReturnType<typeof createFireSafetyRepository>;
