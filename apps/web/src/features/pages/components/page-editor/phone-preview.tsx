import {
  EMPTY_EQUIPMENT_INFO,
  EMPTY_PET_INFO,
  pageFontStylesheet,
  toPublicPageView,
  type FullProfile,
  type ProfileKind,
} from '@portal/shared';
import { PUBLIC_PAGE_CSS, PublicPageBody, themeVars, type PublicPageView } from '@portal/shared/public-page';
import { APP_NAME } from '@/lib/session';
import { contactsFromForm, medicalFromForm } from '../../lib/profile-form';
import type { PageEditorValues } from '../../lib/page-form';
import { themeFromForm } from '../../lib/theme';

/**
 * The page as the editor's values stand, built by the same builder as the visitor's page (toPublicPageView) in its
 * preview mode: the client's name, contacts and medical info, the private ones marked 'Privado' instead of left out.
 */
/** A pet's or a machine's own fields, shown in the preview as on the public page (edited in the profile's dialog). */
export type PreviewDetails = Pick<FullProfile, 'petInfo' | 'equipmentInfo'>;

function previewView(
  values: PageEditorValues,
  name: string,
  kind: ProfileKind,
  views: number,
  details?: PreviewDetails,
): PublicPageView {
  const now = new Date().toISOString();
  const profile: FullProfile = {
    id: 'preview',
    kind,
    name,
    email: null,
    phone: null,
    dateOfBirth: null,
    address: {},
    photos: [],
    emergencyContacts: contactsFromForm(values.contacts),
    // The form offers only the 8 blood types; its value is typed as a plain string.
    medicalInfo: medicalFromForm(values.medical) as FullProfile['medicalInfo'],
    petInfo: details?.petInfo ?? EMPTY_PET_INFO,
    equipmentInfo: details?.equipmentInfo ?? EMPTY_EQUIPMENT_INFO,
    notes: null,
    meta: {},
    updatedAt: now,
    isNamePublic: true,
    isContactsPublic: values.isContactsPublic,
    isMedicalInfoPublic: values.isMedicalInfoPublic,
    isPhotosPublic: values.isPhotosPublic,
    isNotesPublic: true,
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
 * A phone-sized, live picture of the public page: the very component the server renders for /p/{slug},
 * laid out at a phone's width (zoomed out to fit). Private sections are marked 'Privado' here; visitors
 * never get them.
 */
export function PhonePreview({
  values,
  name,
  kind = 'PERSON',
  views = 0,
  details,
}: {
  values: PageEditorValues;
  name: string;
  kind?: ProfileKind;
  views?: number;
  details?: PreviewDetails;
}) {
  const view = previewView(values, name, kind, views, details);
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
        {/* The chosen font, self-hosted by the server as on /p (React puts the stylesheet in the head, once). */}
        {fontStylesheet && <link rel="stylesheet" href={fontStylesheet} precedence="default" />}
        {/* 0.7 of a 360 px phone fits the 252 px screen; inert: a picture, not links to follow. */}
        <div className="public-page" style={{ ...themeVars(view.theme), zoom: 0.7 }} inert>
          <PublicPageBody view={view} />
        </div>
      </div>
    </div>
  );
}
