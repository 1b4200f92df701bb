import { createHash, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_CODES,
  TWO_FACTOR_TEXTS,
  type Role,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, conflict, forbidden, unauthorized } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
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
  /** The account's password hash (disabling asks for the password). */
  passwordHashOf: (userId: string) => Promise<string | undefined>;
  /** 2FA turned on: the sessions opened under REQUIRE_ADMIN_2FA open everything again. */
  onEnabled: (userId: string, tx: Database) => Promise<void>;
};

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

  /** The code is the enabled secret's and later than the last one used: its step is claimed (no replay). */
  async function acceptCode(userId: string, code: string): Promise<boolean> {
    const row = await repository.find(userId);
    const secret = row?.enabledAt && row.secret ? deps.box.open(row.secret) : null;
    if (!row || !secret) return false;
    const step = await stepOf(secret, code.replace(/\s+/g, ''), row.lastUsedStep ?? undefined);
    return step !== null && (await repository.claimStep(userId, step));
  }

  async function isEnabled(userId: string): Promise<boolean> {
    return Boolean((await repository.find(userId))?.enabledAt);
  }

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

    /** POST /api/me/2fa/enable: a code of the pending secret turns 2FA on; the 10 recovery codes, shown this once. */
    async enable(userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
      const row = await repository.find(userId);
      if (row?.enabledAt) throw conflict(TWO_FACTOR_TEXTS.alreadyEnabled, 'TWO_FACTOR_ALREADY_ENABLED');
      const pending = row?.pendingSecret;
      const secret = pending ? deps.box.open(pending) : null;
      if (!pending || !secret) throw badRequest(TWO_FACTOR_TEXTS.setupFirst, {}, 'TWO_FACTOR_SETUP_FIRST');
      const step = await stepOf(secret, code);
      if (step === null)
        throw badRequest(TWO_FACTOR_TEXTS.codeInvalid, { field: 'code' }, TWO_FACTOR_CODES.invalidCode);
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await deps.db.transaction(async (tx) => {
        // The code's step counts as used: the same code cannot also sign in within its window.
        if (!(await repository.enable(userId, pending, step, new Date(), tx))) {
          throw badRequest(TWO_FACTOR_TEXTS.setupFirst, {}, 'TWO_FACTOR_SETUP_FIRST');
        }
        await repository.replaceRecoveryCodes(
          userId,
          recoveryCodes.map((recoveryCode) => hashRecoveryCode(userId, recoveryCode)),
          tx,
        );
        await deps.onEnabled(userId, tx);
      });
      return { recoveryCodes };
    },

    /** POST /api/me/2fa/disable: the password and a current code; an obliged admin cannot turn it off. */
    async disable(user: { id: string; role: Role }, currentPassword: string, code: string): Promise<void> {
      if (!(await isEnabled(user.id))) throw badRequest(TWO_FACTOR_TEXTS.notEnabled, {}, 'TWO_FACTOR_NOT_ENABLED');
      if (deps.requireAdminTwoFactor && user.role === 'ADMIN') {
        throw forbidden(TWO_FACTOR_TEXTS.requiredForAdmins, 'TWO_FACTOR_REQUIRED_FOR_ADMINS');
      }
      const passwordHash = await deps.passwordHashOf(user.id);
      if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
        throw badRequest(TWO_FACTOR_TEXTS.wrongPassword, { field: 'currentPassword' }, 'WRONG_PASSWORD');
      }
      if (!(await acceptCode(user.id, code))) {
        throw badRequest(TWO_FACTOR_TEXTS.codeInvalid, { field: 'code' }, TWO_FACTOR_CODES.invalidCode);
      }
      await repository.remove(user.id);
    },

    /**
     * The login's second step, after the right password: nothing to ask without 2FA; else a current code (not one
     * used already) or an unused recovery code, each a 401 of its own when wrong (the login route's rate limit
     * counts every attempt).
     */
    async checkLogin(userId: string, proof: { totp?: string; recoveryCode?: string }): Promise<void> {
      if (!(await isEnabled(userId))) return;
      if (proof.totp) {
        if (await acceptCode(userId, proof.totp)) return;
        throw unauthorized(TWO_FACTOR_TEXTS.codeInvalid, TWO_FACTOR_CODES.invalidCode);
      }
      if (proof.recoveryCode) {
        if (await repository.useRecoveryCode(userId, hashRecoveryCode(userId, proof.recoveryCode), new Date())) return;
        throw unauthorized(TWO_FACTOR_TEXTS.recoveryCodeInvalid, TWO_FACTOR_CODES.invalidRecoveryCode);
      }
      throw new AppError(401, TWO_FACTOR_CODES.required, TWO_FACTOR_TEXTS.required);
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
