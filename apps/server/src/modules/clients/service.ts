import { eq } from 'drizzle-orm';
import {
  buildPagination,
  CLIENT_TEXTS,
  DEFAULT_PRIVACY,
  TEXTS,
  type Client,
  type ClientStats,
  type CreateClientRequest,
  type FullProfile,
  type Photo,
  type ListClientsQuery,
  type ListClientsResponse,
  type UpdateClientRequest,
  type User,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { TagsService } from '../tags/service.js';
import { users as usersTable } from '../../db/tables/users.js';
import { toUser, type UsersService } from '../users/service.js';
import {
  cleanProfileMeta,
  hasMedicalInfo,
  searchTextOf,
  toClient as toClientOf,
  toClientWithoutProfile,
  toFullProfile,
} from './mappers.js';
import { createClientsRepository, type ProfileWithRefs } from './repository.js';
import type { NewProfileRow, ProfileRow } from '../../db/tables/profiles.js';

export type { ProfileWithRefs } from './repository.js';

/** What the clients service needs of the profiles service (built after it: see services.ts). */
type ProfileDeleter = {
  deleteProfile: (id: string, actor: { id: string; name: string }) => Promise<void>;
};

/** What the clients service needs of the pages service (built after it: see services.ts). */
export type PageCreator = {
  createPageForProfile: (
    profile: ProfileRow,
    input: { slug?: string; title: string },
    tx: Database,
  ) => Promise<unknown>;
};

type ClientsDeps = {
  db: Database;
  users: Pick<UsersService, 'createUser'>;
  tags: Pick<TagsService, 'releaseTagsOfUser'>;
  pages: () => PageCreator;
  /** A non-primary profile's deletion (tags moved to the primary): the profiles service's rule. */
  profiles: () => ProfileDeleter;
  /** Signed photo URLs for the admin's client answers (photos service). */
  signPhotos: (photos: Photo[]) => Photo[];
  /** Removes the stored photo files of deleted profiles (photos service). */
  removeProfileFiles: (profileIds: string[]) => Promise<void>;
};

/** Profile fields any write may carry; undefined = leave as it is. */
export type ProfileFields = Partial<Omit<UpdateClientRequest, 'meta'>> & { meta?: Record<string, unknown> };

/** The columns a set of profile fields writes (with the derived has_medical_info). */
function valuesOf(fields: ProfileFields): Partial<NewProfileRow> {
  const values: Partial<NewProfileRow> = {};
  if (fields.name !== undefined) values.name = fields.name;
  if (fields.email !== undefined) values.email = fields.email || null;
  if (fields.phone !== undefined) values.phone = fields.phone || null;
  if (fields.dateOfBirth !== undefined) values.dateOfBirth = fields.dateOfBirth;
  if (fields.kind !== undefined) values.kind = fields.kind;
  if (fields.notes !== undefined) values.notes = fields.notes || null;
  if (fields.emergencyContacts !== undefined) values.emergencyContacts = fields.emergencyContacts;
  if (fields.medicalInfo !== undefined) {
    values.medicalInfo = fields.medicalInfo;
    values.hasMedicalInfo = hasMedicalInfo(fields.medicalInfo);
  }
  if (fields.address !== undefined) values.address = fields.address;
  if (fields.petInfo !== undefined) values.petInfo = fields.petInfo;
  if (fields.equipmentInfo !== undefined) values.equipmentInfo = fields.equipmentInfo;
  if (fields.meta !== undefined) values.meta = cleanProfileMeta(fields.meta);
  for (const toggle of [
    'isNamePublic',
    'isContactsPublic',
    'isMedicalInfoPublic',
    'isPhotosPublic',
    'isNotesPublic',
  ] as const) {
    if (fields[toggle] !== undefined) values[toggle] = fields[toggle];
  }
  return values;
}

export function createClientsService(deps: ClientsDeps) {
  const { db } = deps;
  const repository = createClientsRepository(db);
  const toClient = (row: ProfileWithRefs, bracelet?: Parameters<typeof toClientOf>[1]) =>
    toClientOf(row, bracelet, deps.signPhotos);

  async function requireProfile(id: string, tx: Database = db): Promise<ProfileWithRefs> {
    const row = await repository.findById(id, tx);
    if (!row) throw notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
    return row;
  }

  /**
   * The profile's tag: among the tags that open this profile, a B2C one for a person or pet, a B2B one for
   * equipment, else the newest (the same choice as the public page's).
   */
  async function braceletOf(profile: Pick<ProfileRow, 'id' | 'kind'>) {
    return (await repository.tagOfProfile(profile.id, profile.kind === 'EQUIPMENT' ? 'B2B' : 'B2C')) ?? null;
  }

  /** Inserts a profile for a user (privacy toggles all on unless said otherwise); the account's first is its primary. */
  async function insertProfile(
    user: { id: string; email: string },
    fields: ProfileFields & { name: string },
    tx: Database,
    isPrimary = true,
  ): Promise<ProfileRow> {
    const values = valuesOf(fields);
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

  async function updateProfile(id: string, fields: ProfileFields, tx: Database): Promise<ProfileRow> {
    const current = await repository.findById(id, tx);
    if (!current) throw notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
    const values = valuesOf(fields);
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

  /** The list's id of a client without a profile is its account's: its tags are freed and the account goes. */
  async function deleteClientWithoutProfile(accountId: string, actor: { id: string }): Promise<void> {
    await db.transaction(async (tx) => {
      const account = await repository.lockClientAccount(accountId, tx);
      if (!account || (await repository.findByUserId(accountId, tx)))
        throw notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
      if (account.id === actor.id) throw conflict(CLIENT_TEXTS.deleteSelf, 'CANNOT_DELETE_SELF');
      await deps.tags.releaseTagsOfUser(account.id, tx, 'Desatribuída com a remoção do cliente.');
      await tx.delete(usersTable).where(eq(usersTable.id, account.id));
    });
  }

  return {
    braceletOf,
    /** The API shape of a profile row, photos signed (the admin's and the owner's answers). */
    toClient: (row: ProfileWithRefs): Client => toClient(row),
    /** A profile of an account inside the caller's transaction (the profiles service's creates). */
    insertProfile,

    // ---- For other domains (pages, public pages, the demo seed)

    /** A profile by id, inside the caller's transaction when given. */
    findProfile: (id: string, tx: Database = db): Promise<ProfileWithRefs | undefined> => repository.findById(id, tx),
    /** A user's profile (with its page reference); undefined when the user has none. */
    findProfileOfUser: (userId: string, tx: Database = db): Promise<ProfileWithRefs | undefined> =>
      repository.findByUserId(userId, tx),
    /** Every section of a profile, whatever its toggles say (the public view builders apply them). */
    fullProfileOf: (row: ProfileRow): FullProfile => toFullProfile(row),

    async listClients(query: ListClientsQuery): Promise<ListClientsResponse> {
      const { rows, total } = await repository.list(query);
      return {
        clients: rows.map((row) =>
          row.profile ? toClient(row.profile) : toClientWithoutProfile(row.user, row.accountCreatedAt),
        ),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    async getClient(id: string): Promise<Client> {
      const row = await requireProfile(id);
      const bracelet = await braceletOf(row);
      return toClient(
        row,
        bracelet && { id: bracelet.id, code: bracelet.code, status: bracelet.status, type: bracelet.type },
      );
    },

    stats: (): Promise<ClientStats> => repository.stats(),

    /**
     * POST /admin/users with a profile: the account, its profile and its public page in one transaction
     * (spec section 7 and docs/ARCHITECTURE.md). A taken email is 409; a given slug that is taken is 409; without a
     * slug one is made from the name (numbered when taken). Only ADMIN and TECHNICIAN accounts created
     * without a profile get none; a technician never has one (docs/ARCHITECTURE.md: no public page or tags of their own).
     */
    async createClient(input: CreateClientRequest): Promise<{ user: User; profile: Client | null }> {
      if (input.role === 'TECHNICIAN' && input.profile)
        throw badRequest(TEXTS.users.technicianNoProfile, { field: 'profile' });
      const name = input.profile?.name || input.name;
      const created = await db.transaction(async (tx) => {
        const user = await deps.users.createUser(
          { email: input.email, password: input.password, name, role: input.role },
          tx,
        );
        if (input.role !== 'USER' && !input.profile) return { user, profileId: null };
        const { publicPageSlug, name: _name, ...fields } = input.profile ?? {};
        const profile = await insertProfile(user, { ...fields, name }, tx);
        await deps.pages().createPageForProfile(profile, { slug: publicPageSlug, title: name }, tx);
        return { user, profileId: profile.id };
      });
      const profile = created.profileId ? toClient(await requireProfile(created.profileId)) : null;
      return { user: toUser(created.user), profile };
    },

    /** PATCH /admin/clients/{id}: profile fields only (the page's own fields go through the pages routes). */
    async updateClient(id: string, input: UpdateClientRequest): Promise<Client> {
      await db.transaction((tx) => updateProfile(id, input, tx));
      return toClient(await requireProfile(id));
    },

    updateProfile,

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
     * yet (toClientWithoutProfile). For the latter, its primary profile (named after the account) is created here,
     * inside the caller's transaction, and takes the account's tags; undefined when the id is neither.
     */
    async profileForNewPage(clientId: string, tx: Database): Promise<ProfileRow | undefined> {
      const profile = await repository.findById(clientId, tx);
      if (profile) return profile;
      const account = await repository.lockClientAccount(clientId, tx);
      if (!account) return undefined;
      return (await repository.findByUserId(account.id, tx)) ?? insertProfile(account, { name: account.name }, tx);
    },

    /**
     * DELETE /admin/clients/{id} of a primary profile (the client): in one transaction, frees the client's tags
     * (each with an UNASSIGNED event) and deletes the client's account, which takes its profiles, photos, pages, old
     * slugs and view records with it (foreign keys on delete cascade). An admin cannot delete their own account.
     * Of any other profile: only that profile goes, as when its owner deletes it (its tags open the primary). The id
     * of a client without a profile (the account's) deletes that account the same way.
     */
    async deleteClient(id: string, actor: { id: string; name: string }): Promise<void> {
      const found = await repository.findById(id);
      if (!found) return deleteClientWithoutProfile(id, actor);
      // A profile never changes from secondary to primary, so this read needs no lock.
      if (!found.isPrimary) return deps.profiles().deleteProfile(id, actor);
      await db.transaction(async (tx) => {
        const profile = await repository.lock(id, tx);
        if (!profile) throw notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');
        if (profile.userId === actor.id) throw conflict(CLIENT_TEXTS.deleteSelf, 'CANNOT_DELETE_SELF');
        await deps.tags.releaseTagsOfUser(profile.userId, tx, 'Desatribuída com a remoção do cliente.');
        await tx.delete(usersTable).where(eq(usersTable.id, profile.userId));
      });
      // After the commit: the photo rows went with the profile, their files go now.
      await deps.removeProfileFiles([id]);
    },
  };
}

export type ClientsService = ReturnType<typeof createClientsService>;
