import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.js';

/**
 * A profile's photos (spec section 3 'Photo'). The files live in the storage under `photos/{profileId}/{id}/`
 * (original, medium, thumbnail); this row is their record. `profiles.photos` holds the same list in the API shape
 * (unsigned urls, oldest first): kept by the photos service on every photo write, in the same transaction, so the
 * readers of a profile (client cards, /p, /t) need no second query.
 */
export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The uploaded file's name, sanitised (shown in the viewer, given back on download). */
    originalName: text('original_name').notNull(),
    /** Of the stored original: image/jpeg, image/png or image/webp. */
    contentType: text('content_type').notNull(),
    /** The stored original's size in bytes (the API's `size`). */
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** ThumbHash, base64. */
    placeholder: text('placeholder'),
    isMain: boolean('is_main').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(true),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_profile_uploaded_at_idx').on(t.profileId, t.uploadedAt, t.id),
    // At most one main photo per profile.
    uniqueIndex('photos_one_main_per_profile_key')
      .on(t.profileId)
      .where(sql`${t.isMain}`),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;
export type NewPhotoRow = typeof photos.$inferInsert;
