/** @jsxRuntime automatic @jsxImportSource @portal/shared */
/** The public page /p/{slug}: rendered to HTML by the server, and live in the page editor's preview. */
import type { ReactNode } from 'react';
import { renderHtml } from '../html/render.js';
import { EMPTY_PET_INFO } from '../profile-details.js';
import type { PrivateMarks, PublicPageView } from '../public-page-view.js';
import { chooseMainPhoto } from '../photos.js';
import { formatAddress, initialsOf, isEmptySection, type ProfileKind } from '../profiles.js';
import { dayInBrazil } from '../dates.js';
import { displayPhone, telHref } from '../phone.js';
import { PublicLanguageProvider, usePublicLanguage } from './i18n/context.js';
import type { PublicLocale } from './i18n/language.js';
import { PT_BR_TEXTS, type PublicTexts } from './i18n/pt-BR.js';
import { FINDER_FORM_ID, FinderForm, LostBanner, lostWord, type FinderFormState } from './finder-form.js';
import { PIN_FORM_ID, PinForm, type PinFormState } from './pin-form.js';
import { FamilyShare } from './family-share.js';
import { PetFinder, petAboutRows, petHealthRows, ResponsibleCompany, RowsSection } from './kinds.js';
import { serviceStateHidesStatus } from '../service-state.js';
import { FireSafetyLevels } from './fire-safety.js';
import {
  Avatar,
  DefinitionList,
  hasAnyValue,
  PhotoGallery,
  PublicFrame,
  Section,
  ServiceStateBanner,
  TechnicalBlocks,
} from './parts.js';
import { ContactsList, CriticalAlerts, EmergencyNumbers } from './emergency.js';

export type { PrivateMarks, PublicPageView };

/** Where the card is answered when it is not /p/{slug}: the tag's address (issue 41), above and below the card. */
export type CardDoor = { path: string; line: ReactNode; about: ReactNode };

const bannerOf = (kind: ProfileKind, T: PublicTexts) =>
  kind === 'PERSON' ? T.emergencyHeading : kind === 'PET' ? T.petHeading : T.equipmentHeading;
const contactsTitleOf = (kind: ProfileKind, T: PublicTexts) =>
  kind === 'PERSON' ? T.emergencyContacts : kind === 'PET' ? T.petContacts : T.equipmentContacts;

/**
 * A person's page opens with what a responder needs first: the 'Perfil de emergência' banner, who it is, the
 * critical alerts in high contrast, 'Ligar 192 (SAMU)' with 'Bombeiros 193' beside it, the emergency contacts as
 * tel: (and WhatsApp) links (issue 41), then the medical info (blood type,
 * allergies, medications, conditions, notes); then personal info, notes, address, the technical sections
 * and the footer. A pet's page speaks to whoever found it: 'Se me encontrou...' with the tutor's contacts, 'Sobre
 * mim', its health. An equipment page leads with its technical sheet, then the company responsible for it; it never
 * shows medical data nor a date of birth, whatever it is given. `today` (YYYY-MM-DD) dates a pet's age: Brasília's
 * day by default, read once per render.
 */
export function PublicPageBody({
  view,
  today,
  finder,
  pin,
  door,
  familyShare,
}: {
  view: PublicPageView;
  today?: string;
  /** A lost profile's form (issue 13): what the finder typed, its errors, the location script's URL. */
  finder?: { state?: FinderFormState; script?: string };
  /** The PIN form's error after a wrong PIN or during the lock (issue 24). */
  pin?: PinFormState;
  /** Issue 41: the card answered at a tag's own address (tag-card.tsx): its line, its forms' address, its details. */
  door?: CardDoor;
  /** Issue 42: the family alert is on: the visitor may share their place (the share script's URL). */
  familyShare?: { script: string };
}) {
  const { profile, technical, privateMarks } = view;
  const { T, formatDay, withLang } = usePublicLanguage();
  const kind = profile.kind;
  const isEquipment = kind === 'EQUIPMENT';
  const contacts = profile.emergencyContacts;
  const medical = isEquipment ? null : profile.medicalInfo;
  const hasMedical = medical !== null && !isEmptySection(medical);
  const pet = kind === 'PET' ? (profile.petInfo ?? EMPTY_PET_INFO) : null;
  const equipment = isEquipment ? profile.equipmentInfo : null;
  const photos = profile.photos;
  const mainPhoto = chooseMainPhoto(photos);
  // A tag that opens this profile is LOST: the tag page's banner and form come first (issue 13).
  const lost = view.lost ?? null;
  const bannerText = lost ? lostWord(kind, T) : bannerOf(kind, T);

  // Issue 24: the PIN form stands where the first section it opens would be (contacts, medical info, the rest).
  const pinSections = profile.pinSections;
  const pinSlot =
    pinSections.length === 0
      ? null
      : pinSections.includes('contacts')
        ? 'contacts'
        : pinSections.includes('medicalInfo') || pinSections.includes('criticalAlerts')
          ? 'medical'
          : 'rest';
  const base = door?.path ?? `/p/${encodeURIComponent(view.slug)}`;
  const pinForm = pinSlot && <PinForm action={`${base}/pin#${PIN_FORM_ID}`} state={pin} />;
  const pinAt = (slot: 'contacts' | 'medical' | 'rest') => (pinSlot === slot ? pinForm : null);

  const contactsSection = contacts.length > 0 && (
    <Section title={contactsTitleOf(kind, T)} id="contatos" className="alert" isPrivate={privateMarks?.contacts}>
      <ContactsList contacts={contacts} about={profile.name} />
    </Section>
  );
  const medicalSection = hasMedical && medical && (
    <Section title={T.medicalInfo} id="medico" isPrivate={privateMarks?.medical}>
      <DefinitionList
        rows={[
          [T.bloodType, medical.bloodType ? <span className="blood">{medical.bloodType}</span> : null],
          [T.allergies, medical.allergies.join(', ')],
          [T.medications, medical.medications.join(', ')],
          [T.conditions, medical.conditions.join(', ')],
          [T.medicalNotes, medical.notes],
          [T.doctorContact, medical.doctorContact],
          [T.insuranceInfo, medical.insuranceInfo],
        ]}
      />
    </Section>
  );
  const petHealth = petHealthRows(pet, medical, T);
  const personal: Array<[string, ReactNode]> = [
    [T.name, kind === 'PET' ? null : profile.name],
    [T.email, profile.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : null],
    [T.phone, profile.phone ? <a href={telHref(profile.phone)}>{displayPhone(profile.phone)}</a> : null],
    [T.dateOfBirth, kind === 'PERSON' ? formatDay(profile.dateOfBirth) : null],
  ];
  const address = formatAddress(profile.address);
  const rest = (
    <>
      {hasAnyValue(personal) && (
        <Section title={kind === 'PERSON' ? T.personalInfo : T.identification}>
          <DefinitionList rows={personal} />
        </Section>
      )}
      {profile.notes && (
        <Section title={T.notes}>
          <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{profile.notes}</p>
        </Section>
      )}
      {address && (
        <Section title={T.address}>
          <p style={{ margin: 0 }}>{address}</p>
        </Section>
      )}
      {/* After what a responder needs first; only when there is more to see than the main photo. */}
      {photos.length >= 2 && <PhotoGallery photos={photos} preview={privateMarks} />}
    </>
  );
  // Spec section 2 ends the technical part with the empty note when there is none; issue 43: only where a technical
  // sheet belongs (equipment), never on a person's or a pet's page. The tag's status ('Disponível') is equipment's
  // word too: a finder on a found pet's page must not read it.
  const tech = (
    <TechnicalBlocks
      tech={technical}
      equipment={equipment}
      showEmptyNote={kind === 'EQUIPMENT'}
      hideStatus={kind !== 'EQUIPMENT' || serviceStateHidesStatus(view.serviceState)}
    />
  );
  const hasSheet =
    !technical.isEmpty ||
    [equipment?.brand, equipment?.model, equipment?.serialNumber, equipment?.location].some(Boolean);
  const company = <ResponsibleCompany equipment={equipment} isPrivate={privateMarks?.contacts} />;
  const hasCompanyPhone = Boolean(equipment?.contactPhone.trim());

  const badges: Array<[tone: string, text: string]> = [];
  if ((contacts.length > 0 || hasCompanyPhone) && !privateMarks?.contacts) {
    badges.push(['red', kind === 'PERSON' ? T.badgeContacts : contactsTitleOf(kind, T)]);
  }
  if (kind === 'PERSON' && hasMedical && !privateMarks?.medical) badges.push(['blue', T.badgeMedical]);
  if (kind === 'PET' && hasAnyValue(petHealth) && !privateMarks?.medical) badges.push(['blue', T.petHealth]);
  if (isEquipment && hasSheet) badges.push(['blue', T.technicalSheet]);

  return (
    <PublicFrame bannerText={bannerText} lost={lost !== null} view={view}>
      {door?.line}
      {lost && <LostBanner kind={kind} name={profile.name} photo={mainPhoto} lost={lost} />}
      <header className="card hero">
        {!lost && (
          <Avatar
            photo={mainPhoto}
            initials={initialsOf(profile.name)}
            label={T.photoOf(profile.name)}
            linked={!privateMarks}
          />
        )}
        <div>
          <h1>{view.title}</h1>
          {view.description && <p className="muted">{view.description}</p>}
          <p className="muted small">{T.views(view.views)}</p>
          <div className="badges">
            {badges.map(([tone, text]) => (
              <span key={text} className={`badge ${tone}`}>
                {text}
              </span>
            ))}
          </div>
        </div>
      </header>
      {lost && (
        <FinderForm
          action={`${base}/contato#${FINDER_FORM_ID}`}
          state={finder?.state}
          script={finder?.script}
          kind={kind}
        />
      )}
      {kind === 'PERSON' && (
        <>
          {/* Issue 41: responder first: the alerts, 192 and 193, the contacts, then the rest. */}
          <CriticalAlerts alerts={profile.criticalAlerts} isPrivate={privateMarks?.criticalAlerts} />
          <EmergencyNumbers />
          {pinAt('contacts')}
          {contactsSection}
          {pinAt('medical')}
          {medicalSection}
          {pinAt('rest')}
          {rest}
          {tech}
        </>
      )}
      {kind === 'PET' && pet && (
        <>
          {/* Lost with the contacts hidden: the banner and the form above are the way to the tutor (issue 20). */}
          {pinAt('contacts')}
          <CriticalAlerts alerts={profile.criticalAlerts} isPrivate={privateMarks?.criticalAlerts} />
          {!(lost && view.contactsHidden) && (
            <PetFinder
              contacts={contacts}
              microchip={pet.microchip}
              isPrivate={privateMarks?.contacts}
              name={profile.name}
            />
          )}
          <RowsSection title={T.petAbout} rows={petAboutRows(pet, today ?? dayInBrazil(), profile.name, T)} />
          {pinAt('medical')}
          <RowsSection title={T.petHealth} rows={petHealth} isPrivate={privateMarks?.medical} />
          {pinAt('rest')}
          {rest}
          {tech}
        </>
      )}
      {isEquipment && (
        <>
          <ServiceStateBanner serviceState={view.serviceState} />
          <FireSafetyLevels fireSafety={view.fireSafety} />
          {tech}
          {pinAt('contacts')}
          {company}
          {contactsSection}
          {pinAt('medical')}
          {pinAt('rest')}
          {rest}
        </>
      )}
      {familyShare && <FamilyShare action={`${base}/localizacao`} script={familyShare.script} />}
      {door?.about}
      <nav className="links">
        {profile.bracelet && !door && (
          <a className="btn ghost" href={withLang(`/t/${encodeURIComponent(profile.bracelet.code)}`)}>
            {T.seeTag}
          </a>
        )}
        <a className="btn ghost" href={`/login?redirect=${encodeURIComponent(`/p/${view.slug}`)}`}>
          {T.signInToEdit}
        </a>
      </nav>
    </PublicFrame>
  );
}

/** Issue 41: the address of a lost pet's share picture (1200x630 JPEG, the server's public/share-image.ts). */
export const lostPetShareImagePath = (slug: string) => `/p/${encodeURIComponent(slug)}/compartilhar.jpg`;

/**
 * The head of a page: SEO title and description (else the title and description), keywords, Open Graph. Issue 41: a
 * person's preview shows no photo (there is no opt-in for it); a lost pet's asks for help ('Me ajude a voltar para
 * casa') with its share picture. `T`: the visitor's texts.
 */
export function publicPageHead(view: PublicPageView, T?: PublicTexts) {
  const photo = view.profile.mainPhotoUrl;
  const kind = view.profile.kind;
  const base = {
    title: view.seo.metaTitle || view.title,
    description: view.seo.metaDescription || view.description || `${view.title} — ${view.appName}`,
    keywords: view.seo.keywords,
    canonicalUrl: `${view.publicUrl}/p/${view.slug}`,
    imageUrl: kind !== 'PERSON' && photo ? (photo.startsWith('/') ? `${view.publicUrl}${photo}` : photo) : undefined,
    ogType: kind === 'PERSON' ? ('profile' as const) : ('website' as const),
    siteName: view.appName,
  };
  if (kind !== 'PET' || !view.lost) return base;
  const ask = (T ?? PT_BR_TEXTS).lostPetShare;
  return {
    ...base,
    title: ask,
    description: ask,
    imageUrl: photo ? `${view.publicUrl}${lostPetShareImagePath(view.slug)}` : undefined,
  };
}

/**
 * The page's body as HTML, for the editor's live preview (a React app showing the very markup /p sends), in pt-BR or
 * in the language given ('Ver como socorrista', issue 41).
 */
export const publicPageBodyHtml = (view: PublicPageView, locale?: PublicLocale) =>
  renderHtml(
    locale ? (
      <PublicLanguageProvider locale={locale}>
        <PublicPageBody view={view} />
      </PublicLanguageProvider>
    ) : (
      <PublicPageBody view={view} />
    ),
  );
