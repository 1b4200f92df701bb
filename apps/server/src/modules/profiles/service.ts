import {
  buildPagination,
  CLIENT_TEXTS,
  DEFAULT_PRIVACY,
  PROFILE_TEXTS,
  TEXTS,
  type AccountProfile,
  type Client,
  type CreateProfileRequest,
  type FullProfile,
  type ListProfilesQuery,
  type ListProfilesResponse,
  type LiftPinLockResponse,
  type ListUnlocksResponse,
  type PinResponse,
  type SetPinRequest,
  type Photo,
  type UpdateProfileRequest,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ProfileRow } from '../../db/tables/profiles.js';
import { checkAccess } from '../../lib/access.js';
import { accessActorOf, type Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { RecordStaffRead } from '../../lib/staff-reads.js';
import type { TagsService } from '../tags/service.js';
import { searchTextOf, valuesOf, visibilityValuesOf, type ProfileFields } from './fields.js';
import { toClient, toFullProfile } from './mappers.js';
import { createPinService } from './pin.js';
import { createProfilesRepository, type AccountProfileRow, type ProfileWithRefs } from './repository.js';
import type { EventBus } from '../../lib/events.js';

export type { ProfileFields } from './fields.js';
export type { PinAttempt, PinVisitor } from './pin.js';
export type { ProfilePageRef, ProfileUser, ProfileWithRefs } from './repository.js';
export { profileWithRefsColumns, toWithRefs } from './repository.js';

type ProfilesDeps = {
  db: Database;
  /** The PIN's notices to the owner (issue 24): the bell and e-mail, on the installation's clock. */
  pin: Omit<Parameters<typeof createPinService>[0], 'db' | 'profiles'>;
  /** MAX_PROFILES_PER_ACCOUNT. */
  maxProfilesPerAccount: number;
  /** Where page links point when the caller gives no base (PUBLIC_URL). */
  publicUrl: string;
  tags: Pick<TagsService, 'moveTagsOfProfile'>;
  /** Signed photo URLs for the owner's and the admin's answers (the photo links' signer). */
  signPhotos: (photos: Photo[]) => Photo[];
  /** The access log (privacy): a staff account was answered profiles' private fields. */
  recordStaffRead: RecordStaffRead;
  /** 'profile.created' (its page is made in the transaction) and 'profiles.deleted' (its photo files go after). */
  events: Pick<EventBus, 'publishInTransaction' | 'publishAfterCommit'>;
};

/** A new profile's page, as the form asked for it. */
export type { NewProfilePage } from '../../lib/events.js';

const profileNotFound = () => notFound(PROFILE_TEXTS.notFound, 'PROFILE_NOT_FOUND');
const clientNotFound = () => notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');

/**
 * Profiles (issues 14 and 22): the one writer of the profiles table. Its field rules, the row reads other domains
 * use (pages, clients, public pages), and what several profiles per account mean: the owner's and the admin's
 * lists, the limit per account, creating a profile with its page, deleting a non-primary one (its tags then open
 * the primary).
 */
export function createProfilesService(deps: ProfilesDeps) {
  const { db } = deps;
  const repository = createProfilesRepository(db);
  const pin = createPinService({ ...deps.pin, db, profiles: repository });
  const changed = async <T>(profileId: string, answer: T): Promise<T> => {
    // Issue 41: after a profile's change is committed (fields, privacy, PIN), before the answer: its pages' copies.
    await deps.events.publishAfterCommit('profile.changed', { profileId });
    return answer;
  };

  /** The API shape of a profile row, photos signed (the admin's and the owner's answers). */
  const toSignedClient = (row: ProfileWithRefs, bracelet?: Parameters<typeof toClient>[1]): Client =>
    toClient(row, bracelet, deps.signPhotos);

  function toAccountProfile(row: AccountProfileRow, base: string): AccountProfile {
    return {
      ...toSignedClient(row),
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

  /** Inserts a profile for a user (privacy toggles all on unless said otherwise); the account's first is its primary. */
  async function insertProfile(
    user: { id: string; email: string },
    fields: ProfileFields & { name: string },
    tx: Database,
    isPrimary = true,
  ): Promise<ProfileRow> {
    const values = { ...valuesOf(fields), ...visibilityValuesOf(fields, null) };
    const row = await repository.insert(
      {
        ...DEFAULT_PRIVACY,
        ...values,
        isPrimary,
        userId: user.id,
        name: fields.name,
        searchText: searchTextOf(fields.name, values.email, user.email),
      },
      tx,
    );
    if (isPrimary) await repository.linkUnlinkedTags(user.id, row.id, tx);
    return row;
  }

  /** Writes profile fields inside the caller's transaction (the search text follows the name and emails). */
  async function updateFields(id: string, fields: ProfileFields, tx: Database): Promise<ProfileRow> {
    const current = await repository.findById(id, tx);
    if (!current) throw clientNotFound();
    const values = { ...valuesOf(fields), ...visibilityValuesOf(fields, current) };
    if (values.name !== undefined || values.email !== undefined) {
      values.searchText = searchTextOf(
        values.name ?? current.name,
        values.email !== undefined ? values.email : current.email,
        current.user.email,
      );
    }
    const row = await repository.update(id, values, tx);
    return row!;
  }

  /** The profile an owner names: 404 when missing (or not an id), 403 when it is another account's. */
  async function ownedProfile(id: string, actor: Actor): Promise<AccountProfileRow> {
    const row = isUuid(id) ? await repository.findAccountProfile(id) : undefined;
    if (!row) throw profileNotFound();
    checkAccess(actor, 'profile.manage', row.userId);
    return row;
  }

  /** The account of a client: the owner of profile {id} (its primary or any other of its profiles). */
  async function accountOfClient(clientId: string): Promise<string> {
    const profile = isUuid(clientId) ? await repository.findById(clientId) : undefined;
    if (!profile) throw clientNotFound();
    return profile.userId;
  }

  async function list(
    userId: string,
    query: ListProfilesQuery,
    base: string,
    reader?: Actor,
  ): Promise<ListProfilesResponse> {
    const { rows, total } = await repository.listOfUser(userId, query);
    if (reader) await deps.recordStaffRead(reader, rows);
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
      const profile = await insertProfile(user, fields, tx, isPrimary);
      await deps.events.publishInTransaction(
        'profile.created',
        { profile, page: { slug: publicPageSlug, title: input.name } },
        tx,
      );
      return profile.id;
    });
    return toAccountProfile((await repository.findAccountProfile(id))!, base);
  }

  /**
   * Deletes a non-primary profile in one transaction: its tags open the account's primary profile (each with a
   * PROFILE_CHANGED event), then the row goes and its page, old slugs and photo rows with it. The photo files go
   * after the commit.
   */
  async function deleteProfile(id: string, actor: Actor): Promise<void> {
    if (!isUuid(id)) throw profileNotFound();
    const gone = await db.transaction(async (tx) => {
      const profile = await repository.lock(id, tx);
      if (!profile) throw profileNotFound();
      checkAccess(accessActorOf(actor), 'profile.manage', profile.userId);
      if (profile.isPrimary) throw conflict(PROFILE_TEXTS.primaryCannotBeDeleted, 'PRIMARY_PROFILE');
      // Read before its tags move and the cascade: the page's public copy goes, the tags' are rebuilt (issue 41).
      const refs = await repository.findAccountProfile(id, tx);
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
      await deps.events.publishInTransaction('profiles.deleted', { profileIds: [id] }, tx);
      return {
        slugs: refs?.page ? [refs.page.slug] : [],
        tagCodes: refs?.tags.map((tag) => tag.code) ?? [],
        primaryProfileId: primary?.id ?? null,
      };
    });
    // After the commit: the subscribers (the photos service, the public copies) remove what the rows pointed at.
    await deps.events.publishAfterCommit('profiles.deleted', { profileIds: [id], gone });
  }

  return {
    /** A change committed elsewhere (the admin's client edit): the listeners run before its answer. */
    profileChanged: (profileId: string) => changed(profileId, undefined),

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
      await db.transaction((tx) => updateFields(id, input, tx));
      return changed(id, toAccountProfile((await repository.findAccountProfile(id))!, base));
    },

    deleteProfile,

    // ---- The PIN (issue 24): the owner's (USER: their own profiles, else 404) and the admin's (any profile)
    async setPin(id: string, body: SetPinRequest, actor: Actor): Promise<PinResponse> {
      await ownedProfile(id, actor);
      return changed(id, await pin.setPin(id, body.pin));
    },
    async removePin(id: string, actor: Actor): Promise<PinResponse> {
      await ownedProfile(id, actor);
      return changed(id, await pin.removePin(id));
    },
    async listUnlocks(id: string, query: { page: number; limit: number }, actor: Actor): Promise<ListUnlocksResponse> {
      await ownedProfile(id, actor);
      return pin.listUnlocks(id, query);
    },
    /** The owner or an admin lifts the PIN's lock (issue 40 item 9): the tries count again from now. */
    async liftPinLock(id: string, actor: Actor): Promise<LiftPinLockResponse> {
      await ownedProfile(id, actor);
      return pin.liftLock(id);
    },
    /** A visitor's try at the PIN on the profile's public page (the public pages call it). */
    tryPin: pin.tryPin,

    // ---- The admin (/admin/clients/{id}/profiles): the account that owns profile {id}

    /** Every listed profile's private fields go to the admin: each is a row of its owner's access log. */
    async listOfClient(clientId: string, query: ListProfilesQuery, reader: Actor, base = deps.publicUrl) {
      return list(await accountOfClient(clientId), query, base, reader);
    },

    /** The new profile goes back to the admin with its private fields: a row of its owner's access log (issue 40). */
    async createForClient(clientId: string, input: CreateProfileRequest, reader: Actor, base = deps.publicUrl) {
      const created = await create(await accountOfClient(clientId), input, base);
      await deps.recordStaffRead(reader, [created]);
      return created;
    },

    // ---- The rows, for other domains (clients, pages, photos, public pages, the demo seed)

    toClient: toSignedClient,
    insertProfile,
    updateFields,
    /** A profile by id, inside the caller's transaction when given. */
    findProfile: (id: string, tx: Database = db): Promise<ProfileWithRefs | undefined> => repository.findById(id, tx),
    /** A user's primary profile (with its page reference); undefined when the user has none. */
    findProfileOfUser: (userId: string, tx: Database = db): Promise<ProfileWithRefs | undefined> =>
      repository.findByUserId(userId, tx),
    /** An account's profiles (id, name, contact e-mail), locked for the caller's transaction (the account's deletion). */
    lockProfilesOfUser: (userId: string, tx: Database) => repository.lockAllOfUser(userId, tx),
    /** Locks the profile row for the rest of the caller's transaction. */
    lockProfile: (id: string, tx: Database): Promise<ProfileRow | undefined> => repository.lock(id, tx),
    /** Every section of a profile, whatever its toggles say (the public view builders apply them). */
    fullProfileOf: (row: ProfileRow): FullProfile => toFullProfile(row),
    /** profiles.photos, rewritten by the photos service inside its transaction on every photo write. */
    writePhotos: (id: string, list: Photo[], tx: Database): Promise<void> => repository.writePhotos(id, list, tx),

    /**
     * The profile's tag: among the tags that open this profile, a B2C one for a person or pet, a B2B one for
     * equipment, else the newest (the same choice as the public page's).
     */
    async braceletOf(profile: Pick<ProfileRow, 'id' | 'kind'>) {
      return (await repository.tagOfProfile(profile.id, profile.kind === 'EQUIPMENT' ? 'B2B' : 'B2C')) ?? null;
    },

    /** The user's profile, created (named after the user, or the name given) when the user has none yet. */
    async ensureProfileForUser(userId: string, name: string | undefined, tx: Database): Promise<ProfileRow> {
      const existing = await repository.findByUserId(userId, tx);
      if (existing) return existing;
      const user = await repository.findUser(userId, tx);
      if (!user) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      return insertProfile(user, { name: name || user.name }, tx);
    },

    /**
     * POST /admin/pages names a client by the list's id: a profile's, or the account's of a client without a profile
     * yet (the clients list's toClientWithoutProfile). For the latter, its primary profile (named after the account)
     * is created here, inside the caller's transaction, and takes the account's tags; undefined when the id is
     * neither.
     */
    async profileForNewPage(clientId: string, tx: Database): Promise<ProfileRow | undefined> {
      const profile = await repository.findById(clientId, tx);
      if (profile) return profile;
      const account = await repository.lockUser(clientId, tx, true);
      if (!account) return undefined;
      return (await repository.findByUserId(account.id, tx)) ?? insertProfile(account, { name: account.name }, tx);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
