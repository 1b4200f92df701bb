import type { AdminMessage, Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createMessagesRepository, type NewMessage } from './repository.js';

export type { NewMessage } from './repository.js';

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
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
