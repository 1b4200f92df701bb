/** @jsxRuntime automatic @jsxImportSource react */
/** The public page /p/{slug}: rendered to HTML by the server, and live in the page editor's preview. */
import type { ReactNode } from 'react';
import { PUBLIC_PAGE_TEXTS as T } from '../pages.js';
import type { PrivateMarks, PublicPageView } from '../public-page-view.js';
import { chooseMainPhoto, formatAddress, initialsOf, isEmptySection, type ProfileKind } from '../profiles.js';
import { formatDateBR, formatDateTimeBR } from '../public-view.js';
import { Avatar, ContactsList, DefinitionList, hasAnyValue, PhotoGallery, Section, TechnicalBlocks } from './parts.js';

export type { PrivateMarks, PublicPageView };

const BANNERS: Record<ProfileKind, string> = {
  PERSON: T.emergencyHeading,
  PET: T.petHeading,
  EQUIPMENT: T.equipmentHeading,
};
const CONTACTS_TITLES: Record<ProfileKind, string> = {
  PERSON: T.emergencyContacts,
  PET: T.petContacts,
  EQUIPMENT: T.equipmentContacts,
};

/**
 * A person's page opens with what a responder needs first: the 'Perfil de emergência' banner, who it is,
 * the emergency contacts as tel: links, the button to call 192 (SAMU), then the medical info (blood type,
 * allergies, medications, conditions, notes); then personal info, notes, address, the technical sections
 * and the footer. A pet's page leads with its tutor's contacts; an equipment page with its technical sheet.
 */
export function PublicPageBody({ view }: { view: PublicPageView }) {
  const { profile, technical, privateMarks } = view;
  const kind = profile.kind;
  const contacts = profile.emergencyContacts;
  const medical = profile.medicalInfo;
  const hasMedical = medical !== null && !isEmptySection(medical);
  const photos = profile.photos;
  const mainPhoto = chooseMainPhoto(photos);

  const contactsSection = contacts.length > 0 && (
    <Section title={CONTACTS_TITLES[kind]} id="contatos" className="alert" isPrivate={privateMarks?.contacts}>
      <ContactsList contacts={contacts} />
    </Section>
  );
  const samu = kind === 'PERSON' && (
    <a className="samu" href="tel:192">
      {T.callSamu}
    </a>
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
  const personal: Array<[string, ReactNode]> = [
    [T.name, profile.name],
    [T.email, profile.email ? <a href={`mailto:${profile.email}`}>{profile.email}</a> : null],
    [T.phone, profile.phone],
    [T.dateOfBirth, formatDateBR(profile.dateOfBirth)],
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
  const tech = <TechnicalBlocks tech={technical} showEmptyNote />;

  return (
    <>
      <div className="banner">{BANNERS[kind]}</div>
      <main className="wrap">
        <header className="card hero">
          <Avatar
            photo={mainPhoto}
            initials={initialsOf(profile.name)}
            label={T.photoOf(profile.name)}
            linked={!privateMarks}
          />
          <div>
            <h1>{view.title}</h1>
            {view.description && <p className="muted">{view.description}</p>}
            <p className="muted small">{T.views(view.views)}</p>
            <div className="badges">
              {contacts.length > 0 && !privateMarks?.contacts && <span className="badge red">{T.badgeContacts}</span>}
              {hasMedical && !privateMarks?.medical && <span className="badge blue">{T.badgeMedical}</span>}
            </div>
          </div>
        </header>
        {kind === 'EQUIPMENT' ? (
          <>
            {tech}
            {contactsSection}
            {medicalSection}
            {rest}
          </>
        ) : (
          <>
            {contactsSection}
            {samu}
            {medicalSection}
            {rest}
            {tech}
          </>
        )}
        <nav className="links">
          {profile.bracelet && (
            <a className="btn ghost" href={`/t/${encodeURIComponent(profile.bracelet.code)}`}>
              {T.seeTag}
            </a>
          )}
          <a className="btn ghost" href={`/login?redirect=${encodeURIComponent(`/p/${view.slug}`)}`}>
            {T.signInToEdit}
          </a>
        </nav>
        <footer>
          {T.lastUpdate}: {formatDateTimeBR(view.updatedAt)} · {view.appName}
        </footer>
      </main>
    </>
  );
}

/** The head of a page: SEO title and description (else the title and description), keywords, Open Graph. */
export function publicPageHead(view: PublicPageView) {
  const photo = view.profile.mainPhotoUrl;
  return {
    title: view.seo.metaTitle || view.title,
    description: view.seo.metaDescription || view.description || `${view.title} — ${view.appName}`,
    keywords: view.seo.keywords,
    canonicalUrl: `${view.publicUrl}/p/${view.slug}`,
    imageUrl: photo ? (photo.startsWith('/') ? `${view.publicUrl}${photo}` : photo) : undefined,
    ogType: view.profile.kind === 'PERSON' ? ('profile' as const) : ('website' as const),
    siteName: view.appName,
  };
}
