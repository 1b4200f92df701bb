import {
  chooseMainPhoto,
  initialsOf,
  photoSrc,
  readCriticalAlerts,
  readEmergencyContacts,
  readMedicalInfo,
  readPhotos,
  readPetInfo,
  readEquipmentInfo,
  avatarPath,
  visibilityOf,
  type Client,
  type FullProfile,
  type Photo,
} from '@portal/shared';
import type { ProfileWithRefs } from './repository.js';
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
    criticalAlerts: readCriticalAlerts(row.criticalAlerts),
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
    visibility: row.visibility,
    hasPin: row.pinHash !== null,
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
    criticalAlerts: full.criticalAlerts,
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
    visibility: visibilityOf(full),
    hasPin: full.hasPin ?? false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (bracelet !== undefined) {
    client.bracelet = bracelet;
    client.nfcCode = bracelet?.code ?? null;
  }
  return client;
}
