import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_TEXTS } from '@portal/shared';
import type { SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { otherCodeThan, totpOf, turnOnTwoFactor } from '../../testing/two-factor.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// Every login from an address of its own: the limit counts per address.
let addressSeq = 0;
const nextAddress = () => `192.0.2.${(addressSeq += 1)}`;

const codeOf = totpOf;

const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object, address = nextAddress()) =>
  t.app.inject({ method, url, headers: who ? who.auth : {}, payload, remoteAddress: address });

const login = (who: SignedIn, extra: object = {}, address = nextAddress()) =>
  call('POST', '/api/auth/login', null, { email: who.user.email, password: who.password, ...extra }, address);

/** Setup and enable with the password and a real code: the secret, the enabling code and the recovery codes. */
const turnOn = (who: SignedIn, app: TestApp = t) => turnOnTwoFactor(app, who, nextAddress());

describe('two-factor setup and enable', () => {
  it('setup gives a pending secret, its otpauth URL and a QR svg; 2FA stays off until a code of it', async () => {
    const who = await t.createUser('USER');
    const res = await call('POST', '/api/me/2fa/setup', who);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('issuer')).toBe('Portal NFC');
    expect(decodeURIComponent(url.pathname)).toContain(who.user.email);
    expect(body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await call('GET', '/api/me/2fa', who)).json()).toEqual({ enabled: false, required: false });
    expect((await login(who)).statusCode).toBe(200);
  });

  it('enable refuses a wrong code, a malformed one and one without setup, each with its text', async () => {
    const who = await t.createUser('TECHNICIAN');
    const noSetup = await call('POST', '/api/me/2fa/enable', who, { currentPassword: who.password, code: '123456' });
    expect(noSetup.statusCode).toBe(400);
    expect(noSetup.json()).toMatchObject({ code: 'TWO_FACTOR_SETUP_FIRST', message: TWO_FACTOR_TEXTS.setupFirst });
    const { secret } = (await call('POST', '/api/me/2fa/setup', who)).json<{ secret: string }>();
    const wrongCode = otherCodeThan(codeOf(secret));
    const wrong = await call('POST', '/api/me/2fa/enable', who, { currentPassword: who.password, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Código de verificação inválido ou expirado.',
    });
    const malformed = await call('POST', '/api/me/2fa/enable', who, { currentPassword: who.password, code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Digite o código de 6 dígitos do aplicativo.');
    expect((await call('GET', '/api/me/2fa', who)).json()).toEqual({ enabled: false, required: false });
  });

  it('a right code turns it on and gives 10 distinct recovery codes once; setup again is a 409', async () => {
    const who = await t.createUser('USER');
    const { recoveryCodes } = await turnOn(who);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await call('GET', '/api/me/2fa', who)).json()).toEqual({ enabled: true, required: false });
    const again = await call('POST', '/api/me/2fa/setup', who);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A verificação em duas etapas já está ativada.');
  });

  it('is a 401 without a token', async () => {
    expect((await call('POST', '/api/me/2fa/setup', null)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/login with two-factor on', () => {
  it('the right password alone is a 401 TWO_FACTOR_REQUIRED; a wrong password stays INVALID_CREDENTIALS', async () => {
    const who = await t.createUser('ADMIN');
    await turnOn(who);
    const res = await login(who);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      code: 'TWO_FACTOR_REQUIRED',
      message: 'Digite o código de verificação do aplicativo autenticador.',
    });
    const wrongPassword = await login({ ...who, password: 'outra-senha-999' }, { totp: '000000' });
    expect(wrongPassword.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('a fresh code signs in once: the same code again is refused (no replay within its window)', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    // The enabling code's step is used already: the next one (within the drift) signs in.
    const code = codeOf(secret, 1);
    const first = await login(who, { totp: code });
    expect(first.statusCode).toBe(200);
    expect(first.json().token).toEqual(expect.any(String));
    const replay = await login(who, { totp: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      code: 'INVALID_TWO_FACTOR_CODE',
      message: 'Código de verificação inválido ou expirado.',
    });
    // An older step than the last used one is refused too.
    expect((await login(who, { totp: codeOf(secret) })).statusCode).toBe(401);
  });

  it('a code exactly two steps ahead or behind is a 401 (one step of drift); one step either way signs in', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    // Ten steps later: the enabling step is far behind, so only the drift decides (not the no-replay rule).
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 30_000 });
    try {
      for (const steps of [2, -2]) {
        const res = await login(who, { totp: codeOf(secret, steps) });
        expect(res.statusCode, `${steps} steps`).toBe(401);
        expect(res.json().code).toBe('INVALID_TWO_FACTOR_CODE');
      }
      expect((await login(who, { totp: codeOf(secret, -1) })).statusCode).toBe(200);
      expect((await login(who, { totp: codeOf(secret, 1) })).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('the code that turned 2FA on cannot sign in (its step is used)', async () => {
    const who = await t.createUser('USER');
    const { enablingCode } = await turnOn(who);
    const replay = await login(who, { totp: enablingCode });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('eight concurrent checks of one fresh code let exactly one through', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    const code = codeOf(secret, 1);
    const checks = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.app.services.twoFactor.checkLogin(who.user.id, { totp: code })),
    );
    expect(checks.filter((check) => check.status === 'fulfilled')).toHaveLength(1);
    for (const check of checks.filter((each) => each.status === 'rejected')) {
      expect((check.reason as { code: string }).code).toBe('INVALID_TWO_FACTOR_CODE');
    }
  });

  it('each recovery code signs in once, typed in any case and spacing', async () => {
    const who = await t.createUser('USER');
    const { recoveryCodes } = await turnOn(who);
    const typed = ` ${recoveryCodes[3]!.toUpperCase().replace('-', ' ')} `;
    expect((await login(who, { recoveryCode: typed })).statusCode).toBe(200);
    const again = await login(who, { recoveryCode: recoveryCodes[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({
      code: 'INVALID_RECOVERY_CODE',
      message: 'Código de recuperação inválido ou já usado.',
    });
    expect((await login(who, { recoveryCode: recoveryCodes[4] })).statusCode).toBe(200);
  });

  it('wrong codes count against the login limit: the 11th attempt from one address is a 429, even with the right code', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await login(who, { totp: '000000' }, address)).statusCode);
    expect(statuses).toEqual(Array<number>(10).fill(401));
    const limited = await login(who, { totp: codeOf(secret, 1) }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Muitas solicitações — tente novamente mais tarde');
  });
});

describe('POST /api/me/2fa/disable', () => {
  it('checks the code first: a wrong code with a wrong password is the code 400, never WRONG_PASSWORD', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    const res = await call('POST', '/api/me/2fa/disable', who, {
      currentPassword: 'errada-123',
      code: otherCodeThan(codeOf(secret, 1)),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE', field: 'code' });
    expect((await call('GET', '/api/me/2fa', who)).json()).toMatchObject({ enabled: true });
  });

  it('asks the password and a current code, each wrong one a 400 with its text; then login needs no code', async () => {
    const who = await t.createUser('USER');
    const { secret } = await turnOn(who);
    const wrongPassword = await call('POST', '/api/me/2fa/disable', who, {
      currentPassword: 'errada-123',
      code: codeOf(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'Senha atual incorreta.' });
    const wrongCode = await call('POST', '/api/me/2fa/disable', who, { currentPassword: who.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().message).toBe('Código de verificação inválido ou expirado.');
    const empty = await call('POST', '/api/me/2fa/disable', who, { currentPassword: '', code: '000000' });
    expect(empty.json().message).toBe('Digite sua senha atual.');
    const ok = await call('POST', '/api/me/2fa/disable', who, {
      currentPassword: who.password,
      code: codeOf(secret, 1),
    });
    expect(ok.statusCode).toBe(204);
    expect((await login(who)).statusCode).toBe(200);
    const notOn = await call('POST', '/api/me/2fa/disable', who, { currentPassword: who.password, code: '000000' });
    expect(notOn.statusCode).toBe(400);
    expect(notOn.json().message).toBe('A verificação em duas etapas não está ativada.');
  });
});

describe('REQUIRE_ADMIN_2FA=true', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ requireAdminTwoFactor: true });
  });
  afterAll(async () => strict.close());

  const signIn = async (who: SignedIn) => {
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: who.user.email, password: who.password },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string; twoFactorSetupRequired?: boolean }>();
    return { ...who, auth: { authorization: `Bearer ${body.token}` }, setupRequired: body.twoFactorSetupRequired };
  };
  const get = (url: string, who: SignedIn) => strict.app.inject({ method: 'GET', url, headers: who.auth });

  it('an admin without 2FA gets a token limited to the setup: every other route is a 403 until it is on', async () => {
    const admin = await signIn(await strict.createUser('ADMIN'));
    expect(admin.setupRequired).toBe(true);
    for (const url of ['/api/me/sessions', '/api/admin/users']) {
      const refused = await get(url, admin);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'TWO_FACTOR_SETUP_REQUIRED',
        message: 'Ative a verificação em duas etapas para continuar.',
      });
    }
    expect((await get('/api/me/2fa', admin)).json()).toEqual({ enabled: false, required: true });
    await turnOn(admin, strict);
    expect((await get('/api/admin/users', admin)).statusCode).toBe(200);
    expect((await get('/api/me/sessions', admin)).statusCode).toBe(200);
  });

  it('other roles sign in as before; logout works for the limited admin', async () => {
    const user = await signIn(await strict.createUser('USER'));
    expect(user.setupRequired).toBeUndefined();
    expect((await get('/api/me/sessions', user)).statusCode).toBe(200);
    const admin = await signIn(await strict.createUser('ADMIN'));
    const out = await strict.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.auth });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/me/2fa', admin)).statusCode).toBe(401);
  });

  it('an obliged admin cannot turn 2FA off (403 with its text)', async () => {
    const admin = await strict.createUser('ADMIN');
    const { secret } = await turnOn(admin, strict);
    const res = await strict.app.inject({
      method: 'POST',
      url: '/api/me/2fa/disable',
      headers: admin.auth,
      payload: { currentPassword: admin.password, code: codeOf(secret, 1) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Esta instalação exige a verificação em duas etapas para administradores.');
  });
});
