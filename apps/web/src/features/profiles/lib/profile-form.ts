import { z } from 'zod';
import {
  CLIENT_TEXTS,
  PROFILE_KINDS,
  PROFILE_TEXTS,
  type AccountProfile,
  type CreateProfileRequestBody,
  type ProfileKind,
  type UpdateProfileRequestBody,
} from '@portal/shared';
import type { FieldPath } from 'react-hook-form';
import { optionalSlugField } from '@/lib/slug-field';
import {
  checkProfileDetails,
  EMPTY_PROFILE_DETAILS,
  profileDetailsField,
  profileDetailsFromForm,
  profileDetailsSchema,
  profileDetailsToForm,
  type ProfileDetailsValues,
} from '@/lib/profile-fields/profile-details';
import {
  contactRowSchema,
  contactsFromForm,
  contactsToForm,
  EMPTY_CONTACT,
  EMPTY_MEDICAL_FORM,
  medicalFormSchema,
  medicalFromForm,
  medicalToForm,
  type ContactRow,
  type MedicalForm,
} from '@/lib/profile-fields/medical-contacts';

/**
 * The profile dialog's values: the kind, the name, the contacts and medical info, and every other field of the
 * profile (the shared details: personal data, address, notes, toggles, each kind's fields; only the chosen kind's
 * own fields are sent).
 */
export type ProfileFormValues = ProfileDetailsValues & {
  kind: ProfileKind | '';
  name: string;
  slug: string;
  contacts: ContactRow[];
  medical: MedicalForm;
};

export const NEW_PROFILE_DEFAULTS: ProfileFormValues = {
  ...EMPTY_PROFILE_DETAILS,
  kind: '',
  name: '',
  slug: '',
  contacts: [{ ...EMPTY_CONTACT }],
  medical: EMPTY_MEDICAL_FORM,
};

/** The dialog's values for an existing profile (its other kinds' fields too: changing the kind finds them again). */
export function profileToFormValues(profile: AccountProfile): ProfileFormValues {
  return {
    ...profileDetailsToForm(profile),
    kind: profile.kind,
    name: profile.name,
    slug: '',
    contacts: contactsToForm(profile.emergencyContacts),
    medical: medicalToForm(profile.medicalInfo),
  };
}

export const profileFormSchema = profileDetailsSchema
  .extend({
    kind: z.enum(['', ...PROFILE_KINDS]).refine((kind) => kind !== '', PROFILE_TEXTS.kindRequired),
    name: z.string().refine((value) => value.trim() !== '', CLIENT_TEXTS.nameRequired),
    slug: optionalSlugField,
    contacts: z.array(contactRowSchema),
    medical: medicalFormSchema,
  })
  .superRefine((values, ctx) => {
    // Only the chosen kind's own fields are sent, so only they are checked (with the contract's own rules).
    if (values.kind) checkProfileDetails(values, values.kind, ctx);
  }) satisfies z.ZodType<ProfileFormValues>;

/** The chosen kind's part of the body: a person's emergency card, a pet's tutors; a machine has neither. */
function kindFields(values: ProfileFormValues): UpdateProfileRequestBody {
  switch (values.kind) {
    case 'PET':
      return { emergencyContacts: contactsFromForm(values.contacts) };
    case 'EQUIPMENT':
      return {};
    default:
      return {
        emergencyContacts: contactsFromForm(values.contacts),
        medicalInfo: medicalFromForm(values.medical),
      };
  }
}

/** POST /me/profiles (and the admin's): an empty slug is left out, the server makes one from the name. */
export function buildCreateProfileBody(values: ProfileFormValues): CreateProfileRequestBody {
  const slug = values.slug.trim().toLowerCase();
  return {
    ...profileDetailsFromForm(values, values.kind),
    name: values.name.trim(),
    kind: values.kind,
    ...(slug ? { publicPageSlug: slug } : {}),
    ...kindFields(values),
  };
}

/** PUT /me/profiles/{id}: every field of the profile; the other kinds' own fields are left as they are. */
export function buildUpdateProfileBody(values: ProfileFormValues): UpdateProfileRequestBody {
  return {
    ...profileDetailsFromForm(values, values.kind),
    name: values.name.trim(),
    kind: values.kind || undefined,
    ...kindFields(values),
  };
}

/** The form field a server field names: 'petInfo.microchip' -> 'pet.microchip', 'publicPageSlug' -> 'slug'. */
export function profileFormField(serverField: string): FieldPath<ProfileFormValues> | undefined {
  const [head = '', second, third] = serverField.split('.');
  switch (head) {
    case 'name':
    case 'kind':
      return head;
    case 'publicPageSlug':
      return 'slug';
    case 'medicalInfo':
      return second ? (`medical.${second}` as FieldPath<ProfileFormValues>) : undefined;
    case 'emergencyContacts':
      return second && third ? (`contacts.${second}.${third}` as FieldPath<ProfileFormValues>) : undefined;
    default:
      return profileDetailsField<ProfileFormValues>(serverField);
  }
}
