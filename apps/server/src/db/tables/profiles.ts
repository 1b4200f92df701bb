import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PROFILE_KINDS,
  type Address,
  type EmergencyContact,
  type EquipmentInfo,
  type PetInfo,
  type MedicalInfo,
  type Photo,
  type TagMeta,
  type UnlockResult,
  type Visibility,
} from '@portal/shared';
import { users } from './users.js';

/**
 * A profile: what one public page and the tags show (a person, a pet, a piece of equipment): personal data,
 * address, emergency contacts, medical info, the kind's own fields, privacy toggles, notes, photos. An account
 * owns several (issue 14); its first is its primary one (is_primary), the client the admin manages. Its public
 * page lives in pages.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PROFILE_KINDS }).notNull().default('PERSON'),
    /** The account's first profile: /me/page, the admin's client, the profile a newly assigned tag opens. */
    isPrimary: boolean('is_primary').notNull().default(false),
    name: text('name').notNull().default(''),
    /** Contact email shown on the public page (may differ from the login email). */
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    notes: text('notes'),
    /**
     * The profile's photos in the API shape (spec section 3 'Photo'; unsigned urls, oldest first): a projection of
     * the `photos` table, kept by the photos service on every photo write in the same transaction, so every reader
     * of a profile (client cards, /p, /t) gets its photos with no second query.
     */
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
    /** Issue 41: up to three short alerts, first on the card (their level: visibility.criticalAlerts). */
    criticalAlerts: jsonb('critical_alerts').$type<string[]>().notNull().default([]),
    /** Phones in E.164 since migration 0030 (the ones it could not read kept as typed, with phoneNeedsReview). */
    emergencyContacts: jsonb('emergency_contacts').$type<EmergencyContact[]>().notNull().default([]),
    medicalInfo: jsonb('medical_info').$type<Partial<MedicalInfo>>().notNull().default({}),
    /** Kept by the service on every write (the clients screen's 'Com info médica' count). */
    hasMedicalInfo: boolean('has_medical_info').notNull().default(false),
    address: jsonb('address').$type<Address>().notNull().default({}),
    /** A pet's fields (species, breed, vaccinations, ...): kept whatever the kind. */
    petInfo: jsonb('pet_info').$type<Partial<PetInfo>>().notNull().default({}),
    /** A piece of equipment's fields (brand, model, serial, ...): kept whatever the kind. */
    equipmentInfo: jsonb('equipment_info').$type<Partial<EquipmentInfo>>().notNull().default({}),
    /** Technical sections of the public page (tag meta keys: technical sheet, location, maintenance, ...). */
    meta: jsonb('meta').$type<TagMeta>().notNull().default({}),
    isNamePublic: boolean('is_name_public').notNull().default(true),
    isContactsPublic: boolean('is_contacts_public').notNull().default(true),
    isMedicalInfoPublic: boolean('is_medical_info_public').notNull().default(true),
    isPhotosPublic: boolean('is_photos_public').notNull().default(true),
    isNotesPublic: boolean('is_notes_public').notNull().default(true),
    /**
     * Issue 24: the level of each section as last written (PUBLIC, PIN, PRIVATE; the address has no boolean of its
     * own). The booleans above stay the truth of PUBLIC; shared visibilityOf reads the two together.
     */
    visibility: jsonb('visibility').$type<Partial<Visibility>>().notNull().default({}),
    /** The profile's PIN (4 to 8 digits), hashed like a password (argon2id); null: no PIN. */
    pinHash: text('pin_hash'),
    /** Five wrong PINs within 15 minutes lock the PIN for everyone until then. */
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true, precision: 3 }),
    /** The last 'Seu PIN foi usado' notice to the owner: at most one per hour. */
    pinNoticeAt: timestamp('pin_notice_at', { withTimezone: true, precision: 3 }),
    /** name, contact email and login email, lower-cased: what the clients search looks in. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // One primary profile per account; the account's profiles listed primary first, then oldest first.
    uniqueIndex('profiles_primary_user_id_key')
      .on(t.userId)
      .where(sql`${t.isPrimary}`),
    index('profiles_user_id_created_at_idx').on(t.userId, t.createdAt, t.id),
    // The admin's clients: the primary profiles, newest first.
    index('profiles_primary_created_at_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isPrimary}`),
    index('profiles_created_at_idx').on(t.createdAt, t.id),
    index('profiles_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;

/**
 * Issue 24: every attempt at a profile's PIN on its public page (when, RIGHT, WRONG or LOCKED, the country and
 * device class as the scan log keeps them). Never the PIN typed, never the address. The lock counts its WRONG rows.
 */
export const profileUnlocks = pgTable(
  'profile_unlocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    result: text('result').$type<UnlockResult>().notNull(),
    country: text('country').notNull(),
    device: text('device').notNull(),
    /** The key the try's address is counted under (lib/address-keys.ts): never the address. Null before 0028. */
    addressKey: text('address_key'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('profile_unlocks_profile_created_idx').on(t.profileId, t.createdAt)],
);
export type NewProfileRow = typeof profiles.$inferInsert;
