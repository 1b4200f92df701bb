import { and, asc, desc, eq, gt, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { MeterReading } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { maintenanceRecords } from '../../db/tables/maintenance.js';

/**
 * The readings read for the average use: the newest ones, bounded (a reading a day for over two years); the rule
 * uses the last 12 months of them (METER_AVERAGE_WINDOW_DAYS).
 */
export const METER_READINGS_LIMIT = 800;

const withReading = (tagId: string, ...more: Array<SQL | undefined>) =>
  and(eq(maintenanceRecords.tagId, tagId), isNotNull(maintenanceRecords.meterReading), ...more);

/** maintenance_records' meter_reading (issue 44), over maintenance_records_tag_meter_idx. */
export function createMetersRepository(db: Database) {
  return {
    /** The newest readings of a tag, newest first. */
    async readings(tagId: string, tx: Database = db): Promise<MeterReading[]> {
      const rows = await tx
        .select({ date: maintenanceRecords.performedAt, hours: maintenanceRecords.meterReading })
        .from(maintenanceRecords)
        .where(withReading(tagId))
        .orderBy(desc(maintenanceRecords.performedAt), desc(maintenanceRecords.createdAt))
        .limit(METER_READINGS_LIMIT);
      return rows.map((row) => ({ date: row.date, hours: Number(row.hours) }));
    },

    /** The newest record (the last service) with its reading, if it has one. */
    async lastService(tagId: string, tx: Database = db) {
      const [row] = await tx
        .select({ performedAt: maintenanceRecords.performedAt, meterReading: maintenanceRecords.meterReading })
        .from(maintenanceRecords)
        .where(eq(maintenanceRecords.tagId, tagId))
        .orderBy(desc(maintenanceRecords.performedAt), desc(maintenanceRecords.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The highest reading on or before `date` and the lowest after it (the other records of the tag: `exceptId` is
     * the record being changed), the bounds a reading on `date` must stay within.
     */
    async neighbours(tagId: string, date: string, exceptId: string | undefined, tx: Database) {
      const others = exceptId ? ne(maintenanceRecords.id, exceptId) : undefined;
      const columns = { date: maintenanceRecords.performedAt, hours: maintenanceRecords.meterReading };
      // One after the other: both run on the caller's transaction.
      const [before] = await tx
        .select(columns)
        .from(maintenanceRecords)
        .where(withReading(tagId, lte(maintenanceRecords.performedAt, date), others))
        .orderBy(desc(maintenanceRecords.meterReading))
        .limit(1);
      const [after] = await tx
        .select(columns)
        .from(maintenanceRecords)
        .where(withReading(tagId, gt(maintenanceRecords.performedAt, date), others))
        .orderBy(asc(maintenanceRecords.meterReading))
        .limit(1);
      const reading = (row: typeof before) => (row ? { date: row.date, hours: Number(row.hours) } : null);
      return { before: reading(before), after: reading(after) };
    },
  };
}
