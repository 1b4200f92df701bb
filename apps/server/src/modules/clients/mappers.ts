import {
  DEFAULT_PRIVACY,
  initialsOf,
  readMedicalInfo,
  readPetInfo,
  readEquipmentInfo,
  avatarPath,
  visibilityOf,
  type Client,
  type ClientListItem,
} from '@portal/shared';
import type { ProfileUser } from '../profiles/service.js';

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
    criticalAlerts: [],
    emergencyContacts: [],
    medicalInfo: readMedicalInfo({}),
    address: {},
    meta: {},
    petInfo: readPetInfo({}),
    equipmentInfo: readEquipmentInfo({}),
    isPrimary: false,
    withoutProfile: true,
    visibility: visibilityOf(DEFAULT_PRIVACY),
    hasPin: false,
    ...DEFAULT_PRIVACY,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * A client as the lists carry it (issue 40): what the cards and the page dialog's select show, none of the person's
 * private sections, so a list is no staff read of them (the access log records the answers that carry them).
 */
export function toClientListItem(client: Client): ClientListItem {
  return {
    id: client.id,
    userId: client.userId,
    name: client.name,
    kind: client.kind,
    user: client.user,
    publicPageSlug: client.publicPageSlug,
    page: client.page,
    photos: client.photos,
    mainPhotoUrl: client.mainPhotoUrl,
    avatarUrl: client.avatarUrl,
    isPrimary: client.isPrimary,
    ...(client.withoutProfile ? { withoutProfile: true } : {}),
    createdAt: client.createdAt,
    updatedAt: client.updatedAt,
  };
}
