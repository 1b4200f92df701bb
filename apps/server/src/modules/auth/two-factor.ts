import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  formatDateTime,
  RECOVERY_CODE_COUNT,
  TEXTS,
  TWO_FACTOR_CODE_FAILURES,
  TWO_FACTOR_CODES,
  TWO_FACTOR_LOCK_MINUTES,
  TWO_FACTOR_TEXTS,
  type Role,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { ActorRef } from '../../lib/actor.js';
import type { EmailBody } from '../../lib/email-body.js';
import type { Notice, NotificationsService } from '../notifications/service.js';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { NewMessage } from '../messages/service.js';
import { twoFactorDisabledEmail, twoFactorEnabledEmail, twoFactorLockedEmail, twoFactorResetEmail } from './emails.js';
import type { TwoFactorLock } from './two-factor-lock.js';
import type { SecretBox } from './two-factor-secret.js';
import { createTwoFactorRepository } from './two-factor-repository.js';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s (otplib's defaults, named here). */
const TOTP = { algorithm: 'sha1', digits: 6, period: 30 } as const;
/** One step of drift either way: a phone clock a little off, or a code typed just as it changed. */
const DRIFT_SECONDS = TOTP.period;

type TwoFactorDeps = {
  db: Database;
  box: SecretBox;
  appName: string;
  /** REQUIRE_ADMIN_2FA: every admin must have it on. */
  requireAdminTwoFactor: boolean;
  timeZone: string;
  /** The notifications module's one entry (issue 42). */
  queueNotice: NotificationsService['queueNotice'];
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** The account as the checks and notices need it (enabling and disabling ask for the password). */
  accountOf: (userId: string) => Promise<{ email: string; name: string; passwordHash: string } | undefined>;
  /** Wrong codes per account (two-factor-lock.ts). */
  lock: TwoFactorLock;
  /**
   * 2FA turned on: the sessions opened under REQUIRE_ADMIN_2FA open everything again, and every other session ends
   * (`keepSessionId`, the caller's, stays); an admin's reset: every session ends (`keepSessionId` undefined).
   */
  endOtherSessions: (userId: string, keepSessionId: string | undefined, tx: Database) => Promise<void>;
  clearSetupRequired: (userId: string, tx: Database) => Promise<void>;
  /** The admins' messages: an admin's reset is written there for every admin to see. */
  postMessage: (message: NewMessage) => Promise<void>;
};

/** The caller of /me/2fa: the account and the session its token opened (enabling ends the others). */
type TwoFactorCaller = { id: string; sessionId: string };

/** 'k7f3q-x9m2d': 50 random bits in a lower-case alphabet without look-alikes (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]!).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Only a hash is kept; case, spaces and hyphens as typed do not matter. High-entropy codes need no slow hash. */
const hashRecoveryCode = (userId: string, code: string) =>
  createHash('sha256')
    .update(`${userId}:${code.toLowerCase().replace(/[\s-]+/g, '')}`)
    .digest('hex');

/**
 * Two-factor sign-in (issue 23, item 4): setup makes a pending secret, the first good code turns it on and gives the
 * ten recovery codes (shown once), login then asks for a code. A code's time step is stored when used, so the same
 * code cannot pass twice within its window.
 */
export function createTwoFactorService(deps: TwoFactorDeps) {
  const repository = createTwoFactorRepository(deps.db);

  /** The code's time step when it is one of this secret's within the drift, else null. */
  async function stepOf(secret: string, code: string, afterTimeStep?: number): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({
      secret,
      token: code,
      ...TOTP,
      epochTolerance: DRIFT_SECONDS,
      ...(afterTimeStep === undefined ? {} : { afterTimeStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  /** The code's step when it is the enabled secret's and later than the last one used, else null (not claimed). */
  async function enabledStepOf(userId: string, code: string): Promise<number | null> {
    const row = await repository.find(userId);
    const secret = row?.enabledAt && row.secret ? deps.box.open(row.secret) : null;
    if (!row || !secret) return null;
    return stepOf(secret, code.replace(/\s+/g, ''), row.lastUsedStep ?? undefined);
  }

  /** The code is the enabled secret's and later than the last one used: its step is claimed (no replay). */
  async function acceptCode(userId: string, code: string): Promise<boolean> {
    const step = await enabledStepOf(userId, code);
    return step !== null && (await repository.claimStep(userId, step));
  }

  async function isEnabled(userId: string): Promise<boolean> {
    return Boolean((await repository.find(userId))?.enabledAt);
  }

  /** A notice to the account's own address (2FA on, off, reset, locked), through the outbox. */
  async function tellOwner(
    userId: string,
    email: (input: { appName: string; name: string; when: string }) => EmailBody,
  ) {
    const notice = await ownerNotice(userId, email);
    if (notice) await deps.queueNotice(notice);
  }

  /** The notice, read before a transaction that queues it (on PGlite a read outside it would wait for it). */
  async function ownerNotice(
    userId: string,
    email: (input: { appName: string; name: string; when: string }) => EmailBody,
  ): Promise<Notice | null> {
    const account = await deps.accountOf(userId);
    if (!account) return null;
    const when = formatDateTime(new Date(), deps.timeZone);
    return {
      kind: 'account_security',
      toUserId: userId,
      email: { to: account.email, ...email({ appName: deps.appName, name: account.name, when }) },
    };
  }

  const lockedError = () => new AppError(429, TWO_FACTOR_CODES.locked, TWO_FACTOR_TEXTS.locked);

  /**
   * One code checked under the account's wrong-code limit (issue 40, item 3): over it, a 429 whatever the code (a
   * right one too); the wrong code that reaches it tells the owner, once per lock. True when `check` said right.
   */
  async function checkUnderLock(userId: string, check: () => Promise<boolean>): Promise<boolean> {
    const attempt = await deps.lock.attempt(userId);
    if (attempt.locked) {
      await attempt.release();
      throw lockedError();
    }
    if (await check()) {
      await attempt.release();
      return true;
    }
    if (attempt.locks) {
      await tellOwner(userId, (input) =>
        twoFactorLockedEmail({ ...input, failures: TWO_FACTOR_CODE_FAILURES, minutes: TWO_FACTOR_LOCK_MINUTES }),
      );
    }
    return false;
  }

  /** The account's current password, else a 400 on `currentPassword`. */
  async function checkPassword(userId: string, currentPassword: string): Promise<void> {
    const account = await deps.accountOf(userId);
    if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) {
      throw badRequest(TWO_FACTOR_TEXTS.wrongPassword, { field: 'currentPassword' }, 'WRONG_PASSWORD');
    }
  }

  const invalidCode = () => badRequest(TWO_FACTOR_TEXTS.codeInvalid, { field: 'code' }, TWO_FACTOR_CODES.invalidCode);

  return {
    isEnabled,

    /** REQUIRE_ADMIN_2FA and an admin without 2FA: sign-in opens only its setup. */
    async setupRequired(userId: string, role: Role): Promise<boolean> {
      return deps.requireAdminTwoFactor && role === 'ADMIN' && !(await isEnabled(userId));
    },

    async status(userId: string, role: Role): Promise<TwoFactorStatus> {
      return { enabled: await isEnabled(userId), required: deps.requireAdminTwoFactor && role === 'ADMIN' };
    },

    /** POST /api/me/2fa/setup: a new pending secret (not on yet), its otpauth:// URL and that URL's QR code. */
    async setup(user: { id: string; email: string }): Promise<TwoFactorSetupResponse> {
      if (await isEnabled(user.id)) throw conflict(TWO_FACTOR_TEXTS.alreadyEnabled, 'TWO_FACTOR_ALREADY_ENABLED');
      const secret = generateSecret();
      await repository.setPending(user.id, deps.box.seal(secret));
      const otpauthUrl = generateURI({ issuer: deps.appName, label: user.email, secret, ...TOTP });
      // The library's own SVG: a QR for the screen, none of the tag QR's print caption and sizes (public/qr.ts).
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      return { secret, otpauthUrl, qrSvg };
    },

    /**
     * POST /api/me/2fa/enable: the current password and a code of the pending secret turn 2FA on; the 10 recovery
     * codes, shown this once. Every other session of the account ends and the owner is told by e-mail (issue 40).
     */
    async enable(caller: TwoFactorCaller, currentPassword: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await repository.find(caller.id);
      if (row?.enabledAt) throw conflict(TWO_FACTOR_TEXTS.alreadyEnabled, 'TWO_FACTOR_ALREADY_ENABLED');
      const pending = row?.pendingSecret;
      const secret = pending ? deps.box.open(pending) : null;
      if (!pending || !secret) throw badRequest(TWO_FACTOR_TEXTS.setupFirst, {}, 'TWO_FACTOR_SETUP_FIRST');
      await checkPassword(caller.id, currentPassword);
      const step = await stepOf(secret, code);
      if (step === null) throw invalidCode();
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      const notice = await ownerNotice(caller.id, twoFactorEnabledEmail);
      await deps.db.transaction(async (tx) => {
        // The code's step counts as used: the same code cannot also sign in within its window.
        if (!(await repository.enable(caller.id, pending, step, new Date(), tx))) {
          throw badRequest(TWO_FACTOR_TEXTS.setupFirst, {}, 'TWO_FACTOR_SETUP_FIRST');
        }
        await repository.replaceRecoveryCodes(
          caller.id,
          recoveryCodes.map((recoveryCode) => hashRecoveryCode(caller.id, recoveryCode)),
          tx,
        );
        await deps.clearSetupRequired(caller.id, tx);
        await deps.endOtherSessions(caller.id, caller.sessionId, tx);
        if (notice) await deps.queueNotice(notice, tx);
      });
      return { recoveryCodes };
    },

    /**
     * POST /api/me/2fa/disable: a current code, then the password (without the authenticator this route says nothing
     * of the password; wrong codes count under the account's lock); an obliged admin cannot turn it off. The owner is
     * told by e-mail.
     */
    async disable(user: { id: string; role: Role }, currentPassword: string, code: string): Promise<void> {
      if (!(await isEnabled(user.id))) throw badRequest(TWO_FACTOR_TEXTS.notEnabled, {}, 'TWO_FACTOR_NOT_ENABLED');
      if (deps.requireAdminTwoFactor && user.role === 'ADMIN') {
        throw forbidden(TWO_FACTOR_TEXTS.requiredForAdmins, 'TWO_FACTOR_REQUIRED_FOR_ADMINS');
      }
      let step: number | null = null;
      const right = await checkUnderLock(user.id, async () => {
        step = await enabledStepOf(user.id, code);
        return step !== null;
      });
      if (!right || step === null) throw invalidCode();
      await checkPassword(user.id, currentPassword);
      // Claimed only now: a right code with a wrong password may be typed again with the right one.
      if (!(await repository.claimStep(user.id, step))) throw invalidCode();
      const notice = await ownerNotice(user.id, twoFactorDisabledEmail);
      await deps.db.transaction(async (tx) => {
        await repository.remove(user.id, tx);
        if (notice) await deps.queueNotice(notice, tx);
      });
    },

    /**
     * POST /api/admin/users/{id}/2fa/reset ('Redefinir 2FA', issue 40): the account's 2FA goes (secret and recovery
     * codes) with every session it has; the admins' messages record who did it, and the owner is told by e-mail. An
     * admin resets someone else's only (their own is 'Minha conta'), and only while it is on.
     */
    async resetByAdmin(userId: string, admin: ActorRef): Promise<{ message: string }> {
      const account = await deps.accountOf(userId);
      if (!account) throw notFound(TEXTS.users.notFound, 'USER_NOT_FOUND');
      if (userId === admin.id) throw conflict(TWO_FACTOR_TEXTS.resetSelf, 'TWO_FACTOR_RESET_SELF');
      if (!(await isEnabled(userId))) throw conflict(TWO_FACTOR_TEXTS.notEnabled, 'TWO_FACTOR_NOT_ENABLED');
      const notice = await ownerNotice(userId, twoFactorResetEmail);
      await deps.db.transaction(async (tx) => {
        await repository.remove(userId, tx);
        await deps.endOtherSessions(userId, undefined, tx);
        if (notice) await deps.queueNotice(notice, tx);
      });
      deps.log.info({ adminId: admin.id, userId }, 'two-factor reset by an admin');
      await deps.postMessage({
        toRole: 'ADMIN',
        title: TWO_FACTOR_TEXTS.resetTitle,
        body: TWO_FACTOR_TEXTS.resetRecord(admin.name, account.email),
      });
      return { message: TWO_FACTOR_TEXTS.resetDone };
    },

    /**
     * The login's second step, after the right password: nothing to ask without 2FA; else a current code (not one
     * used already) or an unused recovery code, each a 401 of its own when wrong; the login route's budget counts
     * every attempt per address, and the account's lock its wrong codes (429 over it).
     */
    async checkLogin(userId: string, proof: { totp?: string; recoveryCode?: string }): Promise<void> {
      if (!(await isEnabled(userId))) return;
      const { totp, recoveryCode } = proof;
      if (totp) {
        if (await checkUnderLock(userId, () => acceptCode(userId, totp))) return;
        throw unauthorized(TWO_FACTOR_TEXTS.codeInvalid, TWO_FACTOR_CODES.invalidCode);
      }
      if (recoveryCode) {
        const hash = hashRecoveryCode(userId, recoveryCode);
        if (await checkUnderLock(userId, () => repository.useRecoveryCode(userId, hash, new Date()))) return;
        throw unauthorized(TWO_FACTOR_TEXTS.recoveryCodeInvalid, TWO_FACTOR_CODES.invalidRecoveryCode);
      }
      throw new AppError(401, TWO_FACTOR_CODES.required, TWO_FACTOR_TEXTS.required);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
