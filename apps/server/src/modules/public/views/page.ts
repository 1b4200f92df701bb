/** The public page /p/{slug}, rendered on the server as a complete document. */
import {
  formatAddress,
  formatDateBR,
  formatDateTimeBR,
  initialsOf,
  isEmptySection,
  PUBLIC_PAGE_TEXTS as T,
  type PageSeo,
  type PageTheme,
  type PublicProfile,
  type TechnicalSections,
} from '@portal/shared';
import { html } from './html.js';
import { documentHtml } from './layout.js';
import { avatarBlock, contactsList, definitionList, technicalBlocks } from './sections.js';

export type PublicPageView = {
  slug: string;
  title: string;
  description: string | null;
  theme: PageTheme;
  seo: PageSeo;
  views: number;
  profile: PublicProfile;
  technical: TechnicalSections;
  /** The later of the page's and the profile's last change. */
  updatedAt: string;
  appName: string;
  publicUrl: string;
};

const BANNERS = { PERSON: T.emergencyHeading, PET: T.petHeading, EQUIPMENT: T.equipmentHeading } as const;
const CONTACTS_TITLES = { PERSON: T.emergencyContacts, PET: T.petContacts, EQUIPMENT: T.equipmentContacts } as const;

/**
 * A person's page opens with what a responder needs first: the 'Perfil de emergência' banner, who it is,
 * the emergency contacts as tel: links, the button to call 192 (SAMU), then the medical info (blood type,
 * allergies, medications, conditions, notes); then personal info, notes, address, the technical sections
 * and the footer. A pet's page leads with its tutor's contacts; an equipment page with its technical sheet.
 * Private sections never reach this function (the profile is already filtered).
 */
export function renderPublicPage(view: PublicPageView): string {
  const { profile, technical } = view;
  const kind = profile.kind;
  const contacts = profile.emergencyContacts;
  const medical = profile.medicalInfo;
  const hasMedical = medical !== null && !isEmptySection(medical);
  const canonicalUrl = `${view.publicUrl}/p/${view.slug}`;
  const photo = profile.mainPhotoUrl;
  const imageUrl = photo ? (photo.startsWith('/') ? `${view.publicUrl}${photo}` : photo) : undefined;
  const label = profile.name ? `Foto de ${profile.name}` : view.title;

  const contactsSection = contacts.length
    ? html`<section class="card alert" id="contatos"><h2>${CONTACTS_TITLES[kind]}</h2>${contactsList(contacts)}</section>`
    : '';
  const samu = kind === 'PERSON' ? html`<a class="samu" href="tel:192">${T.callSamu}</a>` : '';
  const medicalSection =
    hasMedical && medical
      ? html`<section class="card" id="medico"><h2>${T.medicalInfo}</h2>${definitionList([
          [T.bloodType, medical.bloodType ? html`<span class="blood">${medical.bloodType}</span>` : null],
          [T.allergies, medical.allergies.join(', ')],
          [T.medications, medical.medications.join(', ')],
          [T.conditions, medical.conditions.join(', ')],
          [T.medicalNotes, medical.notes],
          [T.doctorContact, medical.doctorContact],
          [T.insuranceInfo, medical.insuranceInfo],
        ])}</section>`
      : '';
  const personal = definitionList([
    [T.name, profile.name],
    [T.email, profile.email ? html`<a href="mailto:${profile.email}">${profile.email}</a>` : null],
    [T.phone, profile.phone],
    [T.dateOfBirth, formatDateBR(profile.dateOfBirth)],
  ]);
  const address = formatAddress(profile.address);
  const rest = html`${personal ? html`<section class="card"><h2>${kind === 'PERSON' ? T.personalInfo : T.identification}</h2>${personal}</section>` : ''}
${profile.notes ? html`<section class="card"><h2>${T.notes}</h2><p style="margin:0;white-space:pre-line">${profile.notes}</p></section>` : ''}
${address ? html`<section class="card"><h2>${T.address}</h2><p style="margin:0">${address}</p></section>` : ''}`;
  const tech = technicalBlocks(technical, { showEmptyNote: true });

  const body = html`<div class="banner">${BANNERS[kind]}</div>
<main class="wrap">
<header class="card hero">
${avatarBlock({ photoUrl: photo, initials: initialsOf(profile.name), label, avatarUrl: profile.avatarUrl })}
<div>
<h1>${view.title}</h1>
${view.description ? html`<p class="muted">${view.description}</p>` : ''}
<p class="muted small">${T.views(view.views)}</p>
<div class="badges">${contacts.length ? html`<span class="badge red">${T.badgeContacts}</span>` : ''}${
    hasMedical ? html`<span class="badge blue">${T.badgeMedical}</span>` : ''
  }</div>
</div>
</header>
${kind === 'EQUIPMENT' ? html`${tech}${contactsSection}${medicalSection}${rest}` : html`${contactsSection}${samu}${medicalSection}${rest}${tech}`}
<nav class="links">
${profile.bracelet ? html`<a class="btn ghost" href="/t/${encodeURIComponent(profile.bracelet.code)}">${T.seeTag}</a>` : ''}
<a class="btn ghost" href="/login?redirect=${encodeURIComponent(`/p/${view.slug}`)}">${T.signInToEdit}</a>
</nav>
<footer>${T.lastUpdate}: ${formatDateTimeBR(view.updatedAt)} · ${view.appName}</footer>
</main>`;

  return documentHtml(
    {
      title: view.seo.metaTitle || view.title,
      description: view.seo.metaDescription || view.description || `${view.title} — ${view.appName}`,
      keywords: view.seo.keywords,
      canonicalUrl,
      imageUrl,
      ogType: kind === 'PERSON' ? 'profile' : 'website',
      siteName: view.appName,
    },
    view.theme,
    body,
  );
}
