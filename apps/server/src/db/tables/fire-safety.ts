import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHECKLIST_RESULTS, EQUIPMENT_CLASSES, type ExtinguisherData } from '@portal/shared';
import { maintenanceRecords } from './maintenance.js';
import { tags } from './tags.js';
import { users } from './users.js';

/** An equipment's class and, for an extinguisher, its data (issue 44 item 2). */
export const equipmentAssets = pgTable(
  'equipment_assets',
  {
    tagId: uuid('tag_id')
      .primaryKey()
      .references(() => tags.id, { onDelete: 'cascade' }),
    class: text('class', { enum: EQUIPMENT_CLASSES }).notNull(),
    extinguisher: jsonb('extinguisher').$type<ExtinguisherData>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('equipment_assets_class_idx').on(t.class)],
);

/** A class's checklist (data an admin edits; seeded for EXTINTOR). */
export const checklistItems = pgTable(
  'checklist_items',
  {
    class: text('class', { enum: EQUIPMENT_CLASSES }).notNull(),
    position: integer('position').notNull(),
    item: text('item').notNull(),
  },
  (t) => [
    primaryKey({ name: 'checklist_items_pkey', columns: [t.class, t.item] }),
    index('checklist_items_class_position_idx').on(t.class, t.position),
  ],
);

/** A class's interval per level, in calendar months (seeded for EXTINTOR: 12, 12, 60). */
export const classLevelIntervals = pgTable(
  'class_level_intervals',
  {
    class: text('class', { enum: EQUIPMENT_CLASSES }).notNull(),
    level: smallint('level').notNull(),
    intervalMonths: integer('interval_months').notNull(),
  },
  (t) => [primaryKey({ name: 'class_level_intervals_pkey', columns: [t.class, t.level] })],
);

/** The installation's service company (one row, id 1). */
export const fireSafetySettings = pgTable(
  'fire_safety_settings',
  {
    id: integer('id').primaryKey().default(1),
    companyName: text('company_name'),
    companyCnpj: text('company_cnpj'),
    companyInmetro: text('company_inmetro'),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [check('fire_safety_settings_id_check', sql`${t.id} = 1`)],
);

/** A record's level and, when it names one, its own service company. */
export const recordLevels = pgTable(
  'record_levels',
  {
    recordId: uuid('record_id')
      .primaryKey()
      .references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    companyName: text('company_name'),
    companyCnpj: text('company_cnpj'),
    companyInmetro: text('company_inmetro'),
  },
  (t) => [index('record_levels_tag_level_idx').on(t.tagId, t.level)],
);

/** A checklist photo, sent before its record (record_id set when the record that uses it is written). */
export const checklistPhotos = pgTable(
  'checklist_photos',
  {
    id: uuid('id').primaryKey(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    recordId: uuid('record_id').references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('checklist_photos_tag_idx').on(t.tagId), index('checklist_photos_record_idx').on(t.recordId)],
);

/** A record's checklist: each item's text as it was asked, its answer and photo. */
export const recordChecklistAnswers = pgTable(
  'record_checklist_answers',
  {
    recordId: uuid('record_id')
      .notNull()
      .references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    item: text('item').notNull(),
    result: text('result', { enum: CHECKLIST_RESULTS }).notNull(),
    photoId: uuid('photo_id').references(() => checklistPhotos.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'record_checklist_answers_pkey', columns: [t.recordId, t.position] })],
);

/** A 'Não conforme' item of an equipment, open until a later record answers the same item OK or NA. */
export const pendencias = pgTable(
  'pendencias',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    item: text('item').notNull(),
    openedRecordId: uuid('opened_record_id')
      .notNull()
      .references(() => maintenanceRecords.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').references(() => checklistPhotos.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    closedRecordId: uuid('closed_record_id').references(() => maintenanceRecords.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // One open pendência per item of an equipment: a second 'Não conforme' keeps the first open.
    uniqueIndex('pendencias_open_item_key')
      .on(t.tagId, t.item)
      .where(sql`${t.closedAt} IS NULL`),
    index('pendencias_open_idx')
      .on(t.openedAt.desc(), t.id)
      .where(sql`${t.closedAt} IS NULL`),
    index('pendencias_opened_record_idx').on(t.openedRecordId),
    index('pendencias_closed_record_idx').on(t.closedRecordId),
  ],
);
