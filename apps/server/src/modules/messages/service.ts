import type { AdminMessage, Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createMessagesRepository, type NewMessage } from './repository.js';

export type { NewMessage } from './repository.js';

const toAdminMessage = (row: { id: string; title: string; body: string; createdAt: Date }): AdminMessage => ({
  id: row.id,
  title: row.title,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export function createMessagesService(db: Database) {
  const repository = createMessagesRepository(db);
  return {
    /**
     * Written by the server on system events; admins poll them (GET /admin/messages), technicians theirs
     * (GET /tecnico/messages). With `toUserId` only that account sees it (a technician's reminder digest).
     * `tx`: inside the caller's transaction (the reminder job writes its run and its messages together).
     */
    async postMessage(message: NewMessage, tx?: Database): Promise<void> {
      await repository.insert(message, tx);
    },
    /** The role's messages for everyone plus, with `userId`, that account's own; newest first. */
    async listMessages(toRole: Role, since?: string, userId?: string): Promise<AdminMessage[]> {
      const rows = await repository.list(toRole, since ? new Date(since) : undefined, userId);
      return rows.map(toAdminMessage);
    },
    /**
     * GET /me/messages: a user's own messages only (a finder's message, a scan alert of a lost tag), never another
     * account's nor a role-wide one; newest first.
     */
    async listOwnMessages(userId: string, since?: string): Promise<AdminMessage[]> {
      return (await repository.listOwn('USER', userId, since ? new Date(since) : undefined)).map(toAdminMessage);
    },
    /** Every message addressed to this account alone, oldest first (its LGPD export). */
    async addressedTo(userId: string): Promise<AdminMessage[]> {
      return (await repository.allAddressedTo(userId)).map(toAdminMessage);
    },
    /**
     * A deleted account's e-mail and names leave the role-wide messages ('Novo cadastro: x criou uma conta.'),
     * inside the deletion's transaction; its own messages go with the account (on delete cascade).
     */
    forgetPerson: (terms: string[], replacement: string, tx: Database): Promise<void> =>
      repository.replaceInTexts(terms, replacement, tx),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
