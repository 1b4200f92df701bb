import {
  isEmptySection,
  PRIVACY_TOGGLES,
  type MedicalInfo,
  type TagMeta,
  type UpdateClientRequest,
} from '@portal/shared';
import type { NewProfileRow } from '../../db/tables/profiles.js';
import { cleanTagMeta } from '../../lib/tag-meta.js';

/** Profile fields any write may carry; undefined = leave as it is. */
export type ProfileFields = Partial<Omit<UpdateClientRequest, 'meta'>> & { meta?: Record<string, unknown> };

export const hasMedicalInfo = (info: MedicalInfo | Partial<MedicalInfo> | null | undefined) =>
  !isEmptySection(info ?? null);

/** What the clients search looks in: name, contact email and login email, lower-cased. */
export const searchTextOf = (name: string, email: string | null | undefined, loginEmail: string) =>
  [name, email ?? '', loginEmail].join(' ').toLowerCase();

/** Profile meta (technical sections) checked with the tag meta rules, as a tag's on creation. */
export const cleanProfileMeta = (input: unknown): TagMeta => cleanTagMeta(input, 'create');

/** The columns a set of profile fields writes (with the derived has_medical_info). */
export function valuesOf(fields: ProfileFields): Partial<NewProfileRow> {
  const values: Partial<NewProfileRow> = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.email !== undefined) values.email = fields.email || null;
  if (fields.phone !== undefined) values.phone = fields.phone || null;
  if (fields.dateOfBirth !== undefined) values.dateOfBirth = fields.dateOfBirth;
  if (fields.kind !== undefined) values.kind = fields.kind;
  if (fields.notes !== undefined) values.notes = fields.notes || null;
  if (fields.emergencyContacts !== undefined) values.emergencyContacts = fields.emergencyContacts;
  if (fields.medicalInfo !== undefined) {
    values.medicalInfo = fields.medicalInfo;
    values.hasMedicalInfo = hasMedicalInfo(fields.medicalInfo);
  }
  if (fields.address !== undefined) values.address = fields.address;
  if (fields.petInfo !== undefined) values.petInfo = fields.petInfo;
  if (fields.equipmentInfo !== undefined) values.equipmentInfo = fields.equipmentInfo;
  if (fields.meta !== undefined) values.meta = cleanProfileMeta(fields.meta);
  for (const toggle of PRIVACY_TOGGLES) {
    if (fields[toggle] !== undefined) values[toggle] = fields[toggle];
  }
  return values;
}
