import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  DEFAULT_PRIVACY,
  EMPTY_EQUIPMENT_INFO,
  PRIVACY_TOGGLES,
  SECTION_TOGGLES,
  updateProfileRequestSchema,
  VISIBILITY_LEVELS,
  VISIBILITY_SECTIONS,
  visibilityOf,
  type Address,
  type Client,
  type EquipmentInfo,
  type Privacy,
  type ProfileKind,
  type UpdateProfileRequestBody,
  type Visibility,
  type VisibilitySection,
} from '@portal/shared';
import type { FieldPath } from 'react-hook-form';
import { joinCommaList } from './medical-contacts';

/** A pet's fields as the form edits them: the vaccinations as comma-joined text, the birth date '' when unknown. */
export type PetForm = {
  species: string;
  breed: string;
  color: string;
  birthDate: string;
  age: string;
  microchip: string;
  vaccinations: string;
  vetContact: string;
  temperament: string;
};
export type EquipmentForm = EquipmentInfo;
export type CriticalAlertsForm = [string, string, string];
const alertsToForm = (alerts: readonly string[] | undefined): CriticalAlertsForm => [
  alerts?.[0] ?? '',
  alerts?.[1] ?? '',
  alerts?.[2] ?? '',
];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressForm = Record<AddressField, string>;

/**
 * Every field of a profile beyond its name, contacts and medical info, as the three editors of a profile hold them
 * ('Editar perfil', the owner's 'Editar página' and the admin's 'Editar Cliente'): personal data, address, notes,
 * the five privacy toggles, and each kind's own fields (only the profile's kind's are sent).
 */
export type ProfileDetailsValues = Privacy & {
  /** Issue 24: each section's level (PUBLIC, PIN, PRIVATE); the booleans above follow it (true = PUBLIC). */
  visibility: Visibility;
  /** Issue 41: the critical alerts, three boxes (an empty one is dropped on save). */
  criticalAlerts: CriticalAlertsForm;
  email: string;
  phone: string;
  dateOfBirth: string;
  address: AddressForm;
  notes: string;
  pet: PetForm;
  equipment: EquipmentForm;
};

const EMPTY_PET_FORM: PetForm = {
  species: '',
  breed: '',
  color: '',
  birthDate: '',
  age: '',
  microchip: '',
  vaccinations: '',
  vetContact: '',
  temperament: '',
};

const EMPTY_ADDRESS_FORM = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, ''])) as AddressForm;

export const EMPTY_PROFILE_DETAILS: ProfileDetailsValues = {
  ...DEFAULT_PRIVACY,
  visibility: visibilityOf(DEFAULT_PRIVACY),
  criticalAlerts: alertsToForm([]),
  email: '',
  phone: '',
  dateOfBirth: '',
  address: EMPTY_ADDRESS_FORM,
  notes: '',
  pet: EMPTY_PET_FORM,
  equipment: EMPTY_EQUIPMENT_INFO,
};

/** The fields of a profile the details editors read (a client, an account's profile, a page's full profile). */
export type ProfileDetailsSource = Pick<
  Client,
  'email' | 'phone' | 'dateOfBirth' | 'address' | 'notes' | 'petInfo' | 'equipmentInfo' | keyof Privacy
> &
  Partial<Pick<Client, 'visibility' | 'hasPin' | 'criticalAlerts'>>;

/** The form's values for a stored profile (its other kinds' fields too: changing the kind finds them again). */
export function profileDetailsToForm(profile: ProfileDetailsSource): ProfileDetailsValues {
  const { petInfo: pet } = profile;
  const address = profile.address as Address;
  return {
    ...(Object.fromEntries(PRIVACY_TOGGLES.map((key) => [key, profile[key]])) as Privacy),
    visibility: visibilityOf(profile),
    criticalAlerts: alertsToForm(profile.criticalAlerts),
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    address: Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field] ?? ''])) as AddressForm,
    notes: profile.notes ?? '',
    pet: { ...pet, birthDate: pet.birthDate ?? '', vaccinations: joinCommaList(pet.vaccinations) },
    equipment: { ...EMPTY_EQUIPMENT_INFO, ...profile.equipmentInfo },
  };
}

const petFromForm = (pet: PetForm) => ({ ...pet, birthDate: pet.birthDate || null });

/**
 * What PUT /me/profiles/{id} and PATCH /admin/clients/{id} receive for these fields: the texts trimmed (an emptied
 * one clears it), the toggles, and the kind's own fields (a person's birth date; a pet's or a machine's sheet).
 */
export function profileDetailsFromForm(values: ProfileDetailsValues, kind: ProfileKind | ''): UpdateProfileRequestBody {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values.address[field].trim()]));
  return {
    ...(Object.fromEntries(PRIVACY_TOGGLES.map((key) => [key, values[key]])) as Privacy),
    visibility: values.visibility,
    criticalAlerts: values.criticalAlerts.map((alert) => alert.trim()).filter(Boolean),
    email: values.email.trim(),
    phone: values.phone.trim(),
    address,
    notes: values.notes.trim(),
    ...(kind === 'PET' ? { petInfo: petFromForm(values.pet) } : {}),
    ...(kind === 'EQUIPMENT' ? { equipmentInfo: values.equipment } : {}),
    ...(kind === 'PERSON' ? { dateOfBirth: values.dateOfBirth.trim() || null } : {}),
  };
}

/** The form field a server field names: 'petInfo.microchip' -> 'pet.microchip', 'address.city' -> 'address.city'. */
export function profileDetailsField<T extends ProfileDetailsValues>(serverField: string): FieldPath<T> | undefined {
  const [head = '', second] = serverField.split('.');
  const field = (path: string) => path as FieldPath<T>;
  switch (head) {
    case 'email':
    case 'phone':
    case 'dateOfBirth':
    case 'notes':
      return field(head);
    case 'address':
      return second ? field(`address.${second}`) : undefined;
    case 'petInfo':
      return second ? field(`pet.${second}`) : undefined;
    case 'equipmentInfo':
      return second ? field(`equipment.${second}`) : undefined;
    case 'visibility':
      return second ? field(`visibility.${second}`) : undefined;
    case 'criticalAlerts':
      return field(`criticalAlerts.${second ?? 0}`);
    default:
      return (PRIVACY_TOGGLES as readonly string[]).includes(head) ? field(head) : undefined;
  }
}

const text = z.string();
const level = z.enum(VISIBILITY_LEVELS);
export const profileDetailsSchema = z.object({
  ...(Object.fromEntries(PRIVACY_TOGGLES.map((key) => [key, z.boolean()])) as Record<keyof Privacy, z.ZodBoolean>),
  visibility: z.object(
    Object.fromEntries(VISIBILITY_SECTIONS.map((section) => [section, level])) as Record<
      VisibilitySection,
      typeof level
    >,
  ),
  criticalAlerts: z.tuple([text, text, text]),
  email: text,
  phone: text,
  dateOfBirth: text,
  address: z.object(
    Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, text])) as Record<AddressField, typeof text>,
  ),
  notes: text,
  pet: z.object({
    species: text,
    breed: text,
    color: text,
    birthDate: text,
    age: text,
    microchip: text,
    vaccinations: text,
    vetContact: text,
    temperament: text,
  }),
  equipment: z.object({
    brand: text,
    model: text,
    serialNumber: text,
    location: text,
    responsibleCompany: text,
    contactPhone: text,
  }),
}) satisfies z.ZodType<ProfileDetailsValues>;

/**
 * Checks these fields with the API contract's own schema (the server's very messages, e.g. 'Email válido é
 * obrigatório.'), each issue put on the form field it names. For a form's superRefine.
 */
export function checkProfileDetails(values: ProfileDetailsValues, kind: ProfileKind | '', ctx: z.RefinementCtx) {
  const result = updateProfileRequestSchema.safeParse(profileDetailsFromForm(values, kind));
  if (result.success) return;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const name = profileDetailsField(issue.path.map(String).join('.'));
    if (!name || seen.has(name)) continue;
    seen.add(name);
    ctx.addIssue({ code: 'custom', path: name.split('.'), message: issue.message });
  }
}

/** The boolean of the spec a section's level sets (the address and the alerts have none), for the form's setValue. */
export const toggleOfSection = (section: VisibilitySection) =>
  section === 'address' || section === 'criticalAlerts' ? null : SECTION_TOGGLES[section];
