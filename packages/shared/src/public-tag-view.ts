/**
 * What a visitor sees of a tag page /t/{code}: one builder for the server's JSON and HTML. The tag shows only
 * its public meta; its owner only what the owner's privacy toggles allow (toPublicProfile).
 */
import { z } from 'zod';
import { PUBLIC_PAGE_DEFAULT_THEME, readTheme, type PageTheme } from './page-theme.js';
import type { PublicProfile, PublicTagResponse } from './public-contract.js';
import { MAINTENANCE_TEXTS, type PublicServiceEntry, type PublicServiceSourceEntry } from './maintenance.js';
import { chooseMainPhoto, type Photo } from './photos.js';
import type { EmergencyContact } from './profile-contacts.js';
import type { ProfileKind } from './profiles.js';
import type { VisibilitySection } from './profile-visibility.js';
import type { EquipmentInfo, PetInfo } from './profile-details.js';
import { publicTechnicalSections, type LostBannerInfo, type PublicViewOptions } from './public-page-view.js';
import { publicMeta, toPublicProfile, type FullProfile, type TechnicalSections } from './public-view.js';
import type { Role } from './roles.js';
import { serviceStateOf, type ServiceState } from './service-state.js';
import type { PublicFireSafety } from './fire-safety-levels.js';
import { tagStatusLabel, type TagStatus } from './tag-enums.js';
import type { TagMeta } from './tag-meta.js';

/** The tag page as the shared component renders it (`@portal/shared/public-page`). */
export type PublicTagView = {
  code: string;
  type: string;
  status: TagStatus;
  nickname: string;
  color: string;
  /** Custom tabs hold sanitised HTML. */
  technical: TechnicalSections;
  updatedAt: string;
  owner: {
    name: string | null;
    kind: ProfileKind;
    /** The main photo (spec's rule) among those a visitor may see; the tag page shows no gallery (the page does). */
    photo: Photo | null;
    /**
     * The profile's page, only when it is active, and never a person's page from a B2B tag: a tag fixed to
     * equipment does not lead a stranger to someone's emergency card (issue 14).
     */
    slug: string | null;
    /** The profile's contacts, only when they are public (a person's on a B2B tag: only while the tag is LOST). */
    contacts: EmergencyContact[];
    /** A pet's public fields (null for other kinds). */
    pet: PetInfo | null;
    /** A piece of equipment's public fields (null for other kinds). */
    equipment: EquipmentInfo | null;
    /**
     * Issue 24: the profile's sections behind its PIN, when the tag leads to its page (the page's form opens them);
     * empty otherwise.
     */
    pinSections: VisibilitySection[];
  } | null;
  theme: PageTheme;
  appName: string;
  publicUrl: string;
  /** The server's APP_TIME_ZONE for the times the page writes (Brasília when unset). */
  timeZone?: string;
  /**
   * A B2B tag's service log, newest first (date, type, outcome: never notes, costs, durations or who). When it has
   * entries it replaces the meta's 'Manutenções' list, which stays the fallback of a tag without records.
   */
  serviceLog: PublicServiceEntry[];
  /** While the tag is LOST (issue 13): the owner's message for finders and the reward flag; null otherwise. */
  lost?: LostBannerInfo | null;
  /** A B2B tag's service state (issue 20): the banner above its sheet; null for B2C tags. */
  serviceState?: ServiceState | null;
  /** Issue 44: a classed equipment's levels ('Inspeção válida até 03/2027') and its service company. */
  fireSafety?: PublicFireSafety | null;
  /** LOST without the owner's leave to show contacts (issue 20): the page leads to the finder's form instead. */
  contactsHidden?: boolean;
  /** Issue 44: the next service is the horímetro's estimate (the page writes '(estimada)' after it). */
  nextServiceEstimated?: boolean;
  /** Issue 44: a B2B tag's site name and place inside it (never the site's address or CNPJ); null when neither. */
  location?: PublicTagLocation | null;
};

/** Where a piece of equipment is, as a visitor reads it: the site's name and the place inside it. */
export type PublicTagLocation = { site: string | null; place: string | null };

export type PublicTagSource = {
  tag: {
    code: string;
    type: 'B2C' | 'B2B';
    physicalType: string;
    status: TagStatus;
    meta: TagMeta | null;
    updatedAt: string;
    /** The owner's lost mode (the tags row's lost_message, lost_reward): read only while the status is LOST. */
    lostMessage?: string | null;
    lostReward?: boolean;
    /** The owner's choice to show the profile's contacts while the tag is LOST (tags.lost_show_contacts). */
    lostShowContacts?: boolean;
    /** Issue 44: the place inside its site (tags.place). */
    place?: string | null;
  };
  /** Issue 44: the name of the tag's site (read for a B2B tag with one). */
  siteName?: string | null;
  /**
   * What the tag opens: the profile it links to (every section, and its page when active: the tag page wears its
   * theme), an account without a profile (only its name, as initials), or nobody.
   */
  owner:
    | { kind: 'profile'; profile: FullProfile; activePage: { slug: string; theme: unknown } | null }
    | { kind: 'account'; name: string | null }
    | null;
  /** The tag's service log, newest first (the server asks only for a B2B tag's). */
  serviceLog: PublicServiceSourceEntry[];
  /** Issue 44: meta.nextService came from the horímetro's estimate (a B2B tag's plan with hours). */
  nextServiceEstimated?: boolean;
  fireSafety?: PublicFireSafety | null;
};

/**
 * Meta a visitor may see: B2C tags show only their nickname (issue 43: the colour is the admin's label, a raw
 * '#7C3AED' to a visitor); B2B tags only their technical sections (publicMeta). No tag shows its internal notes or
 * keys nobody declared public.
 */
export function publicTagMeta(type: string, meta: TagMeta): TagMeta {
  if (type === 'B2C') {
    const out: TagMeta = {};
    if (typeof meta.nickname === 'string' && meta.nickname.trim()) out.nickname = meta.nickname;
    return out;
  }
  return publicMeta(meta);
}

/** A LOST tag hides every contact unless its owner chose to show them (issue 20, item 3). */
export const lostHidesContacts = (tag: { status: string; lostShowContacts?: boolean }) =>
  tag.status === 'LOST' && !tag.lostShowContacts;

/** The owner's profile as a visitor may see it; null when the owner has no profile (or there is no owner). */
function ownerProfileOf(source: PublicTagSource): PublicProfile | null {
  const { owner, tag } = source;
  if (owner?.kind !== 'profile') return null;
  return toPublicProfile(
    owner.profile,
    { publicPageSlug: owner.activePage?.slug ?? null, braceletCode: tag.code },
    { hideContacts: lostHidesContacts(tag) },
  );
}

function ownerViewOf(source: PublicTagSource): PublicTagView['owner'] {
  const { owner } = source;
  if (!owner) return null;
  if (owner.kind === 'account') {
    return {
      name: owner.name,
      kind: 'PERSON',
      photo: null,
      slug: null,
      contacts: [],
      pet: null,
      equipment: null,
      pinSections: [],
    };
  }
  const profile = ownerProfileOf(source)!;
  const personOnEquipmentTag = source.tag.type === 'B2B' && profile.kind === 'PERSON';
  const slug = personOnEquipmentTag ? null : (owner.activePage?.slug ?? null);
  return {
    name: profile.name,
    kind: profile.kind,
    photo: chooseMainPhoto(profile.photos),
    slug,
    contacts: personOnEquipmentTag && source.tag.status !== 'LOST' ? [] : profile.emergencyContacts,
    pet: profile.petInfo,
    equipment: profile.equipmentInfo,
    pinSections: slug ? profile.pinSections : [],
  };
}

/** A B2B tag's service log, reduced to what a visitor may see (a caller's whole records lose everything else). */
const serviceLogOf = (source: PublicTagSource): PublicServiceEntry[] =>
  source.tag.type === 'B2B'
    ? source.serviceLog.map(({ date, type, outcome, source: from, description }) =>
        // Only an entry typed in the tag's meta editor keeps its words (they were public there already).
        from === 'IMPORTED' && description ? { date, type, outcome, note: description } : { date, type, outcome },
      )
    : [];

/** A B2B tag's service state on `today` (Brasília's day by default): its status, next service and newest outcome. */
function serviceStateOfTag(source: PublicTagSource, today?: string): ServiceState | null {
  const { tag } = source;
  if (tag.type !== 'B2B') return null;
  const lastOutcome = source.serviceLog[0]?.outcome ?? null;
  return serviceStateOf({ status: tag.status, nextService: tag.meta?.nextService, lastOutcome }, today);
}

/**
 * The tag's public meta as the page and the JSON show it: when the service log has entries it stands for the
 * meta's `maintenance` list (the maintenance service keeps that list as the records' projection, descriptions
 * included), so a visitor gets the log's date, type and outcome and not the technicians' words.
 */
function shownTagMeta(source: PublicTagSource): TagMeta {
  const meta = publicTagMeta(source.tag.type, source.tag.meta ?? {});
  if (serviceLogOf(source).length === 0) return meta;
  const { maintenance: _replaced, ...rest } = meta;
  return rest;
}

export function toPublicTagView(
  source: PublicTagSource,
  options: Omit<PublicViewOptions, 'preview'> & { today?: string },
): PublicTagView {
  const { tag, owner } = source;
  const meta = shownTagMeta(source);
  const activePage = owner?.kind === 'profile' ? owner.activePage : null;
  return {
    code: tag.code,
    type: tag.type,
    status: tag.status,
    nickname: typeof meta.nickname === 'string' ? meta.nickname : '',
    // Never shown to a visitor (issue 43); the field stays for the renderers that still list it, empty.
    color: '',
    technical: publicTechnicalSections(tag.type === 'B2B' ? meta : {}, options.sanitizeHtml),
    updatedAt: tag.updatedAt,
    owner: ownerViewOf(source),
    theme: activePage ? readTheme(activePage.theme, PUBLIC_PAGE_DEFAULT_THEME) : PUBLIC_PAGE_DEFAULT_THEME,
    appName: options.appName,
    publicUrl: options.publicUrl,
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    serviceLog: serviceLogOf(source),
    lost: lostOf(tag),
    serviceState: serviceStateOfTag(source, options.today),
    contactsHidden: lostHidesContacts(tag),
    ...(source.nextServiceEstimated && tag.type === 'B2B' ? { nextServiceEstimated: true } : {}),
    location: locationOf(source),
    ...(source.fireSafety ? { fireSafety: source.fireSafety } : {}),
  };
}

/** A B2B tag's site and place; a B2C tag (a person's, a pet's) never says where it is. */
function locationOf(source: PublicTagSource): PublicTagLocation | null {
  if (source.tag.type !== 'B2B') return null;
  const site = source.siteName?.trim() || null;
  const place = source.tag.place?.trim() || null;
  return site || place ? { site, place } : null;
}

/** The banner's part of a LOST tag; a blank message reads as none. */
function lostOf(tag: PublicTagSource['tag']): LostBannerInfo | null {
  if (tag.status !== 'LOST') return null;
  return { message: tag.lostMessage?.trim() || null, reward: tag.lostReward ?? false };
}

/** GET /public/tag/{code}: the tag (code, public meta) and its owner's public profile (null without one). */
export function toPublicTagResponse(source: PublicTagSource, view: PublicTagView): PublicTagResponse {
  const { tag } = source;
  const profile = ownerProfileOf(source);
  return {
    bracelet: {
      code: tag.code,
      type: tag.type,
      physicalType: tag.physicalType,
      status: tag.status,
      statusLabel: tagStatusLabel(tag.status),
      meta: shownTagMeta(source),
      updatedAt: tag.updatedAt,
    },
    profile: profile && {
      name: profile.name,
      kind: profile.kind,
      photos: profile.photos,
      mainPhotoUrl: profile.mainPhotoUrl,
      avatarUrl: profile.avatarUrl,
      updatedAt: profile.updatedAt,
      slug: view.owner?.slug ?? null,
      emergencyContacts: view.owner?.contacts ?? [],
      petInfo: profile.petInfo,
      equipmentInfo: profile.equipmentInfo,
    },
    ...(tag.type === 'B2B'
      ? { serviceLog: view.serviceLog, serviceState: view.serviceState ?? undefined, location: view.location ?? null }
      : {}),
  };
}

/** GET /public/tag/{code}/actions: the links a signed-in visitor of /t/{code} gets beside the public page. */
export const publicTagActionsResponseSchema = z.object({
  actions: z.array(z.object({ label: z.string(), href: z.string() })),
});
export type PublicTagAction = z.infer<typeof publicTagActionsResponseSchema>['actions'][number];

/**
 * What a signed-in visitor may do from a tag's public page, by role and ownership: a technician or an admin on a
 * B2B tag registers a maintenance or opens it in the technician's panel; the owner (a user) edits it in their
 * area; an admin edits it in the admin's. Anyone else (and nobody signed in): nothing.
 */
export function publicTagActions(
  tag: { id: string; type: string; assignedUserId: string | null },
  viewer: { id: string; role: Role } | null,
): PublicTagAction[] {
  if (!viewer) return [];
  const id = encodeURIComponent(tag.id);
  const actions: PublicTagAction[] = [];
  if (tag.type === 'B2B' && (viewer.role === 'TECHNICIAN' || viewer.role === 'ADMIN')) {
    actions.push(
      { label: MAINTENANCE_TEXTS.register, href: `/tecnico/equipamentos/${id}?registrar=1` },
      { label: MAINTENANCE_TEXTS.openInPanel, href: `/tecnico/equipamentos/${id}` },
    );
  }
  // The user's area is open to users only: an admin owner edits in the admin's.
  if (viewer.role === 'USER' && tag.assignedUserId === viewer.id) {
    actions.push({ label: MAINTENANCE_TEXTS.edit, href: `/user/tags/edit/${id}` });
  }
  if (viewer.role === 'ADMIN') actions.push({ label: MAINTENANCE_TEXTS.edit, href: `/admin/tags/edit/${id}` });
  return actions;
}
