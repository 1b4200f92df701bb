import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { MAINTENANCE_OUTCOMES, MAINTENANCE_TYPES } from '@portal/shared';
import { tags } from './tags.js';
import { users } from './users.js';

/**
 * The service log of B2B equipment (issue 12): one row per service. RECORD rows are logged by technicians and
 * admins; IMPORTED rows come from a tag meta's `maintenance` list (bulk import, meta editor), which stays the log's
 * public projection (date and description) so /t, the meta editor and the import keep working.
 */
export const maintenanceRecords = pgTable(
  'maintenance_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    performedAt: date('performed_at', { mode: 'string' }).notNull(),
    /** null: an IMPORTED entry nobody typed a type for (never a guess). */
    type: text('type', { enum: MAINTENANCE_TYPES }),
    description: text('description').notNull(),
    /** null: an IMPORTED entry nobody typed an outcome for. */
    outcome: text('outcome', { enum: MAINTENANCE_OUTCOMES }),
    /** Who did it; the name is copied in so the log outlives the account. */
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    technicianName: text('technician_name'),
    durationMinutes: integer('duration_minutes'),
    costCents: integer('cost_cents'),
    /** Never shown to visitors. */
    internalNotes: text('internal_notes'),
    /** Issue 44: the horímetro's hours on that day (one decimal); never lower than an earlier reading (service). */
    meterReading: numeric('meter_reading', { precision: 8, scale: 1, mode: 'number' }),
    source: text('source', { enum: ['RECORD', 'IMPORTED'] })
      .notNull()
      .default('RECORD'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // An equipment's log, newest first (the detail screen, the public page, the last service of a list row).
    index('maintenance_records_tag_performed_idx').on(t.tagId, t.performedAt.desc(), t.createdAt.desc()),
    // The log across all equipment by period, and by technician.
    index('maintenance_records_performed_idx').on(t.performedAt, t.id),
    index('maintenance_records_technician_performed_idx').on(t.technicianId, t.performedAt),
    // An imported entry is read once: the same date and description of one tag is the same entry.
    uniqueIndex('maintenance_records_imported_key')
      .on(t.tagId, t.performedAt, t.description)
      .where(sql`${t.source} = 'IMPORTED'`),
    // An equipment's readings by date (the meter rule's average use, a reading's neighbours).
    index('maintenance_records_tag_meter_idx')
      .on(t.tagId, t.performedAt.desc(), t.createdAt.desc())
      .where(sql`${t.meterReading} IS NOT NULL`),
    check('maintenance_records_meter_reading_check', sql`${t.meterReading} IS NULL OR ${t.meterReading} >= 0`),
  ],
);

/** Photos and files attached to a record; the files live in the storage under `maintenance/{tagId}/{recordId}/{id}/`. */
export const recordAttachments = pgTable(
  'record_attachments',
  {
    id: uuid('id').primaryKey(),
    recordId: uuid('record_id')
      .notNull()
      .references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('record_attachments_record_idx').on(t.recordId)],
);

/** The service plan of one piece of equipment: an interval (days or calendar months) and its responsible technician. */
export const servicePlans = pgTable(
  'service_plans',
  {
    tagId: uuid('tag_id')
      .primaryKey()
      .references(() => tags.id, { onDelete: 'cascade' }),
    intervalDays: integer('interval_days'),
    intervalMonths: integer('interval_months'),
    /** Issue 44: 'a cada 250 h' (horímetro), whichever comes first with the days/months. */
    intervalHours: integer('interval_hours'),
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('service_plans_technician_idx').on(t.technicianId)],
);

/**
 * The daily reminder ran for this day: inserted in the transaction that holds the job's advisory lock, so the
 * digest goes out once per day per installation, however many instances run the job.
 */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    job: text('job').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ranAt: timestamp('ran_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.job, t.day] })],
);

export type MaintenanceRecordRow = typeof maintenanceRecords.$inferSelect;
export type NewMaintenanceRecordRow = typeof maintenanceRecords.$inferInsert;
export type RecordAttachmentRow = typeof recordAttachments.$inferSelect;
export type ServicePlanRow = typeof servicePlans.$inferSelect;
