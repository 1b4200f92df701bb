/**
 * What a visitor sees of a tag page /t/{code}: one builder for the server's JSON and HTML. The tag shows only
 * its public meta; its owner only what the owner's privacy toggles allow (toPublicProfile).
 */
import {
  PUBLIC_PAGE_DEFAULT_THEME,
  readTheme,
  type PageTheme,
  type PublicProfile,
  type PublicTagResponse,
} from './pages.js';
import { chooseMainPhoto, type EmergencyContact, type Photo, type ProfileKind } from './profiles.js';
import type { EquipmentInfo, PetInfo } from './profile-details.js';
import { publicTechnicalSections, type PublicViewOptions } from './public-page-view.js';
import { publicMeta, toPublicProfile, type FullProfile, type TechnicalSections } from './public-view.js';
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
  } | null;
  theme: PageTheme;
  appName: string;
  publicUrl: string;
};

export type PublicTagSource = {
  tag: {
    code: string;
    type: 'B2C' | 'B2B';
    physicalType: string;
    status: TagStatus;
    meta: TagMeta | null;
    updatedAt: string;
  };
  /**
   * What the tag opens: the profile it links to (every section, and its page when active: the tag page wears its
   * theme), an account without a profile (only its name, as initials), or nobody.
   */
  owner:
    | { kind: 'profile'; profile: FullProfile; activePage: { slug: string; theme: unknown } | null }
    | { kind: 'account'; name: string | null }
    | null;
};

/**
 * Meta a visitor may see: B2C tags show only nickname and colour; B2B tags only their technical sections
 * (publicMeta). No tag shows its internal notes or keys nobody declared public.
 */
export function publicTagMeta(type: string, meta: TagMeta): TagMeta {
  if (type === 'B2C') {
    const out: TagMeta = {};
    if (typeof meta.nickname === 'string' && meta.nickname.trim()) out.nickname = meta.nickname;
    if (typeof meta.color === 'string' && meta.color.trim()) out.color = meta.color;
    return out;
  }
  return publicMeta(meta);
}

/** The owner's profile as a visitor may see it; null when the owner has no profile (or there is no owner). */
function ownerProfileOf(source: PublicTagSource): PublicProfile | null {
  const { owner, tag } = source;
  if (owner?.kind !== 'profile') return null;
  return toPublicProfile(owner.profile, { publicPageSlug: owner.activePage?.slug ?? null, braceletCode: tag.code });
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
    };
  }
  const profile = ownerProfileOf(source)!;
  const personOnEquipmentTag = source.tag.type === 'B2B' && profile.kind === 'PERSON';
  return {
    name: profile.name,
    kind: profile.kind,
    photo: chooseMainPhoto(profile.photos),
    slug: personOnEquipmentTag ? null : (owner.activePage?.slug ?? null),
    contacts: personOnEquipmentTag && source.tag.status !== 'LOST' ? [] : profile.emergencyContacts,
    pet: profile.petInfo,
    equipment: profile.equipmentInfo,
  };
}

export function toPublicTagView(source: PublicTagSource, options: Omit<PublicViewOptions, 'preview'>): PublicTagView {
  const { tag, owner } = source;
  const meta = publicTagMeta(tag.type, tag.meta ?? {});
  const activePage = owner?.kind === 'profile' ? owner.activePage : null;
  return {
    code: tag.code,
    type: tag.type,
    status: tag.status,
    nickname: typeof meta.nickname === 'string' ? meta.nickname : '',
    color: typeof meta.color === 'string' ? meta.color : '',
    technical: publicTechnicalSections(tag.type === 'B2B' ? meta : {}, options.sanitizeHtml),
    updatedAt: tag.updatedAt,
    owner: ownerViewOf(source),
    theme: activePage ? readTheme(activePage.theme, PUBLIC_PAGE_DEFAULT_THEME) : PUBLIC_PAGE_DEFAULT_THEME,
    appName: options.appName,
    publicUrl: options.publicUrl,
  };
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
      meta: publicTagMeta(tag.type, tag.meta ?? {}),
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
  };
}
