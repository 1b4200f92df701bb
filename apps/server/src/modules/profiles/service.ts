import {
  buildPagination,
  CLIENT_TEXTS,
  PROFILE_TEXTS,
  type AccountProfile,
  type CreateProfileRequest,
  type ListProfilesQuery,
  type ListProfilesResponse,
  type UpdateProfileRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor, type ActorRef } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { ClientsService } from '../clients/service.js';
import type { PagesService } from '../pages/service.js';
import type { TagsService } from '../tags/service.js';
import { createProfilesRepository, type AccountProfileRow } from './repository.js';

type ProfilesDeps = {
  db: Database;
  /** MAX_PROFILES_PER_ACCOUNT. */
  maxProfilesPerAccount: number;
  /** Where page links point when the caller gives no base (PUBLIC_URL). */
  publicUrl: string;
  clients: Pick<ClientsService, 'toClient' | 'insertProfile' | 'updateProfile' | 'findProfile'>;
  pages: Pick<PagesService, 'createPageForProfile'>;
  tags: Pick<TagsService, 'moveTagsOfProfile'>;
  /** Removes the stored photo files of deleted profiles (photos service). */
  removeProfileFiles: (profileIds: string[]) => Promise<void>;
};

const profileNotFound = () => notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
const clientNotFound = () => notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');

/**
 * Several profiles per account (issue 14): the owner's and the admin's lists, the limit per account, creating a
 * profile with its page, and deleting a non-primary one (its tags then open the primary). The profile rows and
 * their field rules stay in the clients module; this module owns what having several of them means.
 */
export function createProfilesService(deps: ProfilesDeps) {
  const { db } = deps;
  const repository = createProfilesRepository(db);

  function toAccountProfile(row: AccountProfileRow, base: string): AccountProfile {
    return {
      ...deps.clients.toClient(row),
      isPrimary: row.isPrimary,
      page: row.page
        ? {
            id: row.page.id,
            slug: row.page.slug,
            isActive: row.page.isActive,
            title: row.pageTitle ?? row.name,
            views: row.pageViews,
            publicUrl: `${base}/p/${row.page.slug}`,
          }
        : null,
      tags: row.tags,
    };
  }

  /** The profile an owner names: 404 when missing (or not an id), 403 when it is another account's. */
  async function ownedProfile(id: string, actor: Actor): Promise<AccountProfileRow> {
    const row = isUuid(id) ? await repository.findById(id) : undefined;
    if (!row) throw profileNotFound();
    checkAccess(actor, 'profile.manage', row.userId);
    return row;
  }

  /** The account of a client: the owner of profile {id} (its primary or any other of its profiles). */
  async function accountOfClient(clientId: string): Promise<string> {
    const profile = isUuid(clientId) ? await deps.clients.findProfile(clientId) : undefined;
    if (!profile) throw clientNotFound();
    return profile.userId;
  }

  async function list(userId: string, query: ListProfilesQuery, base: string): Promise<ListProfilesResponse> {
    const { rows, total } = await repository.listOfUser(userId, query);
    return {
      profiles: rows.map((row) => toAccountProfile(row, base)),
      pagination: buildPagination(query.page, query.limit, total),
      maxProfiles: deps.maxProfilesPerAccount,
    };
  }

  /**
   * A new profile of the account and its page, in one transaction. The account's users row is locked before
   * counting, so concurrent creates never pass the limit. The account's first profile is its primary one.
   */
  async function create(userId: string, input: CreateProfileRequest, base: string): Promise<AccountProfile> {
    const id = await db.transaction(async (tx) => {
      const user = await repository.lockUser(userId, tx);
      if (!user) throw clientNotFound();
      const max = deps.maxProfilesPerAccount;
      if ((await repository.countOfUser(userId, tx)) >= max)
        throw conflict(PROFILE_TEXTS.limitReached(max), 'PROFILE_LIMIT');
      const isPrimary = !(await repository.findPrimary(userId, tx));
      const { publicPageSlug, ...fields } = input;
      const profile = await deps.clients.insertProfile(user, fields, tx, isPrimary);
      await deps.pages.createPageForProfile(profile, { slug: publicPageSlug, title: input.name }, tx);
      return profile.id;
    });
    return toAccountProfile((await repository.findById(id))!, base);
  }

  /**
   * Deletes a non-primary profile in one transaction: its tags open the account's primary profile (each with a
   * PROFILE_CHANGED event), then the row goes and its page, old slugs and photo rows with it. The photo files go
   * after the commit.
   */
  async function deleteProfile(id: string, actor: Actor | ActorRef): Promise<void> {
    if (!isUuid(id)) throw profileNotFound();
    await db.transaction(async (tx) => {
      const profile = await repository.lock(id, tx);
      if (!profile) throw profileNotFound();
      checkAccess(accessActorOf(actor), 'profile.manage', profile.userId);
      if (profile.isPrimary) throw conflict(PROFILE_TEXTS.primaryCannotBeDeleted, 'PRIMARY_PROFILE');
      const primary = await repository.findPrimary(profile.userId, tx);
      if (primary) {
        await deps.tags.moveTagsOfProfile(
          { id: profile.id, name: profile.name },
          { id: primary.id, name: primary.name },
          { id: actor.id, name: actor.name },
          tx,
        );
      }
      await repository.delete(id, tx);
    });
    await deps.removeProfileFiles([id]);
  }

  return {
    // ---- The owner (/me/profiles)
    listMine: (userId: string, query: ListProfilesQuery, base = deps.publicUrl) => list(userId, query, base),
    createMine: (userId: string, input: CreateProfileRequest, base = deps.publicUrl) => create(userId, input, base),

    async getProfile(id: string, actor: Actor, base = deps.publicUrl): Promise<AccountProfile> {
      return toAccountProfile(await ownedProfile(id, actor), base);
    },

    async updateProfile(
      id: string,
      input: UpdateProfileRequest,
      actor: Actor,
      base = deps.publicUrl,
    ): Promise<AccountProfile> {
      await ownedProfile(id, actor);
      await db.transaction((tx) => deps.clients.updateProfile(id, input, tx));
      return toAccountProfile((await repository.findById(id))!, base);
    },

    deleteProfile,

    // ---- The admin (/admin/clients/{id}/profiles): the account that owns profile {id}

    async listOfClient(clientId: string, query: ListProfilesQuery, base = deps.publicUrl) {
      return list(await accountOfClient(clientId), query, base);
    },

    async createForClient(clientId: string, input: CreateProfileRequest, base = deps.publicUrl) {
      return create(await accountOfClient(clientId), input, base);
    },
  };
}
