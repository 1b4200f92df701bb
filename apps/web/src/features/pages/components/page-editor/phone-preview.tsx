import { useState } from 'react';
import {
  pageFontStylesheet,
  toE164,
  toPublicPageView,
  type FullProfile,
  type Photo,
  type ProfileKind,
} from '@portal/shared';
import {
  choosePublicLocale,
  PUBLIC_LANGUAGE_NAMES,
  PUBLIC_LANGUAGES,
  PUBLIC_PAGE_CSS,
  publicPageBodyHtml,
  themeVars,
  type PublicLanguage,
  type PublicPageView,
} from '@portal/shared/public-page';
import { cn } from '@/lib/utils';
import { APP_NAME } from '@/lib/session';
import { contactsFromForm, medicalFromForm, splitCommaList } from '@/lib/profile-fields/medical-contacts';
import { profileDetailsFromForm } from '@/lib/profile-fields/profile-details';
import type { PageEditorValues } from '../../lib/page-form';
import { themeFromForm } from '../../lib/theme';

/**
 * Whom the preview shows the page to ('Ver como socorrista', issue 41): the owner (every section, the private ones
 * marked 'Privado'), a stranger who scans the tag (PUBLIC sections only, the PIN form where the PIN ones would be), or
 * the same stranger after typing the PIN.
 */
export const PREVIEW_AUDIENCES = {
  owner: 'Você (dono)',
  PUBLIC: 'Público',
  PIN: 'Após o PIN',
} as const;
export type PreviewAudience = keyof typeof PREVIEW_AUDIENCES;

/**
 * The page as the editor's values stand, built by the same builder as the visitor's page (toPublicPageView): for the
 * owner in its preview mode (private contacts, medical info and photos marked 'Privado', the name's data and the
 * notes shown as /p will); for a stranger exactly as the scan builds it, before or after the PIN. The profile's
 * fields as typed (personal data, address, notes, the kind's own fields, the contacts' phones read as the server
 * keeps them) and its photos.
 */
function previewView(
  values: PageEditorValues,
  name: string,
  kind: ProfileKind,
  views: number,
  photos: Photo[],
  audience: PreviewAudience = 'owner',
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
    criticalAlerts: values.criticalAlerts.map((alert) => alert.trim()).filter(Boolean),
    emergencyContacts: contactsFromForm(values.contacts).map((c) => ({ ...c, phone: toE164(c.phone) ?? c.phone })),
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
  return toPublicPageView(
    { page, profile, bracelet: null, unlocked: audience === 'PIN' },
    { appName: APP_NAME, publicUrl: '', preview: audience === 'owner' },
  );
}

/** One row of choices as segmented buttons (radios: the keyboard's arrows move between them). */
function PreviewChoice<T extends string>({
  label,
  name,
  options,
  value,
  onChange,
}: {
  label: string;
  name: string;
  options: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className="inline-flex rounded-lg border border-slate-200 p-0.5">
      {(Object.entries(options) as Array<[T, string]>).map(([option, text]) => (
        <label
          key={option}
          className={cn(
            'cursor-pointer rounded-md px-2.5 py-1 text-xs font-medium focus-within:outline-2 focus-within:outline-brand-600',
            value === option ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {text}
        </label>
      ))}
    </div>
  );
}

const LANGUAGE_CHOICES = Object.fromEntries(
  PUBLIC_LANGUAGES.map((code) => [code, PUBLIC_LANGUAGE_NAMES[code]]),
) as Record<PublicLanguage, string>;

/**
 * A phone-sized, live picture of the public page: the very markup the server renders for /p/{slug},
 * laid out at a phone's width (zoomed out to fit). 'Ver como socorrista' (issue 41) switches whom it shows the page
 * to (the owner, with private sections marked 'Privado'; a stranger before or after the PIN, exactly as the scan
 * answers) and the language the visitor reads it in.
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
  const [audience, setAudience] = useState<PreviewAudience>('owner');
  const [language, setLanguage] = useState<PublicLanguage>('pt-BR');
  const view = previewView(values, name, kind, views, photos, audience);
  const fontStylesheet = pageFontStylesheet(view.theme.fontFamily);
  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Ver como socorrista</legend>
        <div className="flex flex-wrap gap-2">
          <PreviewChoice
            label="Quem vê"
            name="preview-audience"
            options={PREVIEW_AUDIENCES}
            value={audience}
            onChange={setAudience}
          />
          <PreviewChoice
            label="Idioma"
            name="preview-language"
            options={LANGUAGE_CHOICES}
            value={language}
            onChange={setLanguage}
          />
        </div>
      </fieldset>
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
            dangerouslySetInnerHTML={{ __html: publicPageBodyHtml(view, choosePublicLocale(language, undefined)) }}
          />
        </div>
      </div>
    </div>
  );
}
