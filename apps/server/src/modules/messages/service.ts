import type { AdminMessage, Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createMessagesRepository } from './repository.js';

export function createMessagesService(db: Database) {
  const repository = createMessagesRepository(db);
  return {
    /** Written by the server on system events; admins poll them (GET /admin/messages). */
    async postMessage(message: { toRole: Role; title: string; body: string }): Promise<void> {
      await repository.insert(message);
    },
    async listMessages(toRole: Role, since?: string): Promise<AdminMessage[]> {
      const rows = await repository.list(toRole, since ? new Date(since) : undefined);
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
