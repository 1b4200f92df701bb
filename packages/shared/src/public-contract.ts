/**
 * The public routes' JSON (GET /page/{slug}, /public/profile/{slug}, /public/tag/{code}): what an anonymous visitor
 * receives of a page, a profile and a tag, private sections removed (built by public-page-view and public-tag-view).
 */
import { z } from 'zod';
import { MAINTENANCE_OUTCOMES, MAINTENANCE_TYPES } from './maintenance.js';
import { pageSchema } from './pages.js';
import { photoSchema } from './photos.js';
import { emergencyContactSchema } from './profile-contacts.js';
import { equipmentInfoResponseSchema, petInfoResponseSchema } from './profile-details.js';
import { medicalInfoResponseSchema } from './profile-medical.js';
import { PROFILE_KINDS } from './profiles.js';
import { VISIBILITY_SECTIONS } from './profile-visibility.js';
import { serviceStateSchema } from './service-state.js';

/** A profile as an anonymous visitor gets it: sections that are not public are null or empty. */
export const publicProfileSchema = z.object({
  id: z.string(),
  kind: z.enum(PROFILE_KINDS),
  /** null when isNamePublic is off. */
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  /** Public photos only; empty when isPhotosPublic is off. */
  photos: z.array(photoSchema),
  mainPhotoUrl: z.string().nullable(),
  /** Initials avatar served by this server (the fallback when there is no photo or it fails to load). */
  avatarUrl: z.string(),
  /** Issue 41: the critical alerts a visitor may see at their level (empty when hidden or none). */
  criticalAlerts: z.array(z.string()),
  emergencyContacts: z.array(emergencyContactSchema),
  /** null for a piece of equipment, whatever is stored. */
  medicalInfo: medicalInfoResponseSchema.nullable(),
  /** A pet's fields (null for other kinds); vaccinations and vet only when the medical info is public. */
  petInfo: petInfoResponseSchema.nullable(),
  /** A piece of equipment's fields (null for other kinds); company and phone only when contacts are public. */
  equipmentInfo: equipmentInfoResponseSchema.nullable(),
  notes: z.string().nullable(),
  /** Technical sections (tag meta keys): technical sheet, location, status, next service, maintenance, documents, custom tabs. */
  meta: z.record(z.string(), z.unknown()),
  publicPageSlug: z.string().nullable(),
  bracelet: z.object({ code: z.string() }).nullable(),
  isNamePublic: z.boolean(),
  isContactsPublic: z.boolean(),
  isMedicalInfoPublic: z.boolean(),
  isPhotosPublic: z.boolean(),
  isNotesPublic: z.boolean(),
  /**
   * Issue 24: the sections with something in them that only the profile's PIN opens (withheld here like the
   * private ones); empty once the PIN was typed, or when there are none.
   */
  pinSections: z.array(z.enum(VISIBILITY_SECTIONS)),
  updatedAt: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * GET /page/{slug}: the page as a visitor sees it (private sections removed), with its profile: the page's own
 * shape without what only its owner and the admin see, and its medical info null when it is not public.
 */
export const publicPageResponseSchema = pageSchema
  .omit({ isPhotosPublic: true, allowIndexing: true, client: true, publicUrl: true })
  .extend({ medicalInfo: medicalInfoResponseSchema.nullable(), profile: publicProfileSchema });
export type PublicPageResponse = z.infer<typeof publicPageResponseSchema>;

export const publicProfileResponseSchema = z.object({
  profile: publicProfileSchema,
  /** An equipment profile's service state from its B2B tag (issue 20); absent for other profiles. */
  serviceState: serviceStateSchema.optional(),
});

/** GET /public/tag/{code}: {bracelet (code, meta), profile (name, photos, updatedAt)}. */
export const publicTagResponseSchema = z.object({
  bracelet: z.object({
    code: z.string(),
    type: z.string(),
    physicalType: z.string(),
    status: z.string(),
    statusLabel: z.string(),
    meta: z.record(z.string(), z.unknown()),
    updatedAt: z.string(),
  }),
  profile: z
    .object({
      name: z.string().nullable(),
      kind: z.enum(PROFILE_KINDS),
      photos: z.array(photoSchema),
      mainPhotoUrl: z.string().nullable(),
      avatarUrl: z.string(),
      updatedAt: z.string(),
      /** The profile's page, only when it is active (never a person's page from a B2B tag). */
      slug: z.string().nullable(),
      emergencyContacts: z.array(emergencyContactSchema),
      petInfo: petInfoResponseSchema.nullable(),
      equipmentInfo: equipmentInfoResponseSchema.nullable(),
    })
    .nullable(),
  /** A B2B tag's service log, newest first (up to 10): date, type and outcome only, never notes, costs or who. */
  serviceLog: z
    .array(
      z.object({
        date: z.string(),
        type: z.enum(MAINTENANCE_TYPES).nullable(),
        outcome: z.enum(MAINTENANCE_OUTCOMES).nullable(),
        note: z.string().optional(),
      }),
    )
    .optional(),
  /** A B2B tag's state (issue 20): out of service, overdue, due within 7 days, ok, or no date. */
  serviceState: serviceStateSchema.optional(),
  /** Issue 44: a B2B tag's site (its name only: never its address or CNPJ) and its place inside it. */
  location: z.object({ site: z.string().nullable(), place: z.string().nullable() }).nullable().optional(),
  /**
   * Issue 41: a person's tag is their card: the page /p/{slug} answers (its sections at the public level, PIN and
   * private ones left out), when the tag opens a person's active page; absent otherwise.
   */
  card: publicPageResponseSchema.optional(),
});
export type PublicTagResponse = z.infer<typeof publicTagResponseSchema>;
