import type { UpdateMyPageRequestBody } from '@portal/shared';
import { pageSharedFields, themeFromForm, type PageEditorValues } from '@/features/pages';

/**
 * PUT /me/page/{id} as the spec gives it: {name, publicPageSlug, notes (JSON of description and theme),
 * medicalInfo, isMedicalInfoPublic, emergencyContacts, isContactsPublic}. Title, slug and description are
 * trimmed. In this form a description missing from the notes JSON means "keep it" (the server reads the
 * notes JSON that way), so an emptied description is sent as '' to clear it.
 */
export function buildMyPageSaveBody(values: PageEditorValues): UpdateMyPageRequestBody {
  const description = values.description.trim();
  return {
    name: values.title.trim(),
    publicPageSlug: values.slug.trim().toLowerCase(),
    notes: JSON.stringify({ description, theme: themeFromForm(values.theme) }),
    ...pageSharedFields(values),
  };
}
