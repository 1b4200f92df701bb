import { setImmediate } from 'node:timers/promises';
import { TEXTS, type LoginResponse, type RegisterRequest } from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { createOpaqueToken, hashOpaqueToken, type TokenSigner } from '../../lib/tokens.js';
import type { MessagesService } from '../messages/service.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import { createAuthRepository } from './repository.js';
import { passwordResetEmail } from './emails.js';
import type { SessionsService, SignInClient } from './sessions.js';
import type { TwoFactorService } from './two-factor.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type AuthDeps = {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'appName' | 'allowSignup'>;
  tokens: TokenSigner;
  queueNotice: NotificationsService['queueNotice'];
  users: UsersService;
  messages: MessagesService;
  sessions: SessionsService;
  twoFactor: TwoFactorService;
  log: { warn: (obj: object, msg: string) => void };
};

export function createAuthService(deps: AuthDeps) {
  const repository = createAuthRepository(deps.db);
  // Verifying against a real hash for unknown emails keeps both answers equally slow.
  const dummyHash = hashPassword('portal-nfc-timing-equaliser');
  // Reset emails in flight, sent after the answer; closing the app waits for them.
  const deliveries = new Set<Promise<void>>();

  /**
   * Stores a reset token and queues its link in the same transaction (the outbox sends it); a failure is only logged
   * (spec section 4).
   */
  async function deliverResetLink(user: { id: string; email: string; name: string }): Promise<void> {
    try {
      const { token, tokenHash } = createOpaqueToken();
      const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await deps.db.transaction(async (tx) => {
        await repository.insertResetToken(
          { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) },
          tx,
        );
        await deps.queueNotice(
          {
            kind: 'account_security',
            toUserId: user.id,
            email: { to: user.email, ...passwordResetEmail({ appName: deps.config.appName, name: user.name, link }) },
          },
          tx,
        );
      });
    } catch (error) {
      deps.log.warn({ err: error, to: user.email }, 'password reset email failed');
    }
  }

  function assertSignupAllowed(): void {
    if (!deps.config.allowSignup) throw forbidden(TEXTS.auth.signupDisabled, 'SIGNUP_DISABLED');
  }

  return {
    /**
     * The password, then (with 2FA on) the second step; a session row per sign-in. REQUIRE_ADMIN_2FA and an admin
     * without 2FA: the token opens only the 2FA setup (twoFactorSetupRequired), plugins/auth.ts refuses the rest.
     */
    async login(
      email: string,
      password: string,
      options: { totp?: string; recoveryCode?: string; client?: SignInClient } = {},
    ): Promise<LoginResponse> {
      const user = await deps.users.findByEmail(email.trim());
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
      if (!user || !valid) throw unauthorized(TEXTS.auth.invalidCredentials, 'INVALID_CREDENTIALS');
      await deps.twoFactor.checkLogin(user.id, options);
      const twoFactorSetupRequired = await deps.twoFactor.setupRequired(user.id, user.role);
      const client = options.client ?? { ip: '', userAgent: undefined };
      const sid = await deps.sessions.open(user.id, client, { twoFactorSetupRequired });
      const token = await deps.tokens.sign({ sub: user.id, role: user.role, ver: user.sessionVersion, sid });
      return {
        token,
        id: user.id,
        sub: user.id,
        name: user.name || user.email,
        role: user.role,
        email: user.email,
        ...(twoFactorSetupRequired ? { twoFactorSetupRequired } : {}),
      };
    },

    /** Logout: the session ends on every instance at once; an unknown or ended token changes nothing. */
    async logout(token: string | undefined): Promise<void> {
      if (!token) return;
      const claims = await deps.tokens.verify(token);
      if (claims) await deps.sessions.endBySessionId(claims.sid);
    },

    /**
     * Ends the account's other sessions on every instance at once (a password change, 'Sair de todos os outros
     * dispositivos'); the caller's own session stays. Without `keepSessionId`, every session ends.
     */
    revokeOtherSessions: (userId: string, keepSessionId: string | undefined, tx?: Database) =>
      deps.sessions.revokeOthers(userId, keepSessionId, tx),

    /** Whether the account's session is still open (an e-mail change is confirmed only then, issue 40). */
    sessionIsLive: (sessionId: string, userId: string, tx?: Database) => deps.sessions.isLive(sessionId, userId, tx),

    /** The account's sessions as its LGPD export lists them (sessions.ts). */
    sessionsForExport: (userId: string) => deps.sessions.forExport(userId),

    /** ALLOW_SIGNUP off (the default): 403, accounts come from the admin. */
    assertSignupAllowed,

    async register(input: RegisterRequest) {
      assertSignupAllowed();
      const user = await deps.users.createUser({ ...input, role: 'USER' });
      await deps.messages.postMessage({
        toRole: 'ADMIN',
        title: 'Novo cadastro',
        body: `${user.email} criou uma conta.`,
      });
      return { id: user.id, email: user.email, role: user.role };
    },

    /**
     * Same answer, in the same time, for known and unknown emails, so the form cannot probe for accounts: the token
     * and the email are made after the answer (the spec: an email failure is only logged).
     */
    async forgotPassword(email: string): Promise<{ emailSent: boolean; emailError: string | null }> {
      const user = await deps.users.findByEmail(email);
      if (user) {
        // setImmediate: the answer is written before any of the delivery's work starts.
        const delivery = setImmediate()
          .then(() => deliverResetLink(user))
          .finally(() => deliveries.delete(delivery));
        deliveries.add(delivery);
      }
      return { emailSent: true, emailError: null };
    },

    /** Waits for the reset emails still in flight (the app's onClose). */
    async drainDeliveries(): Promise<void> {
      await Promise.all(deliveries);
    },

    async resetPassword(token: string, newPassword: string): Promise<{ message: string }> {
      const now = new Date();
      await deps.db.transaction(async (tx) => {
        const userId = await repository.consumeResetToken(hashOpaqueToken(token), now, tx);
        if (!userId) throw new AppError(400, 'INVALID_RESET_TOKEN', TEXTS.auth.resetTokenInvalid);
        await deps.users.changePassword(userId, newPassword, tx);
        await repository.revokeResetTokens(userId, now, tx);
        // The new password ends every session (session_version) and, with their rows, the pending e-mail changes.
        await deps.sessions.revokeOthers(userId, undefined, tx);
      });
      return { message: TEXTS.auth.resetSuccess };
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type AuthService = ReturnType<typeof createAuthService>;
