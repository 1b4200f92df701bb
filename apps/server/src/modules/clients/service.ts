import {
  buildPagination,
  CLIENT_TEXTS,
  TEXTS,
  type Client,
  type ClientStats,
  type CreateClientRequest,
  type ListClientsQuery,
  type ListClientsResponse,
  type UpdateClientRequest,
  type User,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { Actor, ActorRef } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { RecordStaffRead } from '../../lib/staff-reads.js';
import type { PagesService } from '../pages/service.js';
import type { ProfilesService } from '../profiles/service.js';
import { toUser, type UsersService } from '../users/service.js';
import { toClientListItem, toClientWithoutProfile } from './mappers.js';
import { createClientsRepository } from './repository.js';

type ClientsDeps = {
  db: Database;
  users: Pick<UsersService, 'createUser'>;
  /** The profile rows (the one writer of the profiles table) and a non-primary profile's deletion. */
  profiles: Pick<
    ProfilesService,
    | 'toClient'
    | 'braceletOf'
    | 'insertProfile'
    | 'updateFields'
    | 'profileChanged'
    | 'findProfile'
    | 'findProfileOfUser'
    | 'deleteProfile'
  >;
  pages: Pick<PagesService, 'createPageForProfile'>;
  /** E-mails the invitation of an account created with `invite: true` (account service; failures only logged). */
  inviteNewAccount: (user: { id: string; email: string; name: string }) => Promise<void>;
  /** The access log (privacy): a staff account was answered a profile's private fields. */
  recordStaffRead: RecordStaffRead;
  /** The one deletion of an account (modules/privacy: rows, files, the e-mail), built after this service. */
  deleteAccount: () => (userId: string, request: { by: 'admin'; actor: ActorRef }) => Promise<void>;
};

const clientNotFound = () => notFound(CLIENT_TEXTS.notFound, 'CLIENT_NOT_FOUND');

/**
 * The admin's clients (issue 22): a thin view over the accounts with role USER and their primary profiles. The
 * profile rows and their rules are the profiles service's; this one lists, counts, creates an account with its
 * profile and page, and deletes a client's account.
 */
export function createClientsService(deps: ClientsDeps) {
  const { db, profiles } = deps;
  const repository = createClientsRepository(db);

  async function requireProfile(id: string) {
    const row = await profiles.findProfile(id);
    if (!row) throw clientNotFound();
    return row;
  }

  /**
   * A client answer after a write: every private field of the profile goes back to the admin, so it is a row of the
   * owner's access log like GET /admin/clients/{id} (issue 40); an internal caller (no reader: the demo) reads none.
   */
  async function clientAnswer(id: string, reader: Actor | undefined): Promise<Client> {
    const row = await requireProfile(id);
    if (reader) await deps.recordStaffRead(reader, [row]);
    return profiles.toClient(row);
  }

  /** The list's id of a client without a profile is its account's: that account goes. */
  async function deleteClientWithoutProfile(accountId: string, actor: ActorRef): Promise<void> {
    const account = await db.transaction((tx) => repository.lockClientAccount(accountId, tx));
    if (!account || (await profiles.findProfileOfUser(accountId))) throw clientNotFound();
    await deps.deleteAccount()(account.id, { by: 'admin', actor });
  }

  return {
    async listClients(query: ListClientsQuery): Promise<ListClientsResponse> {
      const { rows, total } = await repository.list(query);
      return {
        clients: rows.map((row) =>
          toClientListItem(
            row.profile ? profiles.toClient(row.profile) : toClientWithoutProfile(row.user, row.accountCreatedAt),
          ),
        ),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /** GET /admin/clients/{id}: every private field of the profile goes to the admin, a row of its access log. */
    async getClient(id: string, reader: Actor): Promise<Client> {
      const row = await requireProfile(id);
      await deps.recordStaffRead(reader, [row]);
      const bracelet = await profiles.braceletOf(row);
      return profiles.toClient(
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
    async createClient(input: CreateClientRequest, reader?: Actor): Promise<{ user: User; profile: Client | null }> {
      if (input.role === 'TECHNICIAN' && input.profile)
        throw badRequest(TEXTS.users.technicianNoProfile, { field: 'profile' });
      const name = input.profile?.name || input.name;
      const created = await db.transaction(async (tx) => {
        const user = await deps.users.createUser(
          // With `invite: true` no password: the account waits for its invitation (issue 23).
          { email: input.email, password: input.invite ? null : (input.password ?? null), name, role: input.role },
          tx,
        );
        if (input.role !== 'USER' && !input.profile) return { user, profileId: null };
        const { publicPageSlug, name: _name, ...fields } = input.profile ?? {};
        const profile = await profiles.insertProfile(user, { ...fields, name }, tx);
        await deps.pages.createPageForProfile(profile, { slug: publicPageSlug, title: name }, tx);
        return { user, profileId: profile.id };
      });
      if (created.user.invitePending) await deps.inviteNewAccount(created.user);
      const profile = created.profileId ? await clientAnswer(created.profileId, reader) : null;
      return { user: toUser(created.user), profile };
    },

    /** PATCH /admin/clients/{id}: profile fields only (the page's own fields go through the pages routes). */
    async updateClient(id: string, input: UpdateClientRequest, reader?: Actor): Promise<Client> {
      await db.transaction((tx) => profiles.updateFields(id, input, tx));
      await profiles.profileChanged(id);
      return clientAnswer(id, reader);
    },

    /**
     * DELETE /admin/clients/{id} of a primary profile (the client): the client's account goes, the one way an account
     * goes (modules/privacy: its tags freed with their status, its profiles, pages, photos and their files, messages,
     * sessions; a confirmation e-mail). An admin cannot delete their own account here. Of any other profile: only that
     * profile goes, as when its owner deletes it (its tags open the primary). The id of a client without a profile
     * (the account's) deletes that account the same way.
     */
    async deleteClient(id: string, actor: Actor): Promise<void> {
      const found = await profiles.findProfile(id);
      if (!found) return deleteClientWithoutProfile(id, actor);
      if (!found.isPrimary) return profiles.deleteProfile(id, actor);
      await deps.deleteAccount()(found.userId, { by: 'admin', actor });
    },
  };
}
