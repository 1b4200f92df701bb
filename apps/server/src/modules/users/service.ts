import { randomBytes } from 'node:crypto';
import {
  ACCOUNT_TEXTS,
  buildPagination,
  TEXTS,
  type ListUsersQuery,
  type ListUsersResponse,
  type Role,
  type User,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/sql.js';
import { createUsersRepository } from './repository.js';
import type { UserRow } from '../../db/tables/users.js';

import { toUser } from './mappers.js';

export { toUser };

/** `password: null`: an invited account (issue 23), unable to sign in until the invitation sets its password. */
export type NewUser = { email: string; password: string | null; name?: string; role: Role };

export function createUsersService(db: Database) {
  const repository = createUsersRepository(db);

  return {
    repository,

    async listUsers(query: ListUsersQuery): Promise<ListUsersResponse> {
      const { rows, total } = await repository.list(query);
      return {
        users: rows.map((row) => ({ ...toUser(row), twoFactorEnabled: row.twoFactorEnabled })),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    async getUser(id: string): Promise<User> {
      const row = await repository.findById(id);
      if (!row) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      return toUser(row);
    },

    findById: (id: string, tx: Database = db) => repository.findById(id, tx),
    findByEmail: (email: string) => repository.findByEmail(email),

    async setSubscriber(id: string, isSubscriber: boolean): Promise<User> {
      const row = await repository.update(id, { isSubscriber });
      if (!row) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      return toUser(row);
    },

    /** Creates an account; a taken email is a 409 (also when two requests race for it). */
    async createUser(input: NewUser, tx: Database = db): Promise<UserRow> {
      const email = input.email.trim().toLowerCase();
      const invitePending = input.password === null;
      // An invited account's hash is of a random secret nobody is told: no password signs it in.
      const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
      try {
        return await repository.insert(
          { email, passwordHash, invitePending, name: input.name?.trim() ?? '', role: input.role },
          tx,
        );
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(TEXTS.auth.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    /** A reset (or an admin's change): the new password ends every older session (cf. setPasswordKeepingSessions). */
    async changePassword(id: string, password: string, tx: Database = db): Promise<void> {
      await repository.setPassword(id, await hashPassword(password), tx);
    },

    /**
     * One's own password change or an accepted invitation (issue 23): the new password without ending the sessions
     * (the caller ends the others itself, `auth.revokeOtherSessions`, and keeps its own).
     */
    async setPasswordKeepingSessions(id: string, password: string, tx: Database = db): Promise<void> {
      await repository.setPassword(id, await hashPassword(password), tx, { endSessions: false });
    },

    /** A confirmed e-mail change (issue 23); an address taken meanwhile is a 409 that does not say whose. */
    async changeEmail(id: string, email: string, tx: Database = db): Promise<UserRow> {
      try {
        const row = await repository.setEmail(id, email.trim().toLowerCase(), tx);
        if (!row) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
        return row;
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(ACCOUNT_TEXTS.emailUnavailable, 'EMAIL_TAKEN');
        throw error;
      }
    },

    /** A new role (the admin's role change, role-change.ts, inside its transaction). */
    async setRole(id: string, role: Role, tx: Database): Promise<UserRow> {
      const row = await repository.update(id, { role }, tx);
      if (!row) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      return row;
    },

    /** The ids of the role's accounts, locked for the caller's transaction (two admins deleting themselves at once). */
    lockIdsOfRole: (role: Role, tx: Database): Promise<string[]> => repository.lockIdsOfRole(role, tx),

    /** Deletes an account inside the caller's transaction (modules/privacy's deletion, the one way an account goes). */
    deleteAccount: (id: string, tx: Database): Promise<void> => repository.delete(id, tx),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
