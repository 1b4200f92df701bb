import { displayPhone, type EmergencyContact, type ProfileKind, type PublicProfile } from '@portal/shared';

/** What the wallpaper and the card print: a printable profile (printableProfileOf) read for a small surface. */
export type PocketCardContent = {
  kind: ProfileKind;
  /** null when the name is hidden from visitors and was not ticked. */
  name: string | null;
  /** Issue 41: the critical alerts, first after the name (when a visitor sees them or the owner ticked them). */
  criticalAlerts: string[];
  bloodType: string | null;
  allergies: string[];
  medications: string[];
  conditions: string[];
  /** The first two contacts, as the public page lists them (the phone shown the Brazilian way). */
  contacts: EmergencyContact[];
  /** The public page's address, the QR code's content. */
  url: string;
};

const MAX_CONTACTS = 2;

export function pocketCardContentOf(profile: PublicProfile, url: string): PocketCardContent {
  const medical = profile.medicalInfo;
  return {
    kind: profile.kind,
    name: profile.name?.trim() || null,
    criticalAlerts: profile.criticalAlerts,
    bloodType: medical?.bloodType ?? null,
    allergies: medical?.allergies ?? [],
    medications: medical?.medications ?? [],
    conditions: medical?.conditions ?? [],
    contacts: profile.emergencyContacts
      .filter((contact) => contact.name || contact.phone)
      .slice(0, MAX_CONTACTS)
      .map((contact) => ({ ...contact, phone: displayPhone(contact.phone) })),
    url,
  };
}

/** 'Ana Souza (mãe)': a contact's name with its relationship, as one line. */
export const contactTitle = (contact: EmergencyContact) =>
  [contact.name.trim(), contact.relationship.trim() && `(${contact.relationship.trim()})`].filter(Boolean).join(' ');
