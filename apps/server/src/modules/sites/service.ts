import {
  buildPagination,
  SITE_TEXTS,
  TAG_TEXTS,
  type CreateSiteRequest,
  type ListSitesQuery,
  type ListSitesResponse,
  type Site,
  type Tag,
  type TagPlacementRequest,
  type UpdateSiteRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import type { TagsService } from '../tags/service.js';
import type { UsersService } from '../users/service.js';
import { createSitesRepository, type SiteEquipmentRow, type SiteWithClient } from './repository.js';

export type { SiteEquipmentRow } from './repository.js';

type SitesDeps = {
  db: Database;
  /** The client is a USER account. */
  users: Pick<UsersService, 'findById'>;
  /** The tag answered after its placement (with its owner, profile and site). */
  tags: Pick<TagsService, 'getTag'>;
  /** 'tag.changed' after a placement, a site's rename or deletion: the tags' public pages show the site's name. */
  events: Pick<EventBus, 'publishAfterCommit'>;
};

const siteNotFound = () => notFound(SITE_TEXTS.notFound, 'SITE_NOT_FOUND');
const tagNotFound = () => notFound(TAG_TEXTS.notFound, 'TAG_NOT_FOUND');

const toSite = (row: SiteWithClient): Site => ({
  id: row.id,
  userId: row.userId,
  clientName: row.clientName,
  clientEmail: row.clientEmail,
  name: row.name,
  address: row.address,
  cnpj: row.cnpj,
  equipmentCount: row.equipmentCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Sites (issue 44 item 1): a client's buildings and the placement of its equipment tags in them. Admins only (the
 * routes' guard). A site belongs to one client account (a USER); a tag may be placed only in a site of its owner.
 */
export function createSitesService(deps: SitesDeps) {
  const { db } = deps;
  const repository = createSitesRepository(db);

  async function requireSite(id: string, tx: Database = db) {
    const row = await repository.find(id, tx);
    if (!row) throw siteNotFound();
    return row;
  }

  const announce = async (tags: Array<{ code: string; profileId: string | null }>) => {
    for (const tag of tags) await deps.events.publishAfterCommit('tag.changed', tag);
  };

  return {
    async listSites(query: ListSitesQuery): Promise<ListSitesResponse> {
      const { rows, total } = await repository.list({ userId: query.userId, search: query.search }, query);
      return { items: rows.map(toSite), pagination: buildPagination(query.page, query.limit, total) };
    },

    getSite: async (id: string): Promise<Site> => toSite(await requireSite(id)),

    async createSite(input: CreateSiteRequest): Promise<Site> {
      const client = await deps.users.findById(input.userId);
      if (!client || client.role !== 'USER') throw badRequest(SITE_TEXTS.clientNotFound, { field: 'userId' });
      const row = await repository.insert({
        userId: input.userId,
        name: input.name,
        address: input.address,
        cnpj: input.cnpj ?? null,
      });
      return toSite(await requireSite(row.id));
    },

    async updateSite(id: string, input: UpdateSiteRequest): Promise<Site> {
      const before = await requireSite(id);
      const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      if (Object.keys(changes).length > 0 && !(await repository.update(id, changes))) throw siteNotFound();
      if (input.name !== undefined && input.name !== before.name)
        await announce((await repository.equipmentOfSite(id)).map(({ code, profileId }) => ({ code, profileId })));
      return toSite(await requireSite(id));
    },

    /** The site goes; its tags stay where they are, without a site (their place is kept). */
    async deleteSite(id: string): Promise<void> {
      const gone = await repository.delete(id);
      if (!gone) throw siteNotFound();
      await announce(gone.codes.map((code, index) => ({ code, profileId: gone.profileIds[index] ?? null })));
    },

    /**
     * PATCH /admin/bracelets/{id}: an equipment tag's site (one of its owner's sites; null takes it out) and place.
     * A B2C tag has no site, a tag without an owner none yet; another client's site is a 400 naming the field.
     */
    async placeTag(tagId: string, input: TagPlacementRequest): Promise<Tag> {
      const changed = await db.transaction(async (tx) => {
        const tag = await repository.lockTag(tagId, tx);
        if (!tag) throw tagNotFound();
        if (input.siteId) {
          if (tag.type !== 'B2B') throw badRequest(SITE_TEXTS.onlyEquipment, { field: 'siteId' });
          if (!tag.assignedUserId) throw badRequest(SITE_TEXTS.tagWithoutOwner, { field: 'siteId' });
          const site = await repository.find(input.siteId, tx);
          if (!site) throw badRequest(SITE_TEXTS.notFound, { field: 'siteId' }, 'SITE_NOT_FOUND');
          if (site.userId !== tag.assignedUserId)
            throw badRequest(SITE_TEXTS.siteOfAnotherClient, { field: 'siteId' }, 'SITE_OF_ANOTHER_CLIENT');
        }
        const values = Object.fromEntries(
          Object.entries({ siteId: input.siteId, place: input.place }).filter(([, value]) => value !== undefined),
        );
        if (Object.keys(values).length === 0) return null;
        await repository.placeTag(tagId, values, tx);
        return { code: tag.code, profileId: tag.profileId };
      });
      if (changed) await announce([changed]);
      return deps.tags.getTag(tagId);
    },

    /** The site's name for an equipment's public page (its address and CNPJ never are public). */
    nameOf: (siteId: string) => repository.nameOf(siteId),

    /** Every equipment tag of a site, by place then code: what a per-site document (the AVCB report) lists. */
    async equipmentOfSite(siteId: string): Promise<{ site: Site; equipment: SiteEquipmentRow[] }> {
      const site = toSite(await requireSite(siteId));
      return { site, equipment: await repository.equipmentOfSite(siteId) };
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type SitesService = ReturnType<typeof createSitesService>;
