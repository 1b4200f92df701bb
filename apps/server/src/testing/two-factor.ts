import { generateSync } from 'otplib';
import { expect } from 'vitest';
import type { SignedIn } from './requests.js';
import type { TestApp } from './test-app.js';

/** The authenticator's code `stepsAhead` periods from now (one step either way is within the allowed drift). */
export const totpOf = (secret: string, stepsAhead = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** A code of six digits that is not `code`. */
export const otherCodeThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/**
 * 2FA turned on as 'Minha conta' does it (setup, then enable with the password and a real code): the secret, the code
 * that enabled it and the ten recovery codes.
 */
export async function turnOnTwoFactor(app: TestApp, who: SignedIn, remoteAddress: string) {
  const setup = await app.app.inject({ method: 'POST', url: '/api/me/2fa/setup', headers: who.auth });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enablingCode = totpOf(secret);
  const enable = await app.app.inject({
    method: 'POST',
    url: '/api/me/2fa/enable',
    headers: who.auth,
    payload: { currentPassword: who.password, code: enablingCode },
    remoteAddress,
  });
  expect(enable.statusCode).toBe(200);
  return { secret, enablingCode, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}
