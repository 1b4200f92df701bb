import { z } from 'zod';
import {
  PAGE_FONTS,
  PAGE_TEXTS,
  SLUG_TEXTS,
  slugError,
  type Page,
  type PageSeo,
  type UpdatePageRequestBody,
} from '@portal/shared';
import {
  contactsFromForm,
  contactsToForm,
  medicalFromForm,
  medicalContactsFormSchema,
  medicalToForm,
  type ContactRow,
  type MedicalForm,
} from './profile-form';
import { HEX_COLOR, themeFromForm, themeToForm, type ThemeForm } from './theme';

/** What the page editor edits (spec 'Edit client page'). */
export type PageEditorValues = {
  title: string;
  slug: string;
  description: string;
  theme: ThemeForm;
  medical: MedicalForm;
  contacts: ContactRow[];
  isContactsPublic: boolean;
  isMedicalInfoPublic: boolean;
  isPhotosPublic: boolean;
  /** Search engines may show the page (off: noindex). */
  allowIndexing: boolean;
};

export function pageToEditorValues(page: Page): PageEditorValues {
  return {
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

/** A required slug: 'Slug é obrigatório.', then the format rules' own messages. */
export const requiredSlugField = z.string().superRefine((value, ctx) => {
  const slug = value.trim().toLowerCase();
  const message = slug ? slugError(slug) : SLUG_TEXTS.required;
  if (message) ctx.addIssue({ code: 'custom', message });
});

const color = z.string().regex(HEX_COLOR, PAGE_TEXTS.colorInvalid);
export const themeFormSchema = z.object({
  primaryColor: color,
  backgroundColor: color,
  textColor: color,
  font: z.enum(PAGE_FONTS),
});

export const pageEditorSchema = medicalContactsFormSchema.extend({
  title: z.string().refine((value) => value.trim() !== '', PAGE_TEXTS.titleRequired),
  slug: requiredSlugField,
  description: z.string(),
  theme: themeFormSchema,
  isContactsPublic: z.boolean(),
  isMedicalInfoPublic: z.boolean(),
  isPhotosPublic: z.boolean(),
  allowIndexing: z.boolean(),
}) satisfies z.ZodType<PageEditorValues>;

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
    medicalInfo: medicalFromForm(values.medical),
    isMedicalInfoPublic: values.isMedicalInfoPublic,
    emergencyContacts: contactsFromForm(values.contacts),
    isContactsPublic: values.isContactsPublic,
    isPhotosPublic: values.isPhotosPublic,
    allowIndexing: values.allowIndexing,
  };
}
