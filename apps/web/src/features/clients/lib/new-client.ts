import { z } from 'zod';
import { CLIENT_TEXTS, DEFAULT_PRIVACY, type CreateClientRequestBody, type Privacy } from '@portal/shared';
import { optionalSlugField } from '@/lib/slug-field';
import {
  contactRowSchema,
  contactsFromForm,
  EMPTY_MEDICAL_FORM,
  medicalFormSchema,
  medicalFromForm,
  type ContactRow,
  type MedicalForm,
} from '@/lib/profile-fields/medical-contacts';

/** The add-client dialog's values: basic info, then the optional advanced section. */
export type NewClientValues = {
  name: string;
  email: string;
  /** 'Enviar convite por e-mail' (issue 23): no password; the client chooses one from the e-mailed link. */
  invite: boolean;
  password: string;
  slug: string;
  contacts: ContactRow[];
  medical: MedicalForm;
  notes: string;
  privacy: Privacy;
};

export const NEW_CLIENT_DEFAULTS: NewClientValues = {
  name: '',
  email: '',
  // The invitation is the default: the admin never types or sees the client's password.
  invite: true,
  password: '',
  slug: '',
  contacts: [{ name: '', phone: '', relationship: '' }],
  medical: EMPTY_MEDICAL_FORM,
  notes: '',
  // Spec section 5: 'Privacy toggles default to all true.'
  privacy: DEFAULT_PRIVACY,
};

/** Spec section 5 'New client', with its messages to the letter; the slug is optional but must follow the rules. */
export const newClientFormSchema = z
  .object({
    name: z.string().refine((value) => value.trim() !== '', CLIENT_TEXTS.nameRequired),
    email: z.string().refine((value) => value.trim().includes('@'), CLIENT_TEXTS.emailRequired),
    invite: z.boolean(),
    password: z.string(),
    slug: optionalSlugField,
    contacts: z.array(contactRowSchema),
    medical: medicalFormSchema,
    notes: z.string(),
    privacy: z.object({
      isNamePublic: z.boolean(),
      isContactsPublic: z.boolean(),
      isMedicalInfoPublic: z.boolean(),
      isPhotosPublic: z.boolean(),
      isNotesPublic: z.boolean(),
    }),
  })
  .superRefine(({ invite, password }, ctx) => {
    if (!invite && password.length < 8)
      ctx.addIssue({ code: 'custom', path: ['password'], message: CLIENT_TEXTS.passwordRequired });
  }) satisfies z.ZodType<NewClientValues>;

/**
 * The POST /admin/users body. An empty slug is left out: the server generates it from the name (and makes
 * it unique). Advanced data (contacts, medical info, notes, privacy toggles) is sent only when the advanced
 * section is open (spec section 5).
 */
export function buildCreateClientBody(values: NewClientValues, advancedOpen: boolean): CreateClientRequestBody {
  const slug = values.slug.trim().toLowerCase();
  const profile: NonNullable<CreateClientRequestBody['profile']> = { name: values.name.trim() };
  if (slug) profile.publicPageSlug = slug;
  if (advancedOpen) {
    profile.emergencyContacts = contactsFromForm(values.contacts);
    profile.medicalInfo = medicalFromForm(values.medical);
    const notes = values.notes.trim();
    if (notes) profile.notes = notes;
    Object.assign(profile, values.privacy);
  }
  const access = values.invite ? { invite: true } : { password: values.password };
  return { email: values.email.trim(), ...access, role: 'USER', profile };
}
