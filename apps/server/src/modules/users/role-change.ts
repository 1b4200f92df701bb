import { ROLE_CHANGE_TEXTS, ROLE_LABELS, TEXTS, toSessionRole, type Role, type User } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ActorRef } from '../../lib/actor.js';
import { composeEmail, greetingOf, NOT_YOU } from '../../lib/email-body.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { NewMessage } from '../messages/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UserRow } from '../../db/tables/users.js';
import { toUser } from './mappers.js';

/** What the change needs of the users service (wired in services.ts). */
type RoleChangeUsers = {
  lockIdsOfRole: (role: Role, tx: Database) => Promise<string[]>;
  findById: (id: string, tx?: Database) => Promise<UserRow | undefined>;
  setRole: (id: string, role: Role, tx: Database) => Promise<UserRow>;
};

type RoleChangeDeps = {
  db: Database;
  users: RoleChangeUsers;
  postMessage: (message: NewMessage) => Promise<void>;
  /** The notifications module's one entry (issue 42): the account's notice is queued with the change. */
  queueNotice: NotificationsService['queueNotice'];
  log: FastifyBaseLogger;
  appName: string;
};

const labelOf = (role: Role) => ROLE_LABELS[toSessionRole(role)];

/**
 * PATCH /admin/users/{id} { role } (issue 43, item 6): an admin changes another account's role. Never one's own (a
 * slip would lock the admin out), never the last admin's (checked under a lock of the admins' rows, as the deletion
 * does, so two admins demoting each other at once cannot leave none). Nothing else of the account changes: a client
 * made admin keeps its profiles and tags, and has them again if made USER again. The change is logged, recorded for
 * the admins and told to the account.
 */
export function createRoleChanger(deps: RoleChangeDeps) {
  /** The account's bell (under its new role) and its e-mail, an account-security notice queued in the change's transaction. */
  function tellAccount(
    account: { id: string; email: string; name: string },
    role: Role,
    admin: ActorRef,
    tx: Database,
  ) {
    const body = ROLE_CHANGE_TEXTS.noticeBody(labelOf(role), admin.name);
    const email = composeEmail(`${deps.appName}: ${ROLE_CHANGE_TEXTS.noticeTitle.toLowerCase()}`, [
      greetingOf(account.name),
      body,
      NOT_YOU,
    ]);
    return deps.queueNotice(
      {
        kind: 'account_security',
        toUserId: account.id,
        bell: { toRole: role, toUserId: account.id, title: ROLE_CHANGE_TEXTS.noticeTitle, body },
        email: { to: account.email, ...email },
      },
      tx,
    );
  }

  return async function changeRole(userId: string, role: Role, admin: ActorRef): Promise<User> {
    if (userId === admin.id) throw conflict(ROLE_CHANGE_TEXTS.ownRole, 'OWN_ROLE');
    const change = await deps.db.transaction(async (tx) => {
      const admins = await deps.users.lockIdsOfRole('ADMIN', tx);
      const before = await deps.users.findById(userId, tx);
      if (!before) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      if (before.role === role) return { row: before, from: role };
      if (before.role === 'ADMIN' && admins.length <= 1) throw conflict(ROLE_CHANGE_TEXTS.lastAdmin, 'LAST_ADMIN');
      const row = await deps.users.setRole(userId, role, tx);
      await tellAccount(row, role, admin, tx);
      return { row, from: before.role };
    });
    const { row, from } = change;
    if (from === role) return toUser(row);
    deps.log.info({ adminId: admin.id, userId, from, to: role }, 'role changed by an admin');
    await deps.postMessage({
      toRole: 'ADMIN',
      title: ROLE_CHANGE_TEXTS.recordTitle,
      body: ROLE_CHANGE_TEXTS.record(admin.name, row.email, labelOf(from), labelOf(role)),
    });
    return toUser(row);
  };
}
