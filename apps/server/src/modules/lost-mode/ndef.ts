import { displayPhone, ndefBytes, ndefText, type NdefResponse, type PublicProfile } from '@portal/shared';

/**
 * The text an NFC app writes beside the tag's URL, from the profile as a visitor may see it (toPublicProfile has
 * already dropped what the privacy toggles hide): the name, ONE emergency phone (a person's or pet's first
 * contact, shown the Brazilian way; the company phone of equipment), a person's or pet's critical alerts (issue 41)
 * and a person's blood type. A phone without internet still reads it.
 */
export function ndefOf(profile: PublicProfile | null): NdefResponse {
  if (!profile) return { text: '', bytes: ndefBytes('') };
  const phone =
    profile.kind === 'EQUIPMENT'
      ? profile.equipmentInfo?.contactPhone?.trim() || null
      : profile.emergencyContacts.find((contact) => contact.phone.trim())?.phone.trim() || null;
  const criticalAlerts = profile.kind === 'EQUIPMENT' ? [] : profile.criticalAlerts;
  const bloodType = profile.kind === 'PERSON' ? (profile.medicalInfo?.bloodType ?? null) : null;
  const text = ndefText({
    name: profile.name?.trim() || null,
    phone: phone && displayPhone(phone),
    bloodType,
    criticalAlerts,
  });
  return { text, bytes: ndefBytes(text) };
}
