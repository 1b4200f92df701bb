import { z } from 'zod';
import {
  PAGE_FONTS,
  PAGE_TEXTS,
  type Page,
  type PageSeo,
  type ProfileKind,
  type UpdatePageRequestBody,
} from '@portal/shared';
import type { FieldPath } from 'react-hook-form';
import { requiredSlugField } from '@/lib/slug-field';
import {
  checkProfileDetails,
  EMPTY_PROFILE_DETAILS,
  profileDetailsField,
  profileDetailsSchema,
  profileDetailsToForm,
  type ProfileDetailsSource,
  type ProfileDetailsValues,
} from '@/lib/profile-fields/profile-details';
import {
  contactsFromForm,
  contactRowSchema,
  contactsToForm,
  medicalFormSchema,
  medicalFromForm,
  medicalToForm,
  type ContactRow,
  type MedicalForm,
} from '@/lib/profile-fields/medical-contacts';
import { HEX_COLOR, themeFromForm, themeToForm, type ThemeForm } from './theme';

/**
 * What the page editor edits (spec 'Edit client page'): the page, and every field of its profile (issue 20: the
 * personal data, address, notes, the five toggles and the kind's own fields, saved to the profile first).
 */
export type PageEditorValues = ProfileDetailsValues & {
  title: string;
  slug: string;
  description: string;
  theme: ThemeForm;
  medical: MedicalForm;
  contacts: ContactRow[];
  /** Search engines may show the page (off: noindex). */
  allowIndexing: boolean;
};

/** The editor's values: the page, and its profile's fields (without the profile: empty, the page's toggles). */
export function pageToEditorValues(page: Page, profile?: ProfileDetailsSource): PageEditorValues {
  return {
    ...(profile ? profileDetailsToForm(profile) : EMPTY_PROFILE_DETAILS),
    title: page.title,
    slug: page.slug,
    description: page.description ?? '',
    theme: themeToForm(page.theme),
    medical: medicalToForm(page.medicalInfo),
    contacts: contactsToForm(page.emergencyContacts),
    isContactsPublic: page.isContactsPublic,
    isMedicalInfoPublic: page.isMedicalInfoPublic,
    isPhotosPublic: page.isPhotosPublic,
    allowIndexing: page.allowIndexing,
  };
}

const color = z.string().regex(HEX_COLOR, PAGE_TEXTS.colorInvalid);
export const themeFormSchema = z.object({
  primaryColor: color,
  backgroundColor: color,
  textColor: color,
  font: z.enum(PAGE_FONTS),
});

const pageEditorFields = profileDetailsSchema.extend({
  title: z.string().refine((value) => value.trim() !== '', PAGE_TEXTS.titleRequired),
  slug: requiredSlugField,
  description: z.string(),
  theme: themeFormSchema,
  medical: medicalFormSchema,
  contacts: z.array(contactRowSchema),
  allowIndexing: z.boolean(),
}) satisfies z.ZodType<PageEditorValues>;

/** The editor's schema for a profile of this kind: its own fields checked with the contract's messages. */
export const pageEditorSchemaFor = (kind: ProfileKind) =>
  pageEditorFields.superRefine((values, ctx) => checkProfileDetails(values, kind, ctx));

/** What both page saves (the admin's and the owner's) send of the medical info, the contacts and the toggles. */
export const pageSharedFields = (values: PageEditorValues) => ({
  medicalInfo: medicalFromForm(values.medical),
  isMedicalInfoPublic: values.isMedicalInfoPublic,
  emergencyContacts: contactsFromForm(values.contacts),
  isContactsPublic: values.isContactsPublic,
  isPhotosPublic: values.isPhotosPublic,
  allowIndexing: values.allowIndexing,
});

/**
 * The client page update payload (spec section 7): {title, description?, slug, medicalInfo, ...}. Spec section 5
 * 'Page save': title, description and slug are trimmed; an empty description is omitted.
 */
export function buildPageSaveBody(values: PageEditorValues, seo?: PageSeo): UpdatePageRequestBody {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    slug: values.slug.trim().toLowerCase(),
    ...(description ? { description } : {}),
    theme: themeFromForm(values.theme),
    ...(seo ? { seo } : {}),
    ...pageSharedFields(values),
  };
}

/** The editor's field a server field names (the profile's and the page's writes): 'address.city', 'slug', ... */
export function pageEditorField(serverField: string): FieldPath<PageEditorValues> | undefined {
  const [head = '', second, third] = serverField.split('.');
  switch (head) {
    case 'title':
    case 'name':
      return 'title';
    case 'slug':
    case 'publicPageSlug':
      return 'slug';
    case 'description':
      return 'description';
    case 'medicalInfo':
      return second ? (`medical.${second}` as FieldPath<PageEditorValues>) : undefined;
    case 'emergencyContacts':
      return second && third ? (`contacts.${second}.${third}` as FieldPath<PageEditorValues>) : undefined;
    default:
      return profileDetailsField<PageEditorValues>(serverField);
  }
}
