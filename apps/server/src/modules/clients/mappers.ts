import {
  DEFAULT_PRIVACY,
  chooseMainPhoto,
  initialsOf,
  isEmptySection,
  normalizeTagMeta,
  photoSrc,
  readEmergencyContacts,
  readMedicalInfo,
  readPhotos,
  readPetInfo,
  readEquipmentInfo,
  avatarPath,
  type Client,
  type FullProfile,
  type MedicalInfo,
  type Photo,
  type TagMeta,
} from '@portal/shared';
import { badRequest } from '../../lib/errors.js';
// The one sanitiser of custom-tab HTML (spec section 5), shared with the tags' meta editor.
import { sanitizeCustomTabHtml } from '../../lib/sanitize-html.js';
import type { ProfileUser, ProfileWithRefs } from './repository.js';
import type { ProfileRow } from '../../db/tables/profiles.js';

/** The profile with every section read and cleaned (JSON columns may hold older shapes). */
export function toFullProfile(row: ProfileRow): FullProfile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    address: row.address ?? {},
    photos: readPhotos(row.photos),
    emergencyContacts: readEmergencyContacts(row.emergencyContacts),
    medicalInfo: readMedicalInfo(row.medicalInfo),
    petInfo: readPetInfo(row.petInfo),
    equipmentInfo: readEquipmentInfo(row.equipmentInfo),
    notes: row.notes,
    meta: row.meta ?? {},
    isNamePublic: row.isNamePublic,
    isContactsPublic: row.isContactsPublic,
    isMedicalInfoPublic: row.isMedicalInfoPublic,
    isPhotosPublic: row.isPhotosPublic,
    isNotesPublic: row.isNotesPublic,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API shape of a client (spec section 3 'Client / profile'). */
export function toClient(
  row: ProfileWithRefs,
  bracelet?: { id: string; code: string; status: string; type: string } | null,
  /** The admin's screens load private photos too: their URLs signed (photos service). */
  signPhotos: (photos: Photo[]) => Photo[] = (photos) => photos,
): Client {
  const full = toFullProfile(row);
  const photos = signPhotos(full.photos);
  const main = chooseMainPhoto(photos);
  const client: Client = {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    dateOfBirth: row.dateOfBirth,
    kind: row.kind,
    user: row.user,
    publicPageSlug: row.page?.slug ?? null,
    page: row.page,
    notes: row.notes,
    photos,
    mainPhotoUrl: main ? photoSrc(main) : null,
    avatarUrl: avatarPath(initialsOf(row.name)),
    emergencyContacts: full.emergencyContacts,
    medicalInfo: full.medicalInfo,
    address: full.address as Record<string, string>,
    meta: full.meta,
    petInfo: full.petInfo,
    equipmentInfo: full.equipmentInfo,
    isPrimary: row.isPrimary,
    isNamePublic: row.isNamePublic,
    isContactsPublic: row.isContactsPublic,
    isMedicalInfoPublic: row.isMedicalInfoPublic,
    isPhotosPublic: row.isPhotosPublic,
    isNotesPublic: row.isNotesPublic,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (bracelet !== undefined) {
    client.bracelet = bracelet;
    client.nfcCode = bracelet?.code ?? null;
  }
  return client;
}

/**
 * A client account without a profile yet (it may already hold tags) in the list's shape: its id is the account's,
 * every section empty, no page; 'Criar página' gives it its primary profile and page.
 */
export function toClientWithoutProfile(user: ProfileUser, createdAt: Date): Client {
  const at = createdAt.toISOString();
  return {
    id: user.id,
    userId: user.id,
    name: user.name,
    email: null,
    phone: null,
    dateOfBirth: null,
    kind: 'PERSON',
    user,
    publicPageSlug: null,
    page: null,
    notes: null,
    photos: [],
    mainPhotoUrl: null,
    avatarUrl: avatarPath(initialsOf(user.name)),
    emergencyContacts: [],
    medicalInfo: readMedicalInfo({}),
    address: {},
    meta: {},
    petInfo: readPetInfo({}),
    equipmentInfo: readEquipmentInfo({}),
    isPrimary: false,
    withoutProfile: true,
    ...DEFAULT_PRIVACY,
    createdAt: at,
    updatedAt: at,
  };
}

export const hasMedicalInfo = (info: MedicalInfo | Partial<MedicalInfo> | null | undefined) =>
  !isEmptySection(info ?? null);

/** What the clients search looks in: name, contact email and login email, lower-cased. */
export const searchTextOf = (name: string, email: string | null | undefined, loginEmail: string) =>
  [name, email ?? '', loginEmail].join(' ').toLowerCase();

/** Profile meta (technical sections) checked with the tag meta rules; custom-tab HTML sanitised. 400 names the field. */
export function cleanProfileMeta(input: unknown): TagMeta {
  const { meta, issues } = normalizeTagMeta(input ?? {}, { mode: 'create', sanitizeHtml: sanitizeCustomTabHtml });
  if (issues.length) {
    const fields = issues.map((issue) => ({
      field: issue.path ? `meta.${issue.path}` : 'meta',
      message: issue.message,
    }));
    throw badRequest(issues[0]!.message, { field: fields[0]!.field, issues: fields });
  }
  return meta;
}
