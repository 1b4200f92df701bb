import {
  buildPagination,
  CLIENT_TEXTS,
  defaultAllowIndexing,
  defaultSlugFromName,
  isSlugShaped,
  NUL_CHARACTER_MESSAGE,
  PAGE_TEXTS,
  parseNotesJson,
  themeInputSchema,
  type CreateMyPageRequest,
  type CreatePageRequest,
  type ListPagesQuery,
  type ListPagesResponse,
  type Page,
  type PageListItem,
  type PageStats,
  type PageTheme,
  type UpdateMyPageRequest,
  type UpdatePageRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import { checkAccess } from '../../lib/access.js';
import type { AccessActor, Actor } from '../../lib/actor.js';
import type { RecordStaffRead } from '../../lib/staff-reads.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ProfileFields, ProfilesService } from '../profiles/service.js';
import type { ProfileRow } from '../../db/tables/profiles.js';
import { mergeTheme, toPage, toPageListItem } from './mappers.js';
import { createPagesRepository, type PageWithProfile, type PublicPageRow } from './repository.js';
import { createSlugRules } from './slugs.js';

export type { PageWithProfile, PublicPageRow, PublicTagRow } from './repository.js';
import type { PageRow } from '../../db/tables/pages.js';

type PagesDeps = {
  db: Database;
  publicUrl: string;
  /** The profile rows: pages read them and ask for profile field changes, never write them. */
  profiles: Pick<
    ProfilesService,
    'findProfile' | 'findProfileOfUser' | 'updateFields' | 'ensureProfileForUser' | 'profileForNewPage'
  >;
  /** The access log (privacy): the admin's page answer carries the profile's medical info and contacts. */
  recordStaffRead: RecordStaffRead;
  events: Pick<EventBus, 'publishAfterCommit'>;
};

/** What a page answer carries of its profile's private fields. */
const PAGE_PRIVATE_SECTIONS = ['MEDICAL', 'CONTACTS'] as const;

const pageNotFound = () => notFound(PAGE_TEXTS.adminNotFound, 'PAGE_NOT_FOUND');

/** The profile's sections a page form carries: medical info, contacts and the five toggles. */
const sectionsOf = (input: UpdatePageRequest | UpdateMyPageRequest): ProfileFields => ({
  medicalInfo: input.medicalInfo,
  emergencyContacts: input.emergencyContacts,
  isMedicalInfoPublic: input.isMedicalInfoPublic,
  isContactsPublic: input.isContactsPublic,
  isNamePublic: input.isNamePublic,
  isPhotosPublic: input.isPhotosPublic,
  isNotesPublic: input.isNotesPublic,
});

export function createPagesService(deps: PagesDeps) {
  const { db, publicUrl } = deps;
  const repository = createPagesRepository(db);
  const slugs = createSlugRules(repository);
  const { assertSlugFree, freeSlugFrom, guardUnique } = slugs;

  async function requirePage(id: string, tx: Database = db): Promise<PageWithProfile> {
    const row = await repository.findById(id, tx);
    if (!row) throw pageNotFound();
    return row;
  }

  /**
   * The page of a profile, inside the caller's transaction. A given slug must be free (409); without one,
   * the slug is made from the profile's name ('meu-perfil' when it gives nothing), numbered when taken.
   */
  async function createPageForProfile(
    profile: ProfileRow,
    input: {
      slug?: string;
      title: string;
      description?: string;
      theme?: Partial<PageTheme>;
      seo?: UpdatePageRequest['seo'];
      isActive?: boolean;
      allowIndexing?: boolean;
    },
    tx: Database,
  ): Promise<PageRow> {
    await repository.lockSlugs(tx);
    if (await repository.findByProfileId(profile.id, tx)) throw conflict(PAGE_TEXTS.alreadyHasPage, 'PAGE_EXISTS');
    let slug: string;
    if (input.slug) {
      await assertSlugFree(input.slug, undefined, tx);
      slug = input.slug;
    } else {
      slug = await freeSlugFrom(defaultSlugFromName(profile.name), tx);
    }
    return guardUnique(() =>
      repository.insert(
        {
          profileId: profile.id,
          slug,
          title: input.title || profile.name,
          description: input.description || null,
          theme: mergeTheme({}, input.theme),
          seo: input.seo ?? {},
          isActive: input.isActive ?? true,
          allowIndexing: input.allowIndexing ?? defaultAllowIndexing(profile.kind),
        },
        tx,
      ),
    );
  }

  /** Renames (when the slug changed) and writes page columns, with the slug lock held. */
  async function writePage(
    page: PageRow,
    values: Partial<Pick<PageRow, 'slug' | 'title' | 'description' | 'theme' | 'seo' | 'isActive' | 'allowIndexing'>>,
    tx: Database,
  ) {
    if (values.slug && values.slug !== page.slug) {
      await repository.lockSlugs(tx);
      await assertSlugFree(values.slug, page.id, tx);
    } else {
      delete values.slug;
    }
    await guardUnique(() => repository.update(page.id, values, tx));
  }

  /** A page form's profile fields, asked of the profiles service (the profile's one writer) when any was sent. */
  async function updateProfileOfPage(profileId: string, fields: ProfileFields, tx: Database): Promise<void> {
    if (Object.values(fields).some((value) => value !== undefined))
      await deps.profiles.updateFields(profileId, fields, tx);
  }

  /**
   * A page answer, read after any write: to a staff account (an admin) it carries the profile's medical info and
   * contacts, so it is a row of the owner's access log (issue 40); the owner's own reading is not (recordStaffRead),
   * nor an internal caller's (no reader: the demo seed).
   */
  async function pageAnswer(id: string, reader: Actor | undefined, base: string): Promise<Page> {
    const row = await requirePage(id);
    if (reader) await deps.recordStaffRead(reader, [row.profile], PAGE_PRIVATE_SECTIONS);
    return toPage(row, base);
  }

  async function lockPage(id: string, tx: Database): Promise<PageRow> {
    const page = await repository.lock(id, tx);
    if (!page) throw pageNotFound();
    return page;
  }

  /** The owner's page by page id or profile id; 404 when missing, 403 when it is someone else's (admins may). */
  async function pageForActor(idOrProfileId: string, actor: AccessActor): Promise<PageWithProfile> {
    const row = (await repository.findById(idOrProfileId)) ?? (await repository.findByProfileId(idOrProfileId));
    if (!row) throw pageNotFound();
    checkAccess(actor, 'page.manage', row.profile.userId);
    return row;
  }

  /** Issue 41: a page's committed change, told before the answer (the 'page.changed' event). */
  const changed = async (before: Pick<PageRow, 'profileId' | 'slug' | 'id'>) => {
    const after = await repository.findById(before.id);
    await deps.events.publishAfterCommit('page.changed', {
      profileId: before.profileId,
      slug: after?.page.slug ?? null,
      previousSlug: before.slug,
    });
  };

  return {
    createPageForProfile,
    toPage: (row: PageWithProfile, base = publicUrl) => toPage(row, base),

    // `base`: where the page URLs point (the request's own address when PUBLIC_URL is unset, see lib/public-base.ts).
    async listPages(query: ListPagesQuery, base = publicUrl): Promise<ListPagesResponse> {
      const { rows, total } = await repository.list(query);
      return {
        pages: rows.map((row) => toPageListItem(row, base)),
        publicBaseUrl: base,
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /** The page of a profile in the API shape, or null (the owner's LGPD export). */
    async pageOfProfile(profileId: string, base = publicUrl): Promise<Page | null> {
      const row = await repository.findByProfileId(profileId);
      return row ? toPage(row, base) : null;
    },

    /** GET /admin/pages/{id}: a row of the owner's access log (the answer carries medical info and contacts). */
    getPage: (id: string, reader: Actor, base = publicUrl): Promise<Page> => pageAnswer(id, reader, base),

    async stats(): Promise<PageStats> {
      const { total, active, totalViews } = await repository.stats();
      return {
        total,
        active,
        totalViews,
        averageViewsPerPage: total ? Math.round((totalViews / total) * 100) / 100 : 0,
      };
    },

    /** POST /admin/pages: a page for a client that has none (a client without a profile gets its primary one). */
    async createPage(input: CreatePageRequest, reader: Actor, base = publicUrl): Promise<Page> {
      const page = await db.transaction(async (tx) => {
        const profile = await deps.profiles.profileForNewPage(input.profileId, tx);
        if (!profile) throw notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
        return createPageForProfile(profile, input, tx);
      });
      return pageAnswer(page.id, reader, base);
    },

    /**
     * PUT /admin/pages/{id} (the client page update payload): page fields, and the profile's medical info,
     * contacts and toggles, in one transaction. A missing description clears it; a missing theme, seo,
     * medical info, contacts or toggle is kept.
     */
    async updatePage(id: string, input: UpdatePageRequest, reader?: Actor, base = publicUrl): Promise<Page> {
      const before = await db.transaction(async (tx) => {
        const page = await lockPage(id, tx);
        await writePage(
          page,
          {
            slug: input.slug,
            title: input.title,
            description: input.description || null,
            ...(input.theme ? { theme: mergeTheme(page.theme, input.theme) } : {}),
            ...(input.seo ? { seo: input.seo } : {}),
            ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
            ...(input.allowIndexing !== undefined ? { allowIndexing: input.allowIndexing } : {}),
          },
          tx,
        );
        await updateProfileOfPage(page.profileId, sectionsOf(input), tx);
        return page;
      });
      await changed(before);
      return pageAnswer(id, reader, base);
    },

    async deletePage(id: string): Promise<void> {
      const before = await repository.findById(id);
      if (!before || !(await repository.delete(id))) throw pageNotFound();
      await changed(before.page);
    },

    /** PATCH /admin/pages/{id}/status, the pages screen's switch: the page as that screen's cards show it. */
    async setStatus(id: string, isActive: boolean, base = publicUrl): Promise<PageListItem> {
      const row = await repository.update(id, { isActive });
      if (!row) throw pageNotFound();
      await changed(row);
      return toPageListItem(await requirePage(id), base);
    },

    validateSlug: slugs.validateSlug,

    // ---- The owner's page (/me/page) and its admin fallbacks (/public/admin/pages)

    /**
     * GET /me/page: the primary profile's page, or (profileId) the page of another of the owner's profiles, which
     * the page editor opens. 404 when there is no such page; 403 when the profile is another account's.
     */
    async getMyPage(actor: AccessActor, base = publicUrl, profileId?: string): Promise<Page> {
      const profile = profileId
        ? await deps.profiles.findProfile(profileId)
        : await deps.profiles.findProfileOfUser(actor.id);
      if (profile) checkAccess(actor, 'page.manage', profile.userId);
      const row = profile && (await repository.findByProfileId(profile.id));
      if (!row) throw pageNotFound();
      return toPage(row, base);
    },

    /**
     * POST /me/page {userId, name, publicPageSlug} (the owner; userId, when sent, must be the owner's) and
     * POST /public/admin/pages (an admin, for userId). The user's profile is created when missing.
     */
    async createMyPage(actor: Actor, input: CreateMyPageRequest, asAdmin: boolean, base = publicUrl): Promise<Page> {
      const userId = asAdmin ? input.userId : (input.userId ?? actor.id);
      if (!userId) throw badRequest('userId inválido', { field: 'userId' });
      checkAccess(actor, 'account.page', userId);
      const slug = input.publicPageSlug ?? input.slug;
      const page = await db.transaction(async (tx) => {
        const profile = await deps.profiles.ensureProfileForUser(userId, input.name, tx);
        if (await repository.findByProfileId(profile.id, tx)) {
          throw conflict(asAdmin ? PAGE_TEXTS.alreadyHasPage : PAGE_TEXTS.meAlreadyHasPage, 'PAGE_EXISTS');
        }
        return createPageForProfile(
          profile,
          { slug, title: input.title || input.name || profile.name, description: input.description },
          tx,
        );
      });
      return pageAnswer(page.id, actor, base);
    },

    /**
     * PUT /me/page/{id} and PUT /public/admin/pages/{id}. The spec's form: name (the profile's name, and the
     * title when no title is sent), publicPageSlug, notes (a JSON of description and theme, HTML-escaped
     * quotes tolerated; plain text is the profile's notes), medicalInfo, emergencyContacts and their toggles.
     * The client page update form (title, slug, description, theme, seo) is accepted too.
     */
    async updateMyPage(actor: Actor, id: string, input: UpdateMyPageRequest, base = publicUrl): Promise<Page> {
      const target = await pageForActor(id, actor);
      const notesJson = input.notes === undefined ? null : parseNotesJson(input.notes);
      // The JSON may carry an escaped U+0000 that only appears once parsed: refused like any other text holding it.
      if ([notesJson?.description, notesJson?.notes].some((text) => text?.includes('\u0000'))) {
        throw badRequest(NUL_CHARACTER_MESSAGE, { field: 'notes' });
      }
      let notesTheme: Partial<PageTheme> | undefined;
      if (notesJson?.theme) {
        const parsed = themeInputSchema.safeParse(notesJson.theme);
        if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message, { field: 'notes.theme' });
        notesTheme = parsed.data;
      }
      const before = await db.transaction(async (tx) => {
        const page = await lockPage(target.page.id, tx);
        const description = input.description !== undefined ? input.description : notesJson?.description?.trim();
        const theme = input.theme ?? notesTheme;
        await writePage(
          page,
          {
            slug: input.slug ?? input.publicPageSlug,
            ...(input.title || input.name ? { title: input.title || input.name } : {}),
            ...(description !== undefined ? { description: description || null } : {}),
            ...(theme ? { theme: mergeTheme(page.theme, theme) } : {}),
            ...(input.seo ? { seo: input.seo } : {}),
            ...(input.allowIndexing !== undefined ? { allowIndexing: input.allowIndexing } : {}),
          },
          tx,
        );
        const profileNotes = input.notes === undefined ? undefined : notesJson ? notesJson.notes : (input.notes ?? '');
        await updateProfileOfPage(
          page.profileId,
          { name: input.name || undefined, notes: profileNotes?.trim(), ...sectionsOf(input) },
          tx,
        );
        return page;
      });
      await changed(before);
      return pageAnswer(target.page.id, actor, base);
    },

    // ---- For other domains (public pages, QR codes, the demo seed)

    findPage: (id: string): Promise<PageWithProfile | undefined> => repository.findById(id),
    slugsOfProfiles: (profileIds: string[], tx?: Database) => repository.slugsOfProfiles(profileIds, tx),
    tagCodesOfProfile: (profileId: string) => repository.tagCodesOfProfile(profileId),
    findPageOfProfile: (profileId: string): Promise<PageWithProfile | undefined> =>
      repository.findByProfileId(profileId),

    /** A page by id or by current slug (any case); undefined when the key can be neither. */
    async findPageByKey(key: string): Promise<PageWithProfile | undefined> {
      const normalized = key.trim().toLowerCase();
      if (isUuid(normalized)) return repository.findById(normalized);
      return isSlugShaped(normalized) ? repository.findBySlug(normalized) : undefined;
    },

    // ---- Public reading

    /** Issue 41: what /t/{code} shows of a tag (a stored code), with a person's card, in the scan's one query. */
    findPublicTag: (storedCode: string) => repository.findPublicTagByCode(storedCode),

    /**
     * The page behind /p/{key}: by current slug, else by profile id (spec: 'also reachable by profile id'),
     * else an old slug (the caller redirects to the current one). Inactive pages are not found.
     */
    async resolvePublic(
      key: string,
    ): Promise<{ kind: 'page'; row: PublicPageRow } | { kind: 'redirect'; slug: string } | null> {
      const slug = key.trim().toLowerCase();
      if (!isSlugShaped(slug)) return null;
      const bySlug = await repository.findPublicBySlug(slug);
      if (bySlug) return bySlug.page.isActive ? { kind: 'page', row: bySlug } : null;
      if (isUuid(slug)) {
        const byProfile = await repository.findByProfileId(slug);
        if (byProfile?.page.isActive) return { kind: 'redirect', slug: byProfile.page.slug };
        return null;
      }
      const current = await repository.currentSlugOf(slug);
      return current ? { kind: 'redirect', slug: current } : null;
    },
  };
}

export type PagesService = ReturnType<typeof createPagesService>;
