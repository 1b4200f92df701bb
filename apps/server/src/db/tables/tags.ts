import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PHYSICAL_TYPES, TAG_EVENT_ACTIONS, TAG_STATUSES, TAG_TYPES, type TagMeta } from '@portal/shared';
import { users } from './users.js';
import { profiles } from './profiles.js';
import { sites } from './sites.js';

/**
 * What a serial-number search compares on a tag: meta.serialNumber and its older alias meta.serial, as one text.
 * tags_b2b_serial_trgm_idx is built on exactly this expression, so a search must use it to be served by the index.
 */
export const serialSearchText = (meta: AnyPgColumn): SQL =>
  sql`(coalesce(${meta}->>'serialNumber', '') || ' ' || coalesce(${meta}->>'serial', ''))`;

/** Tags and bracelets: one table, two route families (/admin/tags and /admin/bracelets). */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; unique. */
    code: text('code').notNull(),
    type: text('type', { enum: TAG_TYPES }).notNull().default('B2C'),
    /** Also mirrored in meta.physicalType (spec section 3: 'stored in meta'). */
    physicalType: text('physical_type', { enum: PHYSICAL_TYPES }).notNull().default('NFC'),
    status: text('status', { enum: TAG_STATUSES }).notNull().default('INACTIVE'),
    assignedUserId: uuid('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true, precision: 3 }),
    /**
     * The profile /t/{code} opens: one of the owner's (issue 14). Set to the owner's primary profile on assignment
     * and transfer, chosen by the owner or an admin after; null while unassigned or while the owner has no profile.
     * A deleted profile's tags are moved to the primary by the profiles service (set null is the last resort).
     */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    notes: text('notes'),
    meta: jsonb('meta').$type<TagMeta>().notNull().default({}),
    /**
     * The next service (issue 12), the one truth (issue 42): set from the plan after a record, by hand through the
     * meta's nextService; the stored meta holds no copy (db/tag-meta-view.ts shows it there). Lists sort by it in SQL.
     */
    nextService: date('next_service', { mode: 'string' }),
    /** Lost mode (issue 13): the owner's message for finders, the reward flag, since when, the status to restore. */
    lostMessage: text('lost_message'),
    lostReward: boolean('lost_reward').notNull().default(false),
    /** The owner shows the profile's contacts on the pages while the tag is LOST (issue 20; off: the form only). */
    lostShowContacts: boolean('lost_show_contacts').notNull().default(false),
    lostAt: timestamp('lost_at', { withTimezone: true, precision: 3 }),
    statusBeforeLost: text('status_before_lost', { enum: TAG_STATUSES }),
    /**
     * The activation code (issue 25), AES-256-GCM sealed with the installation's activation key
     * (modules/tags/activation.ts says why sealed and not hashed). Null only between the migration that added it
     * and the start step that fills it.
     */
    activationCodeSealed: text('activation_code_sealed'),
    /** The owner asked for a daily digest of this tag's scans outside lost mode. */
    scanDigest: boolean('scan_digest').notNull().default(false),
    /** The bulk import that created the tag (issue 25: a batch's label sheets and encoder export); null otherwise. */
    batchId: uuid('batch_id'),
    /** The tag's place in its bulk import (1, 2, ...): a batch's labels print in the order of the import (issue 43). */
    batchPosition: integer('batch_position'),
    /** Issue 44: the site (one of the owner's) an equipment tag is in, and the place inside it ('2º andar'). */
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'set null' }),
    place: text('place'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Unique code; also serves sortBy=code and exact lookups (/t/{code}, claim).
    uniqueIndex('tags_code_key').on(t.code),
    // Every sort is (field, createdAt, id) in one direction, so each of these serves a filter or a sort
    // read forwards or backwards: the default order, status/type/assignment filters, sortBy=status|type.
    index('tags_created_at_idx').on(t.createdAt, t.id),
    index('tags_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('tags_type_created_at_idx').on(t.type, t.createdAt, t.id),
    index('tags_assigned_user_created_at_idx').on(t.assignedUserId, t.createdAt, t.id),
    // The technician's equipment lists: B2B tags by next service (the due filters are ranges of it).
    index('tags_b2b_next_service_idx')
      .on(t.nextService, t.id)
      .where(sql`${t.type} = 'B2B'`),
    // The technician's status filter (out of service) in next-service order, without reading other statuses.
    index('tags_b2b_status_next_service_idx')
      .on(t.status, t.nextService, t.id)
      .where(sql`${t.type} = 'B2B'`),
    // The technician's search by serial number (ILIKE '%term%' over serialSearchText), B2B tags only.
    index('tags_b2b_serial_trgm_idx')
      .using('gin', sql`${serialSearchText(t.meta)} gin_trgm_ops`)
      .where(sql`${t.type} = 'B2B'`),
    // A profile's tags (the profiles list, moving them to the primary on delete).
    index('tags_profile_id_idx').on(t.profileId),
    // A bulk import's tags, in the order of the import (its labels and encoder export).
    index('tags_batch_position_idx')
      .on(t.batchId, t.batchPosition)
      .where(sql`${t.batchId} is not null`),
    // Issue 44: one site's tags, in the admin list's default order, and the technician's by next service.
    index('tags_site_created_at_idx')
      .on(t.siteId, t.createdAt, t.id)
      .where(sql`${t.siteId} is not null`),
    index('tags_b2b_site_next_service_idx')
      .on(t.siteId, t.nextService, t.id)
      .where(sql`${t.type} = 'B2B' and ${t.siteId} is not null`),
    // Substring search over the code (ILIKE '%term%').
    index('tags_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
  ],
);

/**
 * The event log of a tag: its history (action or status, notes, timestamp) and, for ASSIGNED,
 * TRANSFERRED and UNASSIGNED, its transfer records (from/to user with names). User names are copied
 * in, and user ids carry no foreign key, so the history outlives a deleted account.
 */
export const tagEvents = pgTable(
  'tag_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Total order of events, also within one transaction (where now() is the same for every row). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    action: text('action', { enum: TAG_EVENT_ACTIONS }).notNull(),
    status: text('status', { enum: TAG_STATUSES }),
    previousStatus: text('previous_status', { enum: TAG_STATUSES }),
    notes: text('notes'),
    fromUserId: uuid('from_user_id'),
    fromUserName: text('from_user_name'),
    toUserId: uuid('to_user_id'),
    toUserName: text('to_user_name'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('tag_events_tag_seq_idx').on(t.tagId, t.seq),
    index('tag_events_to_user_idx').on(t.toUserId),
    index('tag_events_from_user_idx').on(t.fromUserId),
  ],
);

export type TagRow = typeof tags.$inferSelect;
export type NewTagRow = typeof tags.$inferInsert;
export type TagEventRow = typeof tagEvents.$inferSelect;
export type NewTagEventRow = typeof tagEvents.$inferInsert;

/**
 * Wrong claim attempts (issue 25) when no REDIS_URL is set: one row per wrong attempt and per counter (`subject`:
 * `tag:{code}` or `account:{userId}`), counted over the last hour, so every instance on the database shares the
 * limits. Rows older than an hour are swept as new ones are written.
 */
export const claimFailures = pgTable(
  'claim_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('claim_failures_subject_created_at_idx').on(t.subject, t.createdAt)],
);

/**
 * A bulk import (issue 43): when and by whom, so its labels and activation cards can be printed again later. Its tags
 * point to it by tags.batch_id; the author's name is copied in and the id carries no foreign key, as in tag_events.
 */
export const tagBatches = pgTable(
  'tag_batches',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    createdByUserId: uuid('created_by_user_id'),
    createdByName: text('created_by_name'),
  },
  (t) => [index('tag_batches_created_at_idx').on(t.createdAt, t.id)],
);
