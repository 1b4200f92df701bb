import {
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

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isSubscriber: row.isSubscriber,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NewUser = { email: string; password: string; name?: string; role: Role };

export function createUsersService(db: Database) {
  const repository = createUsersRepository(db);

  return {
    repository,

    async listUsers(query: ListUsersQuery): Promise<ListUsersResponse> {
      const { rows, total } = await repository.list(query);
      return { users: rows.map(toUser), pagination: buildPagination(query.page, query.limit, total) };
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
      const passwordHash = await hashPassword(input.password);
      try {
        return await repository.insert({ email, passwordHash, name: input.name?.trim() ?? '', role: input.role }, tx);
      } catch (error) {
        if (pgErrorCode(error) === UNIQUE_VIOLATION) throw conflict(TEXTS.auth.emailTaken, 'EMAIL_TAKEN');
        throw error;
      }
    },

    /** Every password change (a reset, or one an admin makes) goes through here and ends the older sessions. */
    async changePassword(id: string, password: string, tx: Database = db): Promise<void> {
      await repository.setPassword(id, await hashPassword(password), tx);
    },

    /** The ids of the role's accounts, locked for the caller's transaction (two admins deleting themselves at once). */
    lockIdsOfRole: (role: Role, tx: Database): Promise<string[]> => repository.lockIdsOfRole(role, tx),

    /** Deletes an account inside the caller's transaction (modules/privacy's deletion, the one way an account goes). */
    deleteAccount: (id: string, tx: Database): Promise<void> => repository.delete(id, tx),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
