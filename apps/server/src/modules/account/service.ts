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
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import { verifyPassword } from '../../lib/passwords.js';
import { createOpaqueToken, hashOpaqueToken } from '../../lib/tokens.js';
import type { AuthService } from '../auth/service.js';
import type { UsersService } from '../users/service.js';
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
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
  mailer: Mailer;
  users: Pick<UsersService, 'findById' | 'findByEmail' | 'setPasswordKeepingSessions' | 'changeEmail'>;
  auth: Pick<AuthService, 'revokeOtherSessions'>;
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
  const { db, config, mailer, users } = deps;
  const repository = createAccountRepository(db);
  const linkTo = (path: string, token: string) => `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;

  /** A mail the action does not depend on (a notice): a failure is only logged. */
  async function sendNotice(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      deps.log.warn({ err: error, to: message.to, subject: message.subject }, 'account notice email failed');
    }
  }

  /** A mail carrying the only way forward (a link): the caller is told when it could not go. */
  async function sendLink(message: MailMessage): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      deps.log.warn({ err: error, to: message.to, subject: message.subject }, 'account link email failed');
      throw new AppError(503, 'EMAIL_NOT_SENT', ACCOUNT_TEXTS.emailNotSent);
    }
  }

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
    await repository.replaceInvitation(
      { userId: user.id, tokenHash, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) },
      now,
    );
    await sendLink({
      to: user.email,
      ...invitationEmail({
        appName: config.appName,
        name: user.name,
        email: user.email,
        link: linkTo('/convite', token),
      }),
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
      });
      await sendNotice({
        to: user.email,
        ...passwordChangedEmail({
          appName: config.appName,
          name: user.name,
          when: formatDateTime(new Date(), config.timeZone),
        }),
      });
    },

    /**
     * POST /me/email: the link goes to the new address and a notice to the old one; nothing changes until the
     * link is opened. An address in use is a 409 that never says whose.
     */
    async requestEmailChange(userId: string, newEmail: string, currentPassword: string): Promise<{ message: string }> {
      const user = await accountWithPassword(userId, currentPassword);
      if (newEmail === user.email) throw badRequest(ACCOUNT_TEXTS.sameEmail, { field: 'newEmail' }, 'SAME_EMAIL');
      if (await users.findByEmail(newEmail)) throw conflict(ACCOUNT_TEXTS.emailUnavailable, 'EMAIL_TAKEN');
      const { token, tokenHash } = createOpaqueToken();
      const now = new Date();
      await repository.replaceEmailChange(
        { userId: user.id, newEmail, tokenHash, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) },
        now,
      );
      await sendLink({
        to: newEmail,
        ...emailChangeConfirmationEmail({
          appName: config.appName,
          name: user.name,
          link: linkTo('/confirmar-email', token),
        }),
      });
      await sendNotice({
        to: user.email,
        ...emailChangeNoticeEmail({ appName: config.appName, name: user.name, newEmail }),
      });
      return { message: ACCOUNT_TEXTS.emailChangeRequested(newEmail) };
    },

    /** POST /auth/email/confirm: the change happens now, once, within 24 h; an address taken meanwhile is a 409. */
    async confirmEmailChange(token: string): Promise<ConfirmEmailResponse> {
      const email = await db.transaction(async (tx) => {
        const change = await repository.consumeEmailChange(hashOpaqueToken(token), new Date(), tx);
        if (!change) throw badRequest(ACCOUNT_TEXTS.emailChangeTokenInvalid, {}, 'INVALID_EMAIL_TOKEN');
        return (await users.changeEmail(change.userId, change.newEmail, tx)).email;
      });
      return { message: ACCOUNT_TEXTS.emailConfirmed(email), email };
    },

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
