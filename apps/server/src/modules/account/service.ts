import {
  ACCOUNT_TEXTS,
  EMAIL_CHANGE_TTL_HOURS,
  formatDateTime,
  INVITATION_TTL_DAYS,
  TEXTS,
  type AcceptInvitationResponse,
  type ConfirmEmailResponse,
} from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { UserRow } from '../../db/tables/users.js';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { EmailBody } from '../../lib/email-body.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/tokens.js';
import type { AuthService } from '../auth/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  emailInUseEmail,
  invitationEmail,
  passwordChangedEmail,
} from './emails.js';
import { createAccountRepository } from './repository.js';

const HOUR_MS = 60 * 60 * 1000;
const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 24 * HOUR_MS;
const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * HOUR_MS;

type AccountDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'appName' | 'timeZone'>;
  queueNotice: NotificationsService['queueNotice'];
  users: Pick<UsersService, 'findById' | 'findByEmail' | 'setPasswordKeepingSessions' | 'changeEmail'>;
  auth: Pick<AuthService, 'revokeOtherSessions' | 'sessionIsLive'>;
  log: { warn: (obj: object, msg: string) => void };
};

/** The caller as the account routes know it: the account and the session its token opened. */
export type SessionOf = { userId: string; sessionId: string };

const wrongPassword = () =>
  badRequest(ACCOUNT_TEXTS.currentPasswordWrong, { field: 'currentPassword' }, 'WRONG_PASSWORD');

/**
 * One's own account (issue 23): a password change that keeps this session and ends the others, an e-mail change
 * confirmed from the new address, and the admin's invitations (a link to choose a password instead of one typed
 * by the admin).
 */
export function createAccountService(deps: AccountDeps) {
  const { db, config, users } = deps;
  const repository = createAccountRepository(db);
  const linkTo = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  /**
   * Every account mail (a link, a notice of a change) is an account-security notice, queued in the transaction of
   * its change (issue 42): no answer waits on the mail server, and none can be turned off.
   */
  const queueMail = (to: { id: string | null; email: string }, body: EmailBody, tx?: Database) =>
    deps.queueNotice({ kind: 'account_security', toUserId: to.id, email: { to: to.email, ...body } }, tx);

  /** The signed-in account, its current password checked (400 when wrong). */
  async function accountWithPassword(userId: string, currentPassword: string): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, currentPassword))) throw wrongPassword();
    return user;
  }

  /** A new invitation link for the account (older ones end) and its e-mail. */
  async function sendInvitation(user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<void> {
    const { token, tokenHash } = createOpaqueToken();
    const now = new Date();
    await db.transaction(async (tx) => {
      await repository.replaceInvitation(
        { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
        now,
        tx,
      );
      await queueMail(
        user,
        invitationEmail({
          appName: config.appName,
          name: user.name,
          email: user.email,
          link: linkTo('/convite', token),
        }),
        tx,
      );
    });
  }

  return {
    /** POST /me/password: this session stays, every other one ends (on every instance), a notice goes out. */
    async changePassword(session: SessionOf, currentPassword: string, newPassword: string): Promise<void> {
      const user = await accountWithPassword(session.userId, currentPassword);
      if (await verifyPassword(user.passwordHash, newPassword))
        throw badRequest(ACCOUNT_TEXTS.samePassword, { field: 'newPassword' }, 'SAME_PASSWORD');
      await db.transaction(async (tx) => {
        await users.setPasswordKeepingSessions(user.id, newPassword, tx);
        await deps.auth.revokeOtherSessions(user.id, session.sessionId, tx);
        await queueMail(
          user,
          passwordChangedEmail({
            appName: config.appName,
            name: user.name,
            when: formatDateTime(new Date(), config.timeZone),
          }),
          tx,
        );
      });
    },

    /**
     * POST /me/email: the link goes to the new address and a notice to the old one; nothing changes until the
     * link is opened, and only while this session is open. An address in use gets the same answer (no oracle of who
     * has an account): its owner is told by e-mail instead, and no link is made.
     */
    async requestEmailChange(
      session: SessionOf,
      newEmail: string,
      currentPassword: string,
    ): Promise<{ message: string }> {
      const user = await accountWithPassword(session.userId, currentPassword);
      if (newEmail === user.email) throw badRequest(ACCOUNT_TEXTS.sameEmail, { field: 'newEmail' }, 'SAME_EMAIL');
      const holder = await users.findByEmail(newEmail);
      await db.transaction(async (tx) => {
        if (holder) {
          await queueMail(
            holder,
            emailInUseEmail({ appName: config.appName, name: holder.name, email: holder.email }),
            tx,
          );
        } else {
          const { token, tokenHash } = createOpaqueToken();
          const now = new Date();
          await repository.replaceEmailChange(
            {
              userId: user.id,
              sessionId: session.sessionId,
              newEmail,
              tokenHash,
              expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
            },
            now,
            tx,
          );
          await queueMail(
            { id: user.id, email: newEmail },
            emailChangeConfirmationEmail({
              appName: config.appName,
              name: user.name,
              link: linkTo('/confirmar-email', token),
            }),
            tx,
          );
        }
        await queueMail(user, emailChangeNoticeEmail({ appName: config.appName, name: user.name, newEmail }), tx);
      });
      return { message: ACCOUNT_TEXTS.emailChangeRequested(newEmail) };
    },

    /**
     * POST /auth/email/confirm: the change happens now, once, within 24 h, while the session that asked is open (a
     * password change or reset ends it, and 'Sair de todos os outros dispositivos' ends the link itself); an address
     * taken meanwhile is a 409.
     */
    async confirmEmailChange(token: string): Promise<ConfirmEmailResponse> {
      const email = await db.transaction(async (tx) => {
        const change = await repository.consumeEmailChange(hashOpaqueToken(token), new Date(), tx);
        const asked = change?.sessionId && (await deps.auth.sessionIsLive(change.sessionId, change.userId, tx));
        if (!change || !asked) throw badRequest(ACCOUNT_TEXTS.emailChangeTokenInvalid, {}, 'INVALID_EMAIL_TOKEN');
        return (await users.changeEmail(change.userId, change.newEmail, tx)).email;
      });
      return { message: ACCOUNT_TEXTS.emailConfirmed(email), email };
    },

    /** Every unused e-mail change link of the account ends (sessions.ts raises it when the other sessions end). */
    endEmailChanges: (userId: string, tx: Database) => repository.endEmailChanges(userId, new Date(), tx),

    /**
     * A new account created with `invite: true` (clients.createClient, after its transaction): the invitation goes
     * out; a failure is only logged, since the account exists and the admin can resend from the users screen.
     */
    async inviteNewAccount(user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<void> {
      try {
        await sendInvitation(user);
      } catch (error) {
        deps.log.warn({ err: error, userId: user.id }, 'invitation not sent');
      }
    },

    /** POST /admin/users/{id}/invite: a new link (the old one stops working); 409 once the account has a password. */
    async resendInvitation(userId: string): Promise<{ message: string }> {
      const user = await users.findById(userId);
      if (!user) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      if (!user.invitePending) throw conflict(ACCOUNT_TEXTS.invitationAlreadyAccepted, 'INVITATION_ACCEPTED');
      await sendInvitation(user);
      return { message: ACCOUNT_TEXTS.invitationSent };
    },

    /**
     * POST /auth/invite/check (issue 43): /convite says at once that a link is used, expired or unknown, as
     * /confirmar-email does, instead of after the password is typed. Uses nothing; answers the account's e-mail.
     */
    async checkInvitation(token: string): Promise<{ email: string }> {
      const userId = await repository.findValidInvitation(hashOpaqueToken(token), new Date());
      const user = userId ? await users.findById(userId) : undefined;
      if (!user?.invitePending) throw badRequest(ACCOUNT_TEXTS.invitationInvalid, {}, 'INVALID_INVITATION');
      return { email: user.email };
    },

    /**
     * POST /auth/invite/accept: the password is set and the account can sign in; the link works once, for 7 days,
     * and not after a password was set another way (a reset).
     */
    async acceptInvitation(token: string, password: string): Promise<AcceptInvitationResponse> {
      const email = await db.transaction(async (tx) => {
        const userId = await repository.consumeInvitation(hashOpaqueToken(token), new Date(), tx);
        const user = userId ? await users.findById(userId, tx) : undefined;
        if (!user?.invitePending) throw badRequest(ACCOUNT_TEXTS.invitationInvalid, {}, 'INVALID_INVITATION');
        await users.setPasswordKeepingSessions(user.id, password, tx);
        return user.email;
      });
      return { message: ACCOUNT_TEXTS.invitationAccepted, email };
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type AccountService = ReturnType<typeof createAccountService>;
