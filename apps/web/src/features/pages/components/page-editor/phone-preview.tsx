import { pageFontStylesheet, toPublicPageView, type FullProfile, type Photo, type ProfileKind } from '@portal/shared';
import { PUBLIC_PAGE_CSS, publicPageBodyHtml, themeVars, type PublicPageView } from '@portal/shared/public-page';
import { APP_NAME } from '@/lib/session';
import { contactsFromForm, medicalFromForm, splitCommaList } from '@/lib/profile-fields/medical-contacts';
import { profileDetailsFromForm } from '@/lib/profile-fields/profile-details';
import type { PageEditorValues } from '../../lib/page-form';
import { themeFromForm } from '../../lib/theme';

/**
 * The page as the editor's values stand, built by the same builder as the visitor's page (toPublicPageView) in its
 * preview mode: the profile's fields as typed (personal data, address, notes, the kind's own fields) and its photos;
 * private contacts, medical info and photos marked 'Privado', the name's data and the notes shown as /p will.
 */
function previewView(
  values: PageEditorValues,
  name: string,
  kind: ProfileKind,
  views: number,
  photos: Photo[],
): PublicPageView {
  const now = new Date().toISOString();
  // The same texts the save sends (trimmed, an emptied one cleared).
  const details = profileDetailsFromForm(values, kind);
  const profile: FullProfile = {
    id: 'preview',
    kind,
    name,
    email: details.email || null,
    phone: details.phone || null,
    dateOfBirth: values.dateOfBirth || null,
    address: Object.fromEntries(Object.entries(details.address ?? {}).filter(([, value]) => value)),
    photos,
    emergencyContacts: contactsFromForm(values.contacts),
    // The form offers only the 8 blood types; its value is typed as a plain string.
    medicalInfo: medicalFromForm(values.medical) as FullProfile['medicalInfo'],
    petInfo: {
      ...values.pet,
      birthDate: values.pet.birthDate || null,
      vaccinations: splitCommaList(values.pet.vaccinations),
    },
    equipmentInfo: values.equipment,
    notes: details.notes || null,
    meta: {},
    updatedAt: now,
    isNamePublic: values.isNamePublic,
    isContactsPublic: values.isContactsPublic,
    isMedicalInfoPublic: values.isMedicalInfoPublic,
    isPhotosPublic: values.isPhotosPublic,
    isNotesPublic: values.isNotesPublic,
    // Issue 24: the levels as chosen; the preview shows the PIN sections as the PIN opens them.
    visibility: values.visibility,
    hasPin: true,
  };
  const page = {
    slug: values.slug.trim().toLowerCase(),
    title: values.title.trim() || 'Sem título',
    description: values.description.trim() || null,
    theme: themeFromForm(values.theme),
    seo: {},
    views,
    updatedAt: now,
  };
  return toPublicPageView({ page, profile, bracelet: null }, { appName: APP_NAME, publicUrl: '', preview: true });
}

/**
 * A phone-sized, live picture of the public page: the very markup the server renders for /p/{slug},
 * laid out at a phone's width (zoomed out to fit). Private sections are marked 'Privado' here; visitors
 * never get them.
 */
export function PhonePreview({
  values,
  name,
  kind = 'PERSON',
  views = 0,
  photos = [],
}: {
  values: PageEditorValues;
  name: string;
  kind?: ProfileKind;
  views?: number;
  /** The profile's photos (uploaded in the gallery): the main one heads the page when photos are public. */
  photos?: Photo[];
}) {
  const view = previewView(values, name, kind, views, photos);
  const fontStylesheet = pageFontStylesheet(view.theme.fontFamily);
  return (
    <div className="mx-auto w-[272px] rounded-[2.25rem] bg-slate-900 p-2.5 shadow-xl">
      {/* A region that takes focus, so the keyboard scrolls it too; the inert page inside stays out of the reading order. */}
      <div
        className="h-[540px] overflow-y-auto overflow-x-hidden rounded-[1.75rem] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        style={{ backgroundColor: view.theme.backgroundColor }}
        role="region"
        aria-label="Pré-visualização no celular"
        tabIndex={0}
      >
        <style>{PUBLIC_PAGE_CSS}</style>
        {/* The chosen font, self-hosted by the server as on /p. No `precedence`: React would suspend the editor until
            the font's stylesheet loads; the preview rather shows at once and swaps the font in, as /p does. */}
        {fontStylesheet && <link rel="stylesheet" href={fontStylesheet} />}
        {/* 0.7 of a 360 px phone fits the 252 px screen; inert: a picture, not links to follow. */}
        <div
          className="public-page"
          style={{ ...themeVars(view.theme), zoom: 0.7 }}
          inert
          // The markup /p sends (escaped by the shared renderer: the values typed here are text, never HTML).
          dangerouslySetInnerHTML={{ __html: publicPageBodyHtml(view) }}
        />
      </div>
    </div>
  );
}
