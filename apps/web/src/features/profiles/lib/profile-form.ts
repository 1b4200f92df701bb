import { z } from 'zod';
import {
  CLIENT_TEXTS,
  dateOfBirthSchema,
  EMPTY_EQUIPMENT_INFO,
  equipmentInfoSchema,
  PROFILE_KINDS,
  PROFILE_TEXTS,
  petInfoSchema,
  slugError,
  type AccountProfile,
  type CreateProfileRequestBody,
  type EquipmentInfo,
  type ProfileKind,
  type UpdateProfileRequestBody,
} from '@portal/shared';
import type { FieldPath } from 'react-hook-form';
import {
  contactRowSchema,
  contactsFromForm,
  contactsToForm,
  EMPTY_CONTACT,
  EMPTY_MEDICAL_FORM,
  medicalFormSchema,
  medicalFromForm,
  medicalToForm,
  joinCommaList,
  type ContactRow,
  type MedicalForm,
} from '@/features/pages';

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

/** The profile dialog's values: the kind, the name, and every kind's fields (only the chosen kind's are sent). */
export type ProfileFormValues = {
  kind: ProfileKind | '';
  name: string;
  slug: string;
  dateOfBirth: string;
  contacts: ContactRow[];
  medical: MedicalForm;
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

export const NEW_PROFILE_DEFAULTS: ProfileFormValues = {
  kind: '',
  name: '',
  slug: '',
  dateOfBirth: '',
  contacts: [{ ...EMPTY_CONTACT }],
  medical: EMPTY_MEDICAL_FORM,
  pet: EMPTY_PET_FORM,
  equipment: EMPTY_EQUIPMENT_INFO,
};

/** The dialog's values for an existing profile (its other kinds' fields too: changing the kind finds them again). */
export function profileToFormValues(profile: AccountProfile): ProfileFormValues {
  const { medicalInfo: medical, petInfo: pet } = profile;
  return {
    kind: profile.kind,
    name: profile.name,
    slug: '',
    dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? '',
    contacts: contactsToForm(profile.emergencyContacts),
    medical: medicalToForm(medical),
    pet: { ...pet, birthDate: pet.birthDate ?? '', vaccinations: joinCommaList(pet.vaccinations) },
    equipment: { ...profile.equipmentInfo },
  };
}

const petFromForm = (pet: PetForm) => ({ ...pet, birthDate: pet.birthDate || null });

/** The shared schema's issues, put on the form's fields (`pet.microchip`): the same messages the server gives. */
function addIssues(ctx: z.RefinementCtx, prefix: string, result: z.ZodSafeParseResult<unknown>) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', path: [prefix, ...issue.path.slice(0, 1)], message: issue.message });
  }
}

export const profileFormSchema = z
  .object({
    kind: z.enum(['', ...PROFILE_KINDS]).refine((kind) => kind !== '', PROFILE_TEXTS.kindRequired),
    name: z.string().refine((value) => value.trim() !== '', CLIENT_TEXTS.nameRequired),
    slug: z.string().superRefine((value, ctx) => {
      const slug = value.trim().toLowerCase();
      const message = slug ? slugError(slug) : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    dateOfBirth: z.string(),
    contacts: z.array(contactRowSchema),
    medical: medicalFormSchema,
    pet: z.object({
      species: z.string(),
      breed: z.string(),
      color: z.string(),
      birthDate: z.string(),
      age: z.string(),
      microchip: z.string(),
      vaccinations: z.string(),
      vetContact: z.string(),
      temperament: z.string(),
    }),
    equipment: z.object({
      brand: z.string(),
      model: z.string(),
      serialNumber: z.string(),
      location: z.string(),
      responsibleCompany: z.string(),
      contactPhone: z.string(),
    }),
  })
  .superRefine((values, ctx) => {
    // Only the chosen kind's fields are sent, so only they are checked (with the contract's own rules).
    if (values.kind === 'PERSON') addIssues(ctx, 'dateOfBirth', dateOfBirthSchema.safeParse(values.dateOfBirth));
    if (values.kind === 'PET') addIssues(ctx, 'pet', petInfoSchema.safeParse(petFromForm(values.pet)));
    if (values.kind === 'EQUIPMENT') addIssues(ctx, 'equipment', equipmentInfoSchema.safeParse(values.equipment));
  }) satisfies z.ZodType<ProfileFormValues>;

/** The chosen kind's part of the body: a person's emergency card, a pet's fields and tutors, a machine's sheet. */
function kindFields(values: ProfileFormValues): UpdateProfileRequestBody {
  switch (values.kind) {
    case 'PET':
      return { petInfo: petFromForm(values.pet), emergencyContacts: contactsFromForm(values.contacts) };
    case 'EQUIPMENT':
      return { equipmentInfo: values.equipment };
    default:
      return {
        dateOfBirth: values.dateOfBirth || null,
        emergencyContacts: contactsFromForm(values.contacts),
        medicalInfo: medicalFromForm(values.medical),
      };
  }
}

/** POST /me/profiles (and the admin's): an empty slug is left out, the server makes one from the name. */
export function buildCreateProfileBody(values: ProfileFormValues): CreateProfileRequestBody {
  const slug = values.slug.trim().toLowerCase();
  return {
    name: values.name.trim(),
    kind: values.kind,
    ...(slug ? { publicPageSlug: slug } : {}),
    ...kindFields(values),
  };
}

/** PUT /me/profiles/{id}: the name, the kind and the kind's fields; the other kinds' fields are left as they are. */
export function buildUpdateProfileBody(values: ProfileFormValues): UpdateProfileRequestBody {
  return { name: values.name.trim(), kind: values.kind || undefined, ...kindFields(values) };
}

/** The form field a server field names: 'petInfo.microchip' -> 'pet.microchip', 'publicPageSlug' -> 'slug'. */
export function profileFormField(serverField: string): FieldPath<ProfileFormValues> | undefined {
  const [head = '', second, third] = serverField.split('.');
  switch (head) {
    case 'name':
    case 'kind':
    case 'dateOfBirth':
      return head;
    case 'publicPageSlug':
      return 'slug';
    case 'petInfo':
      return second ? (`pet.${second}` as FieldPath<ProfileFormValues>) : undefined;
    case 'equipmentInfo':
      return second ? (`equipment.${second}` as FieldPath<ProfileFormValues>) : undefined;
    case 'medicalInfo':
      return second ? (`medical.${second}` as FieldPath<ProfileFormValues>) : undefined;
    case 'emergencyContacts':
      return second && third ? (`contacts.${second}.${third}` as FieldPath<ProfileFormValues>) : undefined;
    default:
      return undefined;
  }
}
