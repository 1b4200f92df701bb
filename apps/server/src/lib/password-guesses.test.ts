import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../testing/requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Issue 40, item 4: every check of a password draws from one budget, AUTH_RATE_LIMIT (10) a minute per address and,
// signed in, per account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let addressSeq = 0;
const nextAddress = () => `10.41.0.${(addressSeq += 1)}`;

const TOO_MANY = { code: 'RATE_LIMITED', message: 'Muitas solicitações — tente novamente mais tarde' };

/** One wrong password at each route that checks one, in turn. */
const PASSWORD_CHECKS: { method: 'POST' | 'DELETE'; url: string; body: object }[] = [
  { method: 'POST', url: '/api/me/password', body: { currentPassword: 'errada-1', newPassword: 'nova-senha-456' } },
  { method: 'POST', url: '/api/me/email', body: { currentPassword: 'errada-2', newEmail: 'outro@teste.com' } },
  { method: 'DELETE', url: '/api/me/account', body: { currentPassword: 'errada-3' } },
  { method: 'POST', url: '/api/me/2fa/disable', body: { currentPassword: 'errada-4', code: '123456' } },
  { method: 'POST', url: '/api/me/2fa/enable', body: { currentPassword: 'errada-5', code: '123456' } },
];
const check = (who: SignedIn, index: number, remoteAddress = nextAddress()) => {
  const { method, url, body } = PASSWORD_CHECKS[index % PASSWORD_CHECKS.length]!;
  return t.app.inject({ method, url, headers: who.auth, payload: body, remoteAddress });
};

describe('one password-guess budget', () => {
  it('per account: ten checks spread over the five routes from ten addresses, then every route is a 429', async () => {
    const who = await t.createUser('USER');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await check(who, i)).statusCode);
    expect(statuses).toEqual(Array<number>(10).fill(400));
    for (let i = 0; i < PASSWORD_CHECKS.length; i += 1) {
      const refused = await check(who, i);
      expect(refused.statusCode, PASSWORD_CHECKS[i]!.url).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    }
    // Another account is not held back by it.
    expect((await check(await t.createUser('USER'), 0)).statusCode).toBe(400);
  });

  it('per address: the login and the signed-in checks of other accounts draw from the same ten', async () => {
    const address = nextAddress();
    const accounts = await Promise.all([t.createUser('USER'), t.createUser('TECHNICIAN')]);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const wrongLogin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: accounts[0].user.email, password: `errada-${i}` },
        remoteAddress: address,
      });
      statuses.push(wrongLogin.statusCode);
      statuses.push((await check(accounts[1], i, address)).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: 5 }, () => [401, 400]).flat());
    expect((await check(accounts[0], 0, address)).json()).toEqual(TOO_MANY);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: accounts[0].user.email, password: accounts[0].password },
      remoteAddress: address,
    });
    expect(login.statusCode).toBe(429);
  });
});
