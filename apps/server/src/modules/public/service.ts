import {
  chooseMainPhoto,
  PUBLIC_PAGE_DEFAULT_THEME,
  initialsOf,
  PAGE_TEXTS,
  photoSrc,
  publicMeta,
  publicPageDefaultTitle,
  readSeo,
  readTheme,
  TAG_TEXTS,
  tagStatusLabel,
  tagTechnicalSheet,
  technicalSections,
  toPublicProfile,
  type PublicPageResponse,
  type PublicTagResponse,
  type QrQuery,
  type TagMeta,
  type TechnicalSections,
} from '@portal/shared';
import { badRequest, notFound } from '../../lib/errors.js';
import type { ClientsService } from '../clients/service.js';
import type { PagesService, PublicPageRow } from '../pages/service.js';
import type { TagsService } from '../tags/service.js';
// The one sanitiser of custom-tab HTML: stored content is already clean; it is cleaned again on the way out.
import { sanitizeCustomTabHtml } from '../../lib/sanitize-html.js';
import { renderQr } from './qr.js';
import type { PublicPageView, PublicTagView } from './render.js';

type PublicDeps = {
  publicUrl: string;
  appName: string;
  pages: PagesService;
  clients: Pick<ClientsService, 'findProfileOfUser' | 'fullProfileOf' | 'braceletOf'>;
  tags: Pick<TagsService, 'findTagByCode'>;
};

export type PublicPageResult =
  | { kind: 'page'; pageId: string; json: PublicPageResponse; view: PublicPageView; allowIndexing: boolean }
  | { kind: 'redirect'; slug: string };

/**
 * Meta a visitor may see: B2C tags show only nickname and colour; B2B tags only their technical sections
 * (publicMeta). No tag shows its internal notes or keys nobody declared public.
 */
function publicTagMeta(type: string, meta: TagMeta): TagMeta {
  if (type === 'B2C') {
    const out: TagMeta = {};
    if (typeof meta.nickname === 'string' && meta.nickname.trim()) out.nickname = meta.nickname;
    if (typeof meta.color === 'string' && meta.color.trim()) out.color = meta.color;
    return out;
  }
  return publicMeta(meta);
}

function cleanTechnical(meta: TagMeta): TechnicalSections {
  const sections = technicalSections(meta);
  if (sections.customTabs.length === 0) return sections;
  return { ...sections, customTabs: sections.customTabs.map((tab) => ({ title: tab.title, content: sanitizeCustomTabHtml(tab.content) })) };
}

const later = (a: Date, b: Date) => (a > b ? a : b);

export function createPublicService(deps: PublicDeps) {
  const { pages, clients, tags, publicUrl, appName } = deps;

  /** Everything a visitor may see of a page (private sections removed here, before any rendering). */
  function buildPage(row: PublicPageRow): { json: PublicPageResponse; view: PublicPageView } {
    const { page, profile: profileRow, bracelet } = row;
    const full = clients.fullProfileOf(profileRow);
    const profile = toPublicProfile(full, { publicPageSlug: page.slug, braceletCode: bracelet?.code ?? null });
    // A title that holds the client's name is not shown when the name is private (the spec's default title instead);
    // the same for the SEO title and description.
    const privateName = !full.isNamePublic ? full.name.trim().toLocaleLowerCase('pt-BR') : '';
    const showsName = (text: string | null | undefined) => privateName !== '' && (text ?? '').toLocaleLowerCase('pt-BR').includes(privateName);
    const title = showsName(page.title) ? publicPageDefaultTitle(appName) : page.title;
    const seo = readSeo(page.seo);
    if (showsName(seo.metaTitle)) seo.metaTitle = '';
    if (showsName(seo.metaDescription)) seo.metaDescription = '';
    if (privateName) seo.keywords = seo.keywords.filter((keyword) => !showsName(keyword));
    const description = showsName(page.description) ? null : page.description;
    // Spec section 3: a page stored without (part of) a theme shows the public page's own defaults.
    const theme = readTheme(page.theme, PUBLIC_PAGE_DEFAULT_THEME);
    const ownMeta = cleanTechnical(profile.meta);
    const technical = ownMeta.isEmpty && bracelet?.type === 'B2B' && bracelet.meta ? cleanTechnical(bracelet.meta) : ownMeta;
    const updatedAt = later(page.updatedAt, profileRow.updatedAt).toISOString();
    const analytics = { views: page.views, uniqueVisitors: page.uniqueVisitors, lastAccessed: page.lastAccessedAt?.toISOString() ?? null };
    const json: PublicPageResponse = {
      id: page.id,
      profileId: page.profileId,
      slug: page.slug,
      title,
      description,
      isActive: page.isActive,
      theme,
      seo,
      analytics,
      medicalInfo: profile.medicalInfo,
      isMedicalInfoPublic: profile.isMedicalInfoPublic,
      emergencyContacts: profile.emergencyContacts,
      isContactsPublic: profile.isContactsPublic,
      createdAt: page.createdAt.toISOString(),
      updatedAt,
      profile,
    };
    const view: PublicPageView = {
      slug: page.slug,
      title,
      description,
      theme,
      seo,
      views: page.views,
      profile,
      technical,
      updatedAt,
      appName,
      publicUrl,
    };
    return { json, view };
  }

  return {
    /** The page behind /p/{key} (slug, old slug or profile id); null when missing or inactive. */
    async publicPage(key: string): Promise<PublicPageResult | null> {
      const found = await pages.resolvePublic(key);
      if (!found) return null;
      if (found.kind === 'redirect') return found;
      return { kind: 'page', pageId: found.row.page.id, allowIndexing: found.row.page.allowIndexing, ...buildPage(found.row) };
    },

    /** GET /public/profile/{slug}: {profile} as a visitor sees it (slug, old slug or profile id). */
    async publicProfile(key: string): Promise<{ profile: PublicPageResponse['profile'] }> {
      let found = await pages.resolvePublic(key);
      if (found?.kind === 'redirect') found = await pages.resolvePublic(found.slug);
      if (!found || found.kind !== 'page') throw notFound(PAGE_TEXTS.notFound, 'PAGE_NOT_FOUND');
      return { profile: buildPage(found.row).json.profile };
    },

    /**
     * The public tag page: the tag, its public meta and its owner as a visitor may see them. allowIndexing
     * follows the owner's active page: a tag without one stays out of search results.
     */
    async publicTag(rawCode: string): Promise<{ tagId: string; json: PublicTagResponse; view: PublicTagView; allowIndexing: boolean }> {
      // findTagByCode looks up only what a tag code can be (no control characters: U+0000 cannot reach PostgreSQL).
      const tag = await tags.findTagByCode(rawCode);
      if (!tag) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
      const meta = publicTagMeta(tag.type, tag.meta ?? {});
      const ownerRow = tag.assignedUserId ? await clients.findProfileOfUser(tag.assignedUserId) : undefined;
      let owner: PublicTagView['owner'] = null;
      let ownerJson: PublicTagResponse['profile'] = null;
      let theme = PUBLIC_PAGE_DEFAULT_THEME;
      let allowIndexing = false;
      if (ownerRow) {
        const full = clients.fullProfileOf(ownerRow);
        const activeSlug = ownerRow.page?.isActive ? ownerRow.page.slug : null;
        const profile = toPublicProfile(full, { publicPageSlug: activeSlug, braceletCode: tag.code });
        if (activeSlug) {
          const ownerPage = (await pages.findPage(ownerRow.page!.id))?.page;
          theme = readTheme(ownerPage?.theme, PUBLIC_PAGE_DEFAULT_THEME);
          allowIndexing = ownerPage?.allowIndexing ?? false;
        }
        const main = chooseMainPhoto(profile.photos);
        owner = {
          name: profile.name,
          kind: profile.kind,
          photoUrl: main ? photoSrc(main) : null,
          avatarUrl: profile.avatarUrl,
          slug: activeSlug,
          contacts: profile.emergencyContacts,
        };
        ownerJson = {
          name: profile.name,
          kind: profile.kind,
          photos: profile.photos,
          mainPhotoUrl: profile.mainPhotoUrl,
          avatarUrl: profile.avatarUrl,
          updatedAt: profile.updatedAt,
          slug: activeSlug,
          emergencyContacts: profile.emergencyContacts,
        };
      } else if (tag.assignedUserId) {
        // An owner without a profile: only the account's name, as its initials.
        const name = tag.assignedUserName || null;
        owner = { name, kind: 'PERSON', photoUrl: null, avatarUrl: `/api/public/avatar.svg?initials=${encodeURIComponent(initialsOf(name))}`, slug: null, contacts: [] };
      }
      const json: PublicTagResponse = {
        bracelet: {
          code: tag.code,
          type: tag.type,
          physicalType: tag.physicalType,
          status: tag.status,
          statusLabel: tagStatusLabel(tag.status),
          meta,
          updatedAt: tag.updatedAt.toISOString(),
        },
        profile: ownerJson,
      };
      const view: PublicTagView = {
        code: tag.code,
        type: tag.type,
        status: tag.status,
        nickname: typeof meta.nickname === 'string' ? meta.nickname : '',
        color: typeof meta.color === 'string' ? meta.color : '',
        technical: cleanTechnical(tag.type === 'B2B' ? meta : {}),
        updatedAt: tag.updatedAt.toISOString(),
        owner,
        theme,
        appName,
        publicUrl,
      };
      return { tagId: tag.id, json, view, allowIndexing };
    },

    /**
     * GET /public/admin/pages/{id}/qrcode: the QR of the page's public URL ({base}/p/{slug}) or, with
     * link=tag, of the tag's ({base}/t/{code}: braceletCode, else the profile's tag). include prints
     * the tag code and its serial number under the code (the page's slug when there is no tag).
     * `base` is PUBLIC_URL, or the address the request reached when it is unset (lib/public-base.ts).
     */
    async qrCode(pageIdOrSlug: string, query: QrQuery, base = publicUrl): Promise<{ body: Buffer | string; contentType: string; url: string }> {
      const row = await pages.findPageByKey(pageIdOrSlug);
      if (!row) throw notFound(PAGE_TEXTS.qrNotFound, 'PAGE_NOT_FOUND');
      let tag: { code: string; serial: string } | null = null;
      if (query.braceletCode) {
        const found = await tags.findTagByCode(query.braceletCode);
        if (!found) throw notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');
        tag = { code: found.code, serial: serialOf(found.meta ?? {}) };
      } else {
        const bracelet = await clients.braceletOf(row.profile);
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
  };
}

const serialOf = (meta: TagMeta) => tagTechnicalSheet(meta).serialNumber;

export type PublicService = ReturnType<typeof createPublicService>;
