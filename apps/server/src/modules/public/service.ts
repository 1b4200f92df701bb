import {
  PAGE_TEXTS,
  publicTagActions,
  TAG_TEXTS,
  tagTechnicalSheet,
  toPublicPageResponse,
  toPublicPageView,
  toPublicTagResponse,
  storedTagCode,
  toPublicTagView,
  type PublicPageRecord,
  type PublicPageResponse,
  type PublicPageView,
  type PublicTagAction,
  type PublicTagResponse,
  type PublicTagSource,
  type PublicTagView,
  type PublicViewOptions,
  type QrQuery,
  type ServiceState,
  type Role,
  type TagMeta,
  type PublicFireSafety,
} from '@portal/shared';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { sanitizeCustomTabHtml } from '../../lib/sanitize-html.js';
import type { MaintenanceService } from '../maintenance/service.js';
import type { PagesService, PublicPageRow, PublicTagRow } from '../pages/service.js';
import type { PinAttempt, PinVisitor, ProfilesService } from '../profiles/service.js';
import type { TagsService } from '../tags/service.js';
import { pageCopyKey, tagCopyKey, type LastCopies } from './last-copy.js';
import { renderQr } from './qr.js';
import { publicHtml } from './render.js';

/** The visitor's language on the public pages, for the other modules' public forms (the finder's). */
export { pageLanguage, publicMessageIn, type PageLanguage } from './language.js';

type PublicDeps = {
  publicUrl: string;
  appName: string;
  /** APP_TIME_ZONE: the clock of the times a public page writes. */
  timeZone: string;
  pages: PagesService;
  tags: Pick<TagsService, 'findTagByCode'>;
  maintenance: Pick<MaintenanceService, 'publicServiceLog' | 'nextServiceEstimated'>;
  /** Issue 44: a classed equipment's levels and service company on /t. */
  fireSafety?: {
    publicFireSafety: (tagId: string) => Promise<PublicFireSafety | null>;
    publicFireSafetyOfCode: (code: string) => Promise<PublicFireSafety | null>;
  };
  /** A visitor's try at a profile's PIN (issue 24). */
  profiles: Pick<ProfilesService, 'tryPin' | 'fullProfileOf' | 'braceletOf'>;
  /** Issue 41: the pages' last copies, answered while the database does not. */
  copies: LastCopies;
  /** Issue 44: the name of an equipment's site (its address and CNPJ are never public). */
  siteNameOf?: (siteId: string) => Promise<string | null>;
};

/** How many service log entries /t/{code} shows (newest first). */
export const PUBLIC_SERVICE_LOG_LIMIT = 10;

/**
 * A public page: its view (what the HTML renders) and `json()`, its JSON twin (the API's answer), built only when a
 * route asks for it: an HTML scan never needs it (issue 27).
 */
export type PublicPageResult =
  | {
      kind: 'page';
      pageId: string;
      json: () => PublicPageResponse;
      view: PublicPageView;
      allowIndexing: boolean;
      opened: OpenedCard;
    }
  | { kind: 'redirect'; slug: string };

/** Issue 42: whose card a visitor got, and whether its family alert is on (open-alert's `cardOpened` reads it). */
export type OpenedCard = { profileId: string; ownerId: string; alertOn: boolean };
const openedOf = (row: PublicPageRow): OpenedCard => ({
  profileId: row.profile.id,
  ownerId: row.profile.userId,
  alertOn: row.openAlert,
});

/**
 * Issue 41: the emergency card /t/{code} answers for a tag that opens a person's active page: that page's view (the
 * same builder as /p), its JSON and, after the right PIN, the same page with its PIN sections open.
 */
export type PublicTagCard = {
  pageId: string;
  profileId: string;
  view: PublicPageView;
  json: () => PublicPageResponse;
  unlocked: () => PublicPageView;
  opened: OpenedCard;
};

export type PublicTagResult = {
  tagId: string;
  json: () => PublicTagResponse;
  view: PublicTagView;
  /** A person's tag: their card (null for a pet's, an equipment's, or a person without an active page). */
  card: PublicTagCard | null;
  allowIndexing: boolean;
};

/** A pages row as the shared view builders read it (dates as ISO strings). */
function pageRecordOf(page: PublicPageRow['page']): PublicPageRecord {
  return {
    ...page,
    lastAccessedAt: page.lastAccessedAt?.toISOString() ?? null,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
  };
}

export function createPublicService(deps: PublicDeps) {
  const { pages, tags, maintenance, publicUrl } = deps;
  // The one sanitiser of custom-tab HTML: stored content is already clean; it is cleaned again on the way out.
  const viewOptions: PublicViewOptions = {
    appName: deps.appName,
    timeZone: deps.timeZone,
    publicUrl,
    sanitizeHtml: sanitizeCustomTabHtml,
  };

  /** Everything a visitor may see of a page (private sections removed before any rendering). */
  function buildPage(row: PublicPageRow, unlocked = false): { json: () => PublicPageResponse; view: PublicPageView } {
    const page = pageRecordOf(row.page);
    // A LOST tag opens this profile and its owner keeps the contacts hidden (issue 20): none leave the server.
    const lostTag = row.lostTag;
    const hideContacts = lostTag !== null && !lostTag.showContacts;
    // The profile's LOST tag (issue 13) comes with the page's one query: the banner and the finder's form.
    const lost = lostTag && { code: lostTag.code, message: lostTag.message?.trim() || null, reward: lostTag.reward };
    const view = toPublicPageView(
      { page, profile: deps.profiles.fullProfileOf(row.profile), bracelet: row.bracelet, hideContacts, unlocked, lost },
      viewOptions,
    );
    return { json: () => toPublicPageResponse(page, view), view };
  }

  /**
   * The tag's owner as the tag page shows it: the tag's own profile (issue 14) and its active page, or only the
   * account's name. A tag of an owner that opens no profile (linked before the owner had one, or its profile
   * vanished under it) shows the owner's primary profile, else the name. All of it from the scan's one query.
   */
  function ownerOf(row: PublicTagRow): {
    owner: PublicTagSource['owner'];
    allowIndexing: boolean;
    cardRow?: PublicPageRow;
  } {
    const { tag, profile, page } = row;
    if (!tag.assignedUserId) return { owner: null, allowIndexing: false };
    if (!profile) return { owner: { kind: 'account', name: row.assignedUserName || null }, allowIndexing: false };
    const activePage = page?.isActive ? page : null;
    // Issue 41: a person's B2C tag is their card: the page as /p reads it, with its tag and LOST tag.
    const cardRow = activePage && row.card ? { page: activePage, profile, ...row.card } : undefined;
    return {
      owner: {
        kind: 'profile',
        profile: deps.profiles.fullProfileOf(profile),
        activePage: activePage && { slug: activePage.slug, theme: activePage.theme },
      },
      allowIndexing: activePage?.allowIndexing ?? false,
      cardRow,
    };
  }

  /** Issue 44: an equipment page shows its B2B tag's levels and service company. */
  async function withFireSafety(result: PublicPageResult & { kind: 'page' }, row: PublicPageRow) {
    const fireSafety =
      row.bracelet?.type === 'B2B' ? await deps.fireSafety?.publicFireSafetyOfCode(row.bracelet.code) : null;
    if (fireSafety) result.view.fireSafety = fireSafety;
    return result;
  }

  /** The page of a resolved row: its view (PIN sections open when `unlocked`, the lost banner) and JSON. */
  function pageResult(row: PublicPageRow, unlocked = false): PublicPageResult & { kind: 'page' } {
    const { json, view } = buildPage(row, unlocked);
    return {
      kind: 'page',
      pageId: row.page.id,
      allowIndexing: row.page.allowIndexing,
      json,
      view,
      opened: openedOf(row),
    };
  }

  /**
   * The public tag page: the tag, its public meta and its owner as a visitor may see them. allowIndexing
   * follows the owner's active page: a tag without one stays out of search results.
   */
  async function publicTag(rawCode: string): Promise<PublicTagResult> {
    // Only what a tag code can be is looked up (no control characters: U+0000 cannot reach PostgreSQL).
    const code = storedTagCode(rawCode);
    const row = code ? await pages.findPublicTag(code) : undefined;
    if (!row) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
    const { tag } = row;
    const { owner, allowIndexing, cardRow } = ownerOf(row);
    // Only equipment (B2B) has a service log, a site and fire-safety levels: a person's or a pet's tag costs no query
    // for them; an equipment's are read side by side (on PostgreSQL, over the pool's connections).
    const [serviceLog, nextServiceEstimated, siteName, fireSafety] =
      tag.type === 'B2B'
        ? await Promise.all([
            maintenance.publicServiceLog(tag.id, PUBLIC_SERVICE_LOG_LIMIT),
            maintenance.nextServiceEstimated(tag.id, tag.meta?.nextService),
            tag.siteId && deps.siteNameOf ? deps.siteNameOf(tag.siteId) : null,
            deps.fireSafety?.publicFireSafety(tag.id) ?? null,
          ])
        : [[], false, null, null];
    const source: PublicTagSource = {
      tag: { ...tag, updatedAt: tag.updatedAt.toISOString() },
      owner,
      serviceLog,
      nextServiceEstimated,
      siteName,
      fireSafety,
    };
    const view = toPublicTagView(source, viewOptions);
    const card = view.owner?.kind === 'PERSON' && view.owner.slug && cardRow ? cardOf(cardRow) : null;
    // The JSON twin only for the API: the HTML route renders the view.
    const json = () => ({ ...toPublicTagResponse(source, view), ...(card ? { card: card.json() } : {}) });
    return { tagId: tag.id, json, view, card, allowIndexing: card ? card.allowIndexing : allowIndexing };
  }

  /** A person's card behind their tag: their active page as /p builds it. */
  function cardOf(row: PublicPageRow): PublicTagCard & { allowIndexing: boolean } {
    const { json, view } = buildPage(row);
    return {
      pageId: row.page.id,
      profileId: row.profile.id,
      view,
      json,
      unlocked: () => buildPage(row, true).view,
      allowIndexing: row.page.allowIndexing,
      opened: openedOf(row),
    };
  }

  return {
    /** The page behind /p/{key} (slug, old slug or profile id); null when missing or inactive. */
    async publicPage(key: string): Promise<PublicPageResult | null> {
      const found = await pages.resolvePublic(key);
      if (!found) return null;
      if (found.kind === 'redirect') return found;
      return withFireSafety(pageResult(found.row), found.row);
    },

    /**
     * POST /p/{key}/pin (issue 24): a visitor's try at the page's profile's PIN and the page to answer with, its PIN
     * sections open after the right one. attempt null: the profile has no PIN (the page as it is). A renamed slug is
     * followed; null when there is no such active page.
     */
    async unlockPage(
      key: string,
      pin: string,
      visitor: PinVisitor,
    ): Promise<{ page: PublicPageResult & { kind: 'page' }; attempt: PinAttempt | null } | null> {
      let found = await pages.resolvePublic(key);
      if (found?.kind === 'redirect') found = await pages.resolvePublic(found.slug);
      if (!found || found.kind !== 'page') return null;
      const attempt = await deps.profiles.tryPin(found.row.profile.id, pin, visitor);
      return { page: pageResult(found.row, attempt?.result === 'RIGHT'), attempt };
    },

    /** GET /public/profile/{slug}: {profile} as a visitor sees it (slug, old slug or profile id). */
    async publicProfile(key: string): Promise<{ profile: PublicPageResponse['profile']; serviceState?: ServiceState }> {
      let found = await pages.resolvePublic(key);
      if (found?.kind === 'redirect') found = await pages.resolvePublic(found.slug);
      if (!found || found.kind !== 'page') throw notFound(PAGE_TEXTS.notFound, 'PAGE_NOT_FOUND');
      const { json, view } = buildPage(found.row);
      return { profile: json().profile, ...(view.serviceState ? { serviceState: view.serviceState } : {}) };
    },

    publicTag,

    /** The pages' last copies (last-copy.ts): the HTML routes save and answer them. */
    copies: deps.copies,

    /**
     * Issue 41: a change of the profile (its fields, privacy, PIN, photos, its page's settings, a tag's lost mode or
     * link) replaces the last copies of its page and of its tags (the one it shows, its LOST one, `tagCodes` that
     * changed) before the owner's answer: rebuilt at the public level, never unlocked. A page switched off or gone and
     * a tag deleted lose their copy: an outage never shows what is no longer public.
     */
    async refreshCopies(profileId: string | null, tagCodes: readonly string[] = []): Promise<void> {
      // Every tag that opens the profile shows its card or its name: each copy follows.
      const codes = new Set([...tagCodes, ...(profileId ? await pages.tagCodesOfProfile(profileId) : [])]);
      const page = profileId ? await pages.findPageOfProfile(profileId) : undefined;
      const found = page?.page.isActive ? await pages.resolvePublic(page.page.slug) : null;
      if (found?.kind === 'page') {
        const { view } = buildPage(found.row);
        await deps.copies.save(pageCopyKey(view.slug), {
          kind: 'page',
          view,
          allowIndexing: found.row.page.allowIndexing,
        });
      } else if (page) {
        await deps.copies.remove(pageCopyKey(page.page.slug));
      }
      for (const code of codes) {
        const tag = await publicTag(code).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        });
        if (!tag) await deps.copies.remove(tagCopyKey(code));
        else
          await deps.copies.save(tagCopyKey(tag.view.code), {
            kind: 'tag',
            view: tag.view,
            card: tag.card?.view ?? null,
            allowIndexing: tag.allowIndexing,
          });
      }
    },

    /**
     * Pages that are gone with their profile or account (deleted, renamed away): their copies go; `tagCodes`, the
     * tags they held, are rebuilt as they now are (released, or opening the primary profile).
     */
    async forgetCopies(slugs: readonly string[], tagCodes: readonly string[]): Promise<void> {
      for (const slug of slugs) await deps.copies.remove(pageCopyKey(slug));
      await this.refreshCopies(null, tagCodes);
    },

    /**
     * POST /t/{code}/pin (issue 41): a visitor's try at the PIN of the person a tag opens, and the card to answer with
     * (its PIN sections open after the right PIN). null: the tag opens no card (not a person's, no active page).
     */
    async unlockTag(
      rawCode: string,
      pin: string,
      visitor: PinVisitor,
    ): Promise<{ tag: PublicTagResult; card: PublicPageView; attempt: PinAttempt | null } | null> {
      const tag = await publicTag(rawCode);
      if (!tag.card) return null;
      const attempt = await deps.profiles.tryPin(tag.card.profileId, pin, visitor);
      return { tag, card: attempt?.result === 'RIGHT' ? tag.card.unlocked() : tag.card.view, attempt };
    },

    /**
     * GET /public/tag/{code}/actions: the links the signed-in viewer gets on the tag's public page, by role and
     * ownership (publicTagActions). Nobody signed in: none, without touching the database.
     */
    async tagActions(rawCode: string, viewer: { id: string; role: Role } | null): Promise<PublicTagAction[]> {
      if (!viewer) return [];
      const tag = await tags.findTagByCode(rawCode);
      if (!tag) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
      return publicTagActions(tag, viewer);
    },

    /**
     * GET /public/admin/pages/{id}/qrcode: the QR of the page's public URL ({base}/p/{slug}) or, with
     * link=tag, of the tag's ({base}/t/{code}: braceletCode, else the profile's tag). include prints
     * the tag code and its serial number under the code (the page's slug when there is no tag).
     * `base` is PUBLIC_URL, or the address the request reached when it is unset (lib/public-base.ts).
     */
    async qrCode(
      pageIdOrSlug: string,
      query: QrQuery,
      base = publicUrl,
    ): Promise<{ body: Buffer | string; contentType: string; url: string }> {
      const row = await pages.findPageByKey(pageIdOrSlug);
      if (!row) throw notFound(PAGE_TEXTS.qrNotFound, 'PAGE_NOT_FOUND');
      let tag: { code: string; serial: string } | null = null;
      if (query.braceletCode) {
        const found = await tags.findTagByCode(query.braceletCode);
        if (!found) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
        tag = { code: found.code, serial: serialOf(found.meta ?? {}) };
      } else {
        const bracelet = await deps.profiles.braceletOf(row.profile);
        if (bracelet) tag = { code: bracelet.code, serial: serialOf(bracelet.meta) };
      }
      if (query.link === 'tag' && !tag) throw badRequest(PAGE_TEXTS.qrTagCodeRequired, { field: 'braceletCode' });
      const url = query.link === 'tag' ? `${base}/t/${encodeURIComponent(tag!.code)}` : `${base}/p/${row.page.slug}`;
      const lines: string[] = [];
      if (query.include.code) lines.push(tag ? tag.code : `/p/${row.page.slug}`);
      if (query.include.serial && tag?.serial) lines.push(`S/N ${tag.serial}`);
      const body = await renderQr(url, { size: query.size, lines, format: query.format });
      return { body, contentType: query.format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png', url };
    },

    /** The pages as HTML (render.tsx), for another module's routes that answer with one: the finder's form (lost-mode). */
    html: publicHtml,
  };
}

const serialOf = (meta: TagMeta) => tagTechnicalSheet(meta).serialNumber;

/** @public The module's service type, part of its face (what another module's deps may name). */
export type PublicService = ReturnType<typeof createPublicService>;
