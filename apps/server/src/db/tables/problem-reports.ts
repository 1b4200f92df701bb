import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PROBLEM_KINDS, PROBLEM_STATUSES } from '@portal/shared';
import { maintenanceRecords } from './maintenance.js';
import { tags } from './tags.js';
import { users } from './users.js';

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A 'chamado' (issue 44 item 6, migration 0035): a problem a visitor reported from an equipment's /t/{code}. The
 * reporter's name and phone are for the maintenance team only (never on a public answer). A technician takes it
 * (EM_ATENDIMENTO), and it is RESOLVIDO by hand or by the record that fixes it (record_id).
 */
export const problemReports = pgTable(
  'problem_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    description: text('description').notNull(),
    /** The storage key prefix of the photo's two sizes ({key}/medium, {key}/thumbnail); null without a photo. */
    photoKey: text('photo_key'),
    reporterName: text('reporter_name'),
    /** E.164; staff only. */
    reporterPhone: text('reporter_phone'),
    status: text('status', { enum: PROBLEM_STATUSES }).notNull().default('ABERTO'),
    /** Who took it; the name is copied in so the chamado outlives the account. */
    technicianId: uuid('technician_id').references(() => users.id, { onDelete: 'set null' }),
    technicianName: text('technician_name'),
    /** The maintenance record that closed it. */
    recordId: uuid('record_id').references(() => maintenanceRecords.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    takenAt: at('taken_at'),
    resolvedAt: at('resolved_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The lists, newest first, all or by status (the panel's open ones).
    index('problem_reports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('problem_reports_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    // One equipment's chamados (the site filter goes through tags_site_id_idx to these), and a record closing them.
    index('problem_reports_tag_status_idx').on(t.tagId, t.status),
    index('problem_reports_technician_idx')
      .on(t.technicianId)
      .where(sql`${t.technicianId} is not null`),
  ],
);

export type ProblemReportRow = typeof problemReports.$inferSelect;
