import { ndefBytes, ndefText, type NdefResponse, type PublicProfile } from '@portal/shared';

/**
 * The text an NFC app writes beside the tag's URL, from the profile as a visitor may see it (toPublicProfile has
 * already dropped what the privacy toggles hide): the name, ONE emergency phone (a person's or pet's first
 * contact, the company phone of equipment) and a person's blood type. A phone without internet still reads it.
 */
export function ndefOf(profile: PublicProfile | null): NdefResponse {
  if (!profile) return { text: '', bytes: ndefBytes('') };
  const phone =
    profile.kind === 'EQUIPMENT'
      ? profile.equipmentInfo?.contactPhone?.trim() || null
      : profile.emergencyContacts.find((contact) => contact.phone.trim())?.phone.trim() || null;
  const bloodType = profile.kind === 'PERSON' ? (profile.medicalInfo?.bloodType ?? null) : null;
  const text = ndefText({ name: profile.name?.trim() || null, phone, bloodType });
  return { text, bytes: ndefBytes(text) };
}
