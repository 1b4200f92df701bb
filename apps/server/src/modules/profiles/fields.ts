import {
  isEmptySection,
  PRIVACY_TOGGLES,
  SECTION_TOGGLES,
  VISIBILITY_SECTIONS,
  VISIBILITY_TEXTS,
  type MedicalInfo,
  type PrivacyToggle,
  type SectionWithoutToggle,
  type TagMeta,
  type UpdateClientRequest,
  type Visibility,
  type VisibilitySection,
} from '@portal/shared';
import type { NewProfileRow, ProfileRow } from '../../db/tables/profiles.js';
import { badRequest } from '../../lib/errors.js';
import { cleanTagMeta } from '../../lib/tag-meta.js';

/** Profile fields any write may carry; undefined = leave as it is. */
export type ProfileFields = Partial<Omit<UpdateClientRequest, 'meta' | 'visibility'>> & {
  meta?: Record<string, unknown>;
  visibility?: Partial<Visibility>;
};

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
  if (fields.criticalAlerts !== undefined) values.criticalAlerts = fields.criticalAlerts;
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

/** What the visibility rule reads of the profile as stored (nothing yet for a new one). */
type StoredLevels = Pick<ProfileRow, 'visibility' | 'pinHash'>;

/**
 * The booleans and the levels a write sets (issue 24), kept in agreement:
 * - `visibility.x` sets the section's level and its boolean (true only for PUBLIC);
 * - a boolean alone sets PUBLIC (true) or, when false, keeps a PIN level and otherwise means PRIVATE, so an older
 *   client that knows only the booleans never undoes a PIN it does not show;
 * - both for one section must agree (true with PUBLIC, false with PIN or PRIVATE), else 400;
 * - PIN only on a profile with a PIN, else 400.
 */
export function visibilityValuesOf(fields: ProfileFields, current: StoredLevels | null): Partial<NewProfileRow> {
  const sent = fields.visibility ?? {};
  const hasToggle = SECTION_TOGGLE_ENTRIES.some(([, toggle]) => fields[toggle] !== undefined);
  if (!hasToggle && Object.keys(sent).length === 0) return {};
  const levels: Partial<Visibility> = { ...(current?.visibility ?? {}) };
  const values: Partial<NewProfileRow> = {};
  for (const [section, toggle] of SECTION_TOGGLE_ENTRIES) {
    const level = sent[section];
    const isPublic = fields[toggle];
    if (level && isPublic !== undefined && isPublic !== (level === 'PUBLIC')) {
      throw badRequest(VISIBILITY_TEXTS.conflict(toggle, section), { field: `visibility.${section}` });
    }
    if (level) {
      levels[section] = level;
      values[toggle] = level === 'PUBLIC';
    } else if (isPublic !== undefined) {
      values[toggle] = isPublic;
      if (isPublic) levels[section] = 'PUBLIC';
      else if (levels[section] !== 'PIN') levels[section] = 'PRIVATE';
    }
  }
  // The sections without a boolean: their level only.
  if (sent.address) levels.address = sent.address;
  if (sent.criticalAlerts) levels.criticalAlerts = sent.criticalAlerts;
  for (const section of VISIBILITY_SECTIONS) {
    if (sent[section] === 'PIN' && !current?.pinHash) {
      throw badRequest(VISIBILITY_TEXTS.pinRequired, { field: `visibility.${section}` });
    }
  }
  values.visibility = levels;
  return values;
}

const SECTION_TOGGLE_ENTRIES = Object.entries(SECTION_TOGGLES) as Array<
  [Exclude<VisibilitySection, SectionWithoutToggle>, PrivacyToggle]
>;

/** The levels once the PIN is removed: every PIN section becomes PRIVATE (their booleans were false already). */
export const levelsWithoutPin = (levels: Partial<Visibility>): Partial<Visibility> =>
  Object.fromEntries(
    Object.entries(levels).map(([section, level]) => [section, level === 'PIN' ? 'PRIVATE' : level]),
  ) as Partial<Visibility>;
