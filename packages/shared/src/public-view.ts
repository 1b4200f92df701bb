/**
 * What an anonymous visitor may see of a profile, and how the public page reads it. The server applies
 * this before anything leaves it (JSON and server-rendered HTML); the web app uses it for its previews.
 */
import type { Photo } from './photos.js';
import type { EmergencyContact } from './profile-contacts.js';
import type { MedicalInfo } from './profile-medical.js';
import type { Address, ProfileKind } from './profiles.js';
import { visibilityOf, type StoredVisibility, type VisibilitySection } from './profile-visibility.js';
import { chooseMainPhoto, photoSrc } from './photos.js';
import { initialsOf, isEmptySection } from './profiles.js';
import type { PublicProfile } from './public-contract.js';
import type { EquipmentInfo, PetInfo } from './profile-details.js';
import {
  normalizeMetaDate,
  type CustomTab,
  type MaintenanceEntry,
  type TagDocument,
  type TagMeta,
} from './tag-meta.js';
import {
  mapLinkForLocation,
  tagCustomTabs,
  tagDocuments,
  tagMaintenance,
  tagTechnicalSheet,
  type TechnicalSheet,
} from './tag-meta-view.js';
import { tagStatusLabel } from './tag-enums.js';

/** A profile as the server holds it (every section, whatever its toggles say). */
export type FullProfile = StoredVisibility & {
  id: string;
  kind: ProfileKind;
  name: string;
  email: string | null;
  phone: string | null;
  dateOfBirth: string | null;
  address: Address;
  photos: Photo[];
  criticalAlerts: string[];
  emergencyContacts: EmergencyContact[];
  medicalInfo: MedicalInfo;
  petInfo: PetInfo;
  equipmentInfo: EquipmentInfo;
  notes: string | null;
  meta: TagMeta;
  updatedAt: string;
};

/** The avatar route of this server for some initials ('' gives a neutral silhouette). */
export const avatarPath = (initials: string) =>
  `/api/public/avatar.svg${initials ? `?initials=${encodeURIComponent(initials)}` : ''}`;

/**
 * The meta keys a visitor may see: the technical sections the public pages show (every alias the spec lists).
 * Anything else in meta (internal notes, keys a client invented) stays on the server.
 */
export const PUBLIC_META_KEYS = [
  'serialNumber',
  'serial',
  'model',
  'details',
  'technicalInfo',
  'technical',
  'location',
  'status',
  'nextService',
  'maintenance',
  'documents',
  'customTabs',
] as const;
const PUBLIC_TECHNICAL_KEYS = ['serialNumber', 'serial', 'model', 'details'] as const;

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public part of a meta object (see PUBLIC_META_KEYS); technicalInfo/technical keep only their sheet keys. */
export function publicMeta(meta: TagMeta | null | undefined): TagMeta {
  const out: TagMeta = {};
  if (!isPlainRecord(meta)) return out;
  for (const key of PUBLIC_META_KEYS) {
    const value = meta[key];
    if (value === undefined) continue;
    if ((key === 'technicalInfo' || key === 'technical') && isPlainRecord(value)) {
      const sheet: Record<string, unknown> = {};
      for (const inner of PUBLIC_TECHNICAL_KEYS) if (value[inner] !== undefined) sheet[inner] = value[inner];
      out[key] = sheet;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * hideContacts: a LOST tag opens this profile and its owner did not choose to show contacts while it is lost
 * (issue 20, item 3): no phone number, e-mail or street address of the profile, of its emergency contacts (the
 * owner among them) or of an equipment's company leaves the server; the finder's form is the way to the owner.
 * unlocked: the visitor typed the profile's PIN (issue 24): the PIN sections are shown too.
 */
export type PublicProfileOptions = { hideContacts?: boolean; unlocked?: boolean };

/** Whether a section holds anything a visitor could see (a PIN form for an empty section would open nothing). */
function sectionHasContent(profile: FullProfile, section: VisibilitySection): boolean {
  switch (section) {
    case 'criticalAlerts':
      return profile.kind !== 'EQUIPMENT' && profile.criticalAlerts.length > 0;
    case 'personal':
      return !isEmptySection([profile.name, profile.email, profile.phone, profile.dateOfBirth]);
    case 'contacts':
      return profile.emergencyContacts.length > 0;
    case 'medicalInfo':
      return profile.kind !== 'EQUIPMENT' && !isEmptySection(profile.medicalInfo);
    case 'photos':
      return profile.photos.some((p) => p.isPublic !== false);
    case 'notes':
      return !isEmptySection(profile.notes);
    case 'address':
      return !isEmptySection(profile.address);
  }
}

/**
 * The sections a visitor sees (the levels of profile-visibility.ts): PUBLIC ones always, PIN ones once unlocked,
 * PRIVATE ones never; and those still behind the PIN (with something in them), which the page offers to unlock.
 */
export function visitorSections(
  profile: FullProfile,
  unlocked = false,
): { shown: Record<VisibilitySection, boolean>; pinSections: VisibilitySection[] } {
  const levels = visibilityOf(profile);
  const shown = {} as Record<VisibilitySection, boolean>;
  const pinSections: VisibilitySection[] = [];
  for (const [section, level] of Object.entries(levels) as Array<[VisibilitySection, string]>) {
    shown[section] = level === 'PUBLIC' || (level === 'PIN' && unlocked);
    if (level === 'PIN' && !unlocked && sectionHasContent(profile, section)) pinSections.push(section);
  }
  return { shown, pinSections };
}

/**
 * The privacy rule (spec section 1: 'Each section has a public/private toggle'; issue 24: three levels, see
 * visitorSections), each section shown only when the visitor may see it:
 * - personal: the name and the personal data that identify the person (email, phone, date of birth);
 * - address: its own level (until set, the personal data's);
 * - criticalAlerts (issue 41): its own level (until set, the medical info's); never on equipment;
 * - contacts: the emergency contacts; medicalInfo: the medical info;
 * - photos (and photos flagged isPublic false are never shown); notes.
 * The technical sections (meta) of pets and equipment are public by nature; the rest of meta is not (publicMeta).
 * By kind (issue 14):
 * - a pet's description (species, breed, colour, age, microchip, temperament) is public: it is how a finder knows
 *   the animal; its health (vaccinations, vet) follows the medical info;
 * - a piece of equipment never shows medical info or a date of birth, whatever is stored; its technical sheet
 *   (brand, model, serial, location) is public, its responsible company and phone follow the contacts.
 */
export function toPublicProfile(
  profile: FullProfile,
  links: { publicPageSlug: string | null; braceletCode: string | null },
  options: PublicProfileOptions = {},
): PublicProfile {
  const { shown, pinSections } = visitorSections(profile, options.unlocked);
  const photos = shown.photos ? profile.photos.filter((p) => p.isPublic !== false) : [];
  const main = chooseMainPhoto(photos);
  const name = shown.personal ? profile.name : null;
  const isEquipment = profile.kind === 'EQUIPMENT';
  const personal = shown.personal && !options.hideContacts;
  return {
    id: profile.id,
    kind: profile.kind,
    name,
    email: personal ? profile.email : null,
    phone: personal ? profile.phone : null,
    dateOfBirth: shown.personal && !isEquipment ? profile.dateOfBirth : null,
    address: shown.address && !options.hideContacts ? profile.address : null,
    photos,
    mainPhotoUrl: main ? photoSrc(main) : null,
    avatarUrl: avatarPath(initialsOf(name)),
    criticalAlerts: shown.criticalAlerts && !isEquipment ? profile.criticalAlerts : [],
    emergencyContacts: shown.contacts && !options.hideContacts ? profile.emergencyContacts : [],
    medicalInfo: shown.medicalInfo && !isEquipment ? profile.medicalInfo : null,
    petInfo: profile.kind === 'PET' ? publicPetInfo(profile, shown.medicalInfo) : null,
    equipmentInfo: isEquipment ? publicEquipmentInfo(profile, shown.contacts, options) : null,
    notes: shown.notes ? profile.notes : null,
    meta: publicMeta(profile.meta),
    publicPageSlug: links.publicPageSlug,
    bracelet: links.braceletCode ? { code: links.braceletCode } : null,
    isNamePublic: profile.isNamePublic,
    isContactsPublic: profile.isContactsPublic,
    isMedicalInfoPublic: profile.isMedicalInfoPublic,
    isPhotosPublic: profile.isPhotosPublic,
    isNotesPublic: profile.isNotesPublic,
    pinSections,
    updatedAt: profile.updatedAt,
  };
}

function publicPetInfo(profile: FullProfile, showHealth: boolean): PetInfo {
  const pet = profile.petInfo;
  return showHealth ? pet : { ...pet, vaccinations: [], vetContact: '' };
}

function publicEquipmentInfo(
  profile: FullProfile,
  showContacts: boolean,
  options: PublicProfileOptions,
): EquipmentInfo {
  const equipment = profile.equipmentInfo;
  if (!showContacts) return { ...equipment, responsibleCompany: '', contactPhone: '' };
  return options.hideContacts ? { ...equipment, contactPhone: '' } : equipment;
}

/** The technical sections of a public page or tag page, read from meta (every alias the spec lists). */
export type TechnicalSections = {
  sheet: TechnicalSheet;
  location: string;
  /** Only when the location is a URL or holds a 'lat, lng' pair (spec section 5). */
  mapUrl: string | null;
  status: string;
  statusLabel: string;
  nextService: string;
  maintenance: MaintenanceEntry[];
  documents: TagDocument[];
  customTabs: CustomTab[];
  /** Every section empty: the page says 'Sem informações técnicas ou documentos adicionais neste perfil.' */
  isEmpty: boolean;
};

const NO_TECHNICAL: TechnicalSections = Object.freeze({
  sheet: Object.freeze({ serialNumber: '', model: '', details: '' }),
  location: '',
  mapUrl: null,
  status: '',
  statusLabel: '',
  nextService: '',
  maintenance: [],
  documents: [],
  customTabs: [],
  isEmpty: true,
}) as TechnicalSections;

export function technicalSections(meta: TagMeta | null | undefined): TechnicalSections {
  const m = meta ?? {};
  // Most person pages have no technical meta at all.
  if (Object.keys(m).length === 0) return NO_TECHNICAL;
  const location = typeof m.location === 'string' ? m.location.trim() : '';
  const status = typeof m.status === 'string' ? m.status.trim().toUpperCase() : '';
  const nextService =
    normalizeMetaDate(m.nextService) ?? (typeof m.nextService === 'string' ? m.nextService.trim() : '');
  const sheet = tagTechnicalSheet(m);
  const maintenance = tagMaintenance(m);
  const documents = tagDocuments(m);
  const customTabs = tagCustomTabs(m).filter(
    (tab) => !isEmptySection(tab.title) || !isEmptySection(stripTags(tab.content)),
  );
  const sections = {
    sheet,
    location,
    mapUrl: mapLinkForLocation(location),
    status,
    statusLabel: status ? tagStatusLabel(status) : '',
    nextService,
    maintenance,
    documents,
    customTabs,
  };
  const isEmpty =
    isEmptySection([sheet, location, status, nextService, maintenance, documents]) && customTabs.length === 0;
  return { ...sections, isEmpty };
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');
