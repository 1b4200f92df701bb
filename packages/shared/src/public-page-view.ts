/**
 * What a visitor sees of a public page /p/{slug}: one builder for the server's JSON and HTML and for the page
 * editor's preview. Private sections are removed here (toPublicProfile), before anything is rendered or sent.
 */
import { readSeo, type PageSeo } from './page-seo.js';
import { PUBLIC_PAGE_DEFAULT_THEME, readTheme, type PageTheme } from './page-theme.js';
import { publicPageDefaultTitle } from './pages.js';
import { visibilityOf } from './profile-visibility.js';
import type { PublicPageResponse, PublicProfile } from './public-contract.js';
import { technicalSections, toPublicProfile, type FullProfile, type TechnicalSections } from './public-view.js';
import type { TagMeta } from './tag-meta.js';
import { serviceStateOf, type ServiceState } from './service-state.js';
import type { PublicFireSafety } from './fire-safety-levels.js';

/** Editor preview only: sections the owner keeps private, shown marked 'Privado' instead of left out. */
export type PrivateMarks = { contacts: boolean; medical: boolean; photos: boolean; criticalAlerts?: boolean };

/** The page as the shared component renders it (`@portal/shared/public-page`). */
/** What the lost banner shows of the owner's lost mode (the tag's lost_message and lost_reward). */
export type LostBannerInfo = { message: string | null; reward: boolean };

export type PublicPageView = {
  slug: string;
  title: string;
  description: string | null;
  theme: PageTheme;
  seo: PageSeo;
  views: number;
  /** What a visitor may see: private sections were removed before (toPublicProfile), unless previewing. */
  profile: PublicProfile;
  /** Custom tabs hold sanitised HTML. */
  technical: TechnicalSections;
  /** The later of the page's and the profile's last change. */
  updatedAt: string;
  appName: string;
  publicUrl: string;
  /** The server's APP_TIME_ZONE for the times the page writes (Brasília when unset: the editor's preview). */
  timeZone?: string;
  /** Only in the editor's preview. */
  privateMarks?: PrivateMarks;
  /**
   * A tag that opens this profile is LOST (issue 13): the page opens with the same banner as the tag's and the
   * finder's form posts to /p/{slug}/contato. Set by the server; absent in the editor's preview.
   */
  lost?: (LostBannerInfo & { code: string }) | null;
  /** An equipment's service state (issue 20) from its B2B tag: the banner above its sheet; null otherwise. */
  serviceState?: ServiceState | null;
  /** Its LOST tag hides the contacts (issue 20): the page leads to the finder's form instead. */
  contactsHidden?: boolean;
  /** Issue 44: an equipment page's levels and service company (its B2B tag's), added by the server. */
  fireSafety?: PublicFireSafety | null;
};

/** A page as stored, dates as ISO strings; theme and SEO as stored (read leniently here). */
export type PublicPageRecord = {
  id: string;
  profileId: string;
  slug: string;
  title: string;
  description: string | null;
  isActive: boolean;
  theme: unknown;
  seo: unknown;
  views: number;
  uniqueVisitors: number;
  lastAccessedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

/** The profile's tag: its code, and the meta of a B2B one (the technical sections when the profile has none). */
export type PublicPageBracelet = { code: string; type: 'B2C' | 'B2B'; meta: TagMeta | null; status?: string };

export type PublicPageSource = {
  page: Pick<PublicPageRecord, 'slug' | 'title' | 'description' | 'theme' | 'seo' | 'views' | 'updatedAt'>;
  /** Every section, whatever its toggles say. */
  profile: FullProfile;
  bracelet: PublicPageBracelet | null;
  /** A LOST tag opens the profile and its owner keeps the contacts hidden (lostHidesContacts). */
  hideContacts?: boolean;
  /** The visitor typed the profile's PIN (issue 24): its PIN sections are shown too. */
  unlocked?: boolean;
  /** The profile's LOST tag as its banner shows it (issue 13); none in the editor's preview. */
  lost?: PublicPageView['lost'];
};

export type PublicViewOptions = {
  appName: string;
  /** APP_TIME_ZONE: the clock of the times the page writes (its last update). */
  timeZone?: string;
  /** The base of the page's own links (canonical URL, Open Graph image). */
  publicUrl: string;
  /** Cleans custom-tab HTML (the server's sanitiser). Without one, custom tabs are left out: raw HTML never renders. */
  sanitizeHtml?: (html: string) => string;
  /** The editor's preview: every section shown, the private ones marked (privateMarks) instead of left out. */
  preview?: boolean;
  /** The day the service state is read against (YYYY-MM-DD); Brasília's today by default. */
  today?: string;
};

/** The technical sections of a meta object, custom tabs cleaned (or dropped without a sanitiser). */
export function publicTechnicalSections(
  meta: TagMeta | null | undefined,
  sanitizeHtml: PublicViewOptions['sanitizeHtml'],
): TechnicalSections {
  const sections = technicalSections(meta);
  if (sections.customTabs.length === 0) return sections;
  if (!sanitizeHtml) return technicalSections({ ...meta, customTabs: [] });
  return {
    ...sections,
    customTabs: sections.customTabs.map((tab) => ({ title: tab.title, content: sanitizeHtml(tab.content) })),
  };
}

const later = (a: string, b: string) => (Date.parse(a) > Date.parse(b) ? a : b);

/**
 * The sections the preview shows marked 'Privado' when private. The name with the personal data, and the notes,
 * have no mark: the preview follows their toggles, showing them only as /p will (issue 20).
 */
const MARKED_IN_PREVIEW = {
  isContactsPublic: true,
  isMedicalInfoPublic: true,
  isPhotosPublic: true,
};

export function toPublicPageView(source: PublicPageSource, options: PublicViewOptions): PublicPageView {
  const { page, profile: full, bracelet } = source;
  const hideContacts = !options.preview && Boolean(source.hideContacts);
  // The preview shows private alerts too, marked (their level lives only in `visibility`).
  const alertsLevel = visibilityOf(full).criticalAlerts;
  const previewed = {
    ...full,
    ...MARKED_IN_PREVIEW,
    visibility: { ...full.visibility, criticalAlerts: 'PUBLIC' as const },
  };
  const profile = toPublicProfile(
    options.preview ? previewed : full,
    { publicPageSlug: page.slug, braceletCode: bracelet?.code ?? null },
    // The owner's preview shows the PIN sections as the PIN opens them.
    { hideContacts, unlocked: options.preview || Boolean(source.unlocked) },
  );
  // A title that holds the client's name is not shown when the name is withheld (the spec's default title instead);
  // the same for the SEO title, description and keywords.
  const privateName = profile.name === null ? full.name.trim().toLocaleLowerCase('pt-BR') : '';
  const showsName = (text: string | null | undefined) =>
    privateName !== '' && (text ?? '').toLocaleLowerCase('pt-BR').includes(privateName);
  const seo = readSeo(page.seo);
  if (showsName(seo.metaTitle)) seo.metaTitle = '';
  if (showsName(seo.metaDescription)) seo.metaDescription = '';
  if (privateName) seo.keywords = seo.keywords.filter((keyword) => !showsName(keyword));
  const ownMeta = publicTechnicalSections(profile.meta, options.sanitizeHtml);
  const technical =
    ownMeta.isEmpty && bracelet?.type === 'B2B' && bracelet.meta
      ? publicTechnicalSections(bracelet.meta, options.sanitizeHtml)
      : ownMeta;
  const equipmentTag = full.kind === 'EQUIPMENT' && bracelet?.type === 'B2B' && bracelet.status ? bracelet : null;
  const view: PublicPageView = {
    slug: page.slug,
    title: showsName(page.title) ? publicPageDefaultTitle(options.appName) : page.title,
    description: showsName(page.description) ? null : page.description,
    // Spec section 3: a page stored without (part of) a theme shows the public page's own defaults.
    theme: readTheme(page.theme, PUBLIC_PAGE_DEFAULT_THEME),
    seo,
    views: page.views,
    profile,
    technical,
    updatedAt: later(page.updatedAt, full.updatedAt),
    appName: options.appName,
    publicUrl: options.publicUrl,
    // Every view has the same fields (timeZone undefined when unset, lost null): one object shape for the renderer.
    timeZone: options.timeZone,
    lost: source.lost ?? null,
    serviceState: equipmentTag
      ? serviceStateOf(
          { status: equipmentTag.status ?? '', nextService: equipmentTag.meta?.nextService ?? technical.nextService },
          options.today,
        )
      : null,
    contactsHidden: hideContacts,
  };
  if (options.preview) {
    view.privateMarks = {
      contacts: !full.isContactsPublic,
      medical: !full.isMedicalInfoPublic,
      photos: !full.isPhotosPublic,
      criticalAlerts: alertsLevel === 'PRIVATE',
    };
  }
  return view;
}

/** GET /page/{slug}: the page's view with the page's own record (ids, state, counts, dates). */
export function toPublicPageResponse(page: PublicPageRecord, view: PublicPageView): PublicPageResponse {
  const { profile } = view;
  return {
    id: page.id,
    profileId: page.profileId,
    slug: view.slug,
    title: view.title,
    description: view.description,
    isActive: page.isActive,
    theme: view.theme,
    seo: view.seo,
    analytics: { views: page.views, uniqueVisitors: page.uniqueVisitors, lastAccessed: page.lastAccessedAt },
    medicalInfo: profile.medicalInfo,
    isMedicalInfoPublic: profile.isMedicalInfoPublic,
    emergencyContacts: profile.emergencyContacts,
    isContactsPublic: profile.isContactsPublic,
    createdAt: page.createdAt,
    updatedAt: view.updatedAt,
    profile,
  };
}
