import type { User } from '@portal/shared';
import type { UserRow } from '../../db/tables/users.js';

/** An account as the API answers it (never its password hash or session version). */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isSubscriber: row.isSubscriber,
    invitePending: row.invitePending,
    createdAt: row.createdAt.toISOString(),
  };
}
