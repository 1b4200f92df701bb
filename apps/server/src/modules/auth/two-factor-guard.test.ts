import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_TEXTS } from '@portal/shared';
import { buildApp } from '../../app.js';
import { mailsTo, unfoldEml } from '../../testing/emails.js';
import { UNKNOWN_ID, type SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { otherCodeThan, totpOf, turnOnTwoFactor } from '../../testing/two-factor.js';

// Issue 40: changing the second factor asks the password and is told to the owner; admins can reset it; wrong codes
// are limited per account.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// An address per request: the per-address password budget must not be what refuses here.
let addressSeq = 0;
const nextAddress = () => {
  addressSeq += 1;
  return `10.40.${Math.floor(addressSeq / 250)}.${(addressSeq % 250) + 1}`;
};

const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object, app = t) =>
  app.app.inject({ method, url, headers: who ? who.auth : {}, payload, remoteAddress: nextAddress() });
const login = (who: SignedIn, extra: object = {}, app = t) =>
  call('POST', '/api/auth/login', null, { email: who.user.email, password: who.password, ...extra }, app);
const turnOn = (who: SignedIn, app = t) => turnOnTwoFactor(app, who, nextAddress());
/** The mails to `who` since `before` (an index of the outbox), as text. */
const mailsOf = async (who: SignedIn, before: number, app = t) =>
  mailsTo((await app.outbox()).slice(before), who.user.email).map(unfoldEml);

describe('POST /api/me/2fa/enable asks the current password', () => {
  it('without it, or with a wrong one, 2FA stays off (400 naming the field)', async () => {
    const who = await t.createUser('USER');
    const { secret } = (await call('POST', '/api/me/2fa/setup', who)).json<{ secret: string }>();
    const missing = await call('POST', '/api/me/2fa/enable', who, { code: totpOf(secret) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'currentPassword', message: 'Digite sua senha atual.' });
    const wrong = await call('POST', '/api/me/2fa/enable', who, {
      currentPassword: 'errada-123',
      code: totpOf(secret),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Senha atual incorreta.' });
    expect((await call('GET', '/api/me/2fa', who)).json()).toMatchObject({ enabled: false });
  });

  it('turning it on ends every other session, keeps this one, and e-mails the owner', async () => {
    const who = await t.createUser('USER', { name: 'Clara' });
    const elsewhere = { ...who, auth: { authorization: `Bearer ${(await login(who)).json().token}` } };
    expect((await call('GET', '/api/me/sessions', elsewhere)).statusCode).toBe(200);
    const before = (await t.outbox()).length;
    await turnOn(who);
    expect((await call('GET', '/api/me/sessions', elsewhere)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/sessions', who)).statusCode).toBe(200);
    const [notice] = await mailsOf(who, before);
    expect(notice).toContain('Olá, Clara!');
    expect(notice).toContain('A verificação em duas etapas foi ativada na sua conta em');
    expect(notice).toContain('As outras sessões foram encerradas.');
  });

  it('turning it off e-mails the owner', async () => {
    const who = await t.createUser('TECHNICIAN');
    const { secret } = await turnOn(who);
    const before = (await t.outbox()).length;
    const off = await call('POST', '/api/me/2fa/disable', who, {
      currentPassword: who.password,
      code: totpOf(secret, 1),
    });
    expect(off.statusCode).toBe(204);
    const [notice] = await mailsOf(who, before);
    expect(notice).toContain('A verificação em duas etapas foi desativada na sua conta em');
    expect(notice).toContain('Agora a entrada pede só a senha.');
  });
});

describe("POST /api/admin/users/{id}/2fa/reset ('Redefinir 2FA')", () => {
  it('the user then signs in with the password alone, every session of theirs ends, the admins see who did it and the user is told', async () => {
    const admin = await t.createUser('ADMIN', { name: 'Ana Admin' });
    const who = await t.createUser('USER');
    await turnOn(who);
    // The users screen shows the button only where 2FA is on.
    const listed = async () =>
      (await call('GET', `/api/admin/users?search=${who.user.email}`, admin)).json<{ users: object[] }>().users;
    expect(await listed()).toEqual([expect.objectContaining({ id: who.user.id, twoFactorEnabled: true })]);
    const before = (await t.outbox()).length;
    const res = await call('POST', `/api/admin/users/${who.user.id}/2fa/reset`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Verificação em duas etapas redefinida. A pessoa foi avisada por e-mail.' });
    expect((await call('GET', '/api/me/2fa', who)).statusCode).toBe(401);
    expect(await listed()).toEqual([expect.objectContaining({ twoFactorEnabled: false })]);
    const signIn = await login(who);
    expect(signIn.statusCode).toBe(200);
    const messages = (await call('GET', '/api/admin/messages?toRole=ADMIN', admin)).json<{ body: string }[]>();
    expect(messages.map((message) => message.body)).toContain(
      `Ana Admin redefiniu a verificação em duas etapas de ${who.user.email}.`,
    );
    const [notice] = await mailsOf(who, before);
    expect(notice).toContain('Um administrador redefiniu a verificação em duas etapas da sua conta em');
  });

  it('only admins; never their own; an account without 2FA is a 409; an unknown id a 404', async () => {
    const admin = await t.createUser('ADMIN');
    const owner = await t.createUser('USER');
    const other = await t.createUser('USER');
    await turnOn(admin);
    await turnOn(other);
    expect((await call('POST', `/api/admin/users/${other.user.id}/2fa/reset`, owner)).statusCode).toBe(403);
    const self = await call('POST', `/api/admin/users/${admin.user.id}/2fa/reset`, admin);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(TWO_FACTOR_TEXTS.resetSelf);
    const off = await call('POST', `/api/admin/users/${owner.user.id}/2fa/reset`, admin);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('A verificação em duas etapas não está ativada.');
    expect((await call('POST', `/api/admin/users/${UNKNOWN_ID}/2fa/reset`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/2fa', other)).json()).toMatchObject({ enabled: true });
  });
});

describe('wrong second-factor codes per account', () => {
  const LOCKED = { code: 'TWO_FACTOR_LOCKED', message: TWO_FACTOR_TEXTS.locked };

  it('ten wrong codes (TOTP and recovery) from ten addresses lock the second step: the right code is then a 429, and the owner gets one notice', async () => {
    const who = await t.createUser('USER', { name: 'Rui' });
    const { secret, recoveryCodes } = await turnOn(who);
    const before = (await t.outbox()).length;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(who, { totp: otherCodeThan(totpOf(secret, 1)) })).statusCode);
      statuses.push((await login(who, { recoveryCode: `errad-o${i}xyz` })).statusCode);
    }
    expect(statuses).toEqual(Array<number>(10).fill(401));
    for (const proof of [{ totp: totpOf(secret, 1) }, { recoveryCode: recoveryCodes[0] }, { totp: '000000' }]) {
      const refused = await login(who, proof);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(LOCKED);
    }
    // The session's own 2FA routes are behind the same lock.
    const disable = await call('POST', '/api/me/2fa/disable', who, {
      currentPassword: who.password,
      code: totpOf(secret, 1),
    });
    expect(disable.statusCode).toBe(429);
    const notices = await mailsOf(who, before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('Foram digitados 10 códigos de verificação incorretos na sua conta até');
    expect(notices[0]).toContain('novos códigos ficam recusados por até 15 minutos');
  });

  it('a right code is not counted: nine wrong, a right one, one more wrong locks', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    for (let i = 0; i < 9; i += 1) expect((await login(who, { totp: '000000' })).statusCode).toBe(401);
    expect((await login(who, { totp: totpOf(secret, 1) })).statusCode).toBe(200);
    expect((await login(who, { totp: '000000' })).statusCode).toBe(401);
    expect((await login(who, { totp: '000000' })).json()).toEqual(LOCKED);
  });

  it('with REDIS_URL the count is shared by two instances', async () => {
    const config = { ...t.config, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const one = { ...t, app: await buildApp({ config, database: t.database }) };
    const two = { ...t, app: await buildApp({ config, database: t.database }) };
    try {
      const who = await t.createUser('USER');
      const { secret, recoveryCodes } = await turnOn(who);
      for (let i = 0; i < 9; i += 1) {
        expect((await login(who, { totp: '000000' }, i % 2 ? one : two)).statusCode).toBe(401);
      }
      // A right code is taken back from Redis's count too: the tenth wrong one is still a 401, and it locks.
      expect((await login(who, { totp: totpOf(secret, 1) }, one)).statusCode).toBe(200);
      expect((await login(who, { totp: '000000' }, two)).statusCode).toBe(401);
      expect((await login(who, { totp: totpOf(secret, 1) }, one)).json()).toEqual(LOCKED);
      // The first app, without Redis, counted none of them.
      expect((await login(who, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(200);
    } finally {
      await one.app.close();
      await two.app.close();
    }
  });
});
