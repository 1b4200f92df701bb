import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REPORT_FORMATS, REPORT_TYPES } from '@portal/shared';
import { users } from './users.js';

/**
 * A generated report file (spec section 3 'Report request'): kept in the storage under `storageKey` until
 * `expiresAt` (REPORT_TTL_HOURS), downloadable only by the account that generated it; then swept with its file.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: REPORT_TYPES }).notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    /** The download name (pt-BR, e.g. relatorio-visao-geral-2026-10-25-a-2026-11-24.pdf). */
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index('reports_expires_at_idx').on(t.expiresAt), index('reports_user_id_idx').on(t.userId)],
);

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;
