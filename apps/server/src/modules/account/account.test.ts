import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, TEXTS } from '@portal/shared';
import { emailChangeTokens } from '../../db/tables/account.js';
import { sharedTestApp } from '../../testing/test-app.js';
import { addressPerTest } from '../../testing/requests.js';
import { linkTokenFrom, mailsTo, unfoldEml } from '../../testing/emails.js';

const t = sharedTestApp();

// An address per test: the password routes count per address like the login.
const testAddress = addressPerTest('198.51.100');

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, remoteAddress: testAddress(), ...(payload ? { payload } : {}) });
const post = (url: string, headers: Record<string, string>, payload: object) => call('POST', url, headers, payload);
const whoAmI = (headers: Record<string, string>) => call('GET', '/api/me/messages', headers);
const login = (email: string, password: string) => post('/api/auth/login', {}, { email, password });

describe('POST /api/me/password', () => {
  it('changes the password: this session stays (200), the other one ends (401), a notice e-mail goes out', async () => {
    const here = await t.createUser('USER', { name: 'Téo' });
    const elsewhere = await login(here.user.email, here.password);
    const otherAuth = { authorization: `Bearer ${elsewhere.json().token}` };
    expect((await whoAmI(otherAuth)).statusCode).toBe(200);
    const before = (await t.outbox()).length;

    const res = await post('/api/me/password', here.auth, {
      currentPassword: here.password,
      newPassword: 'nova-senha-456',
    });
    expect(res.statusCode).toBe(204);

    expect((await whoAmI(here.auth)).statusCode).toBe(200);
    expect((await whoAmI(otherAuth)).statusCode).toBe(401);
    expect((await login(here.user.email, here.password)).statusCode).toBe(401);
    expect((await login(here.user.email, 'nova-senha-456')).statusCode).toBe(200);
    const [notice] = mailsTo((await t.outbox()).slice(before), here.user.email);
    expect(unfoldEml(notice!)).toContain('A senha da sua conta foi alterada em');
  });

  it('every role changes its own password', async () => {
    for (const role of ['ADMIN', 'TECHNICIAN'] as const) {
      const { user, auth, password } = await t.createUser(role);
      const res = await post('/api/me/password', auth, { currentPassword: password, newPassword: 'nova-senha-456' });
      expect(res.statusCode).toBe(204);
      expect((await login(user.email, 'nova-senha-456')).statusCode).toBe(200);
    }
  });

  it('a wrong current password is 400 with its text and changes nothing', async () => {
    const { user, auth, password } = await t.createUser('USER');
    const res = await post('/api/me/password', auth, { currentPassword: 'errada-999', newPassword: 'nova-senha-456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: 'A senha atual está incorreta.' });
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('a new password under 8 characters is 400 naming the field', async () => {
    const { auth, password } = await t.createUser('ADMIN');
    const res = await post('/api/me/password', auth, { currentPassword: password, newPassword: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'newPassword', message: ACCOUNT_TEXTS.newPasswordTooShort });
    expect(ACCOUNT_TEXTS.newPasswordTooShort).toBe('A nova senha deve ter pelo menos 8 caracteres.');
  });

  it('the same password again is 400 "A nova senha deve ser diferente da atual."', async () => {
    const { auth, password } = await t.createUser('USER');
    const res = await post('/api/me/password', auth, { currentPassword: password, newPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A nova senha deve ser diferente da atual.');
  });

  it('signed out is 401', async () => {
    const res = await post('/api/me/password', {}, { currentPassword: 'x', newPassword: 'nova-senha-456' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(TEXTS.http.unauthorized);
  });

  it('is rate-limited like the login: the 11th try within a minute from one address is 429', async () => {
    const { auth } = await t.createUser('USER');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post('/api/me/password', auth, {
        currentPassword: `errada-${i}`,
        newPassword: 'nova-senha-456',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});

describe('POST /api/me/email and POST /api/auth/email/confirm', () => {
  it('the link goes to the new address, a notice to the old; the address changes only when the link is opened, once', async () => {
    const { user, auth, password } = await t.createUser('USER', { name: 'Bia' });
    const newEmail = `nova-${user.id.slice(0, 8)}@teste.com`;
    const before = (await t.outbox()).length;

    const res = await post('/api/me/email', auth, { newEmail: newEmail.toUpperCase(), currentPassword: password });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe(ACCOUNT_TEXTS.emailChangeRequested(newEmail));

    const mails = (await t.outbox()).slice(before);
    const [confirmation] = mailsTo(mails, newEmail);
    const [notice] = mailsTo(mails, user.email);
    expect(unfoldEml(notice!)).toContain(`Foi pedida a troca do e-mail da sua conta para ${newEmail}.`);
    const token = linkTokenFrom(confirmation!, '/confirmar-email');
    expect(unfoldEml(confirmation!)).toContain(`${t.config.publicUrl}/confirmar-email?token=${token}`);
    // Not yet: the old address still signs in.
    expect((await login(user.email, password)).statusCode).toBe(200);

    const confirmed = await post('/api/auth/email/confirm', {}, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      message: `E-mail confirmado. Sua conta agora usa ${newEmail}.`,
      email: newEmail,
    });
    expect((await login(newEmail, password)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);

    const again = await post('/api/auth/email/confirm', {}, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'INVALID_EMAIL_TOKEN', message: ACCOUNT_TEXTS.emailChangeTokenInvalid });
  });

  it('an address in use gets the same 202 as a free one: its owner is told by e-mail and no link goes out', async () => {
    const { user, auth, password } = await t.createUser('USER', { name: 'Bia' });
    const other = await t.createUser('ADMIN', { name: 'Outra Pessoa' });
    const free = `livre-${user.id.slice(0, 8)}@teste.com`;
    const answers = [];
    for (const newEmail of [other.user.email, free]) {
      const res = await post('/api/me/email', auth, { newEmail, currentPassword: password });
      answers.push({ status: res.statusCode, body: res.json<{ message: string }>().message.replace(newEmail, '') });
      expect(res.body).not.toContain('Outra Pessoa');
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(202);

    const before = (await t.outbox()).length;
    await post('/api/me/email', auth, { newEmail: other.user.email, currentPassword: password });
    const mails = (await t.outbox()).slice(before);
    const [toHolder] = mailsTo(mails, other.user.email).map(unfoldEml);
    expect(toHolder).toContain('Olá, Outra Pessoa!');
    expect(toHolder).toContain(
      `Alguém pediu para usar o endereço ${other.user.email} em outra conta do Portal NFC. Como ele já é o e-mail da sua conta, nada foi mudado e nenhum link foi enviado.`,
    );
    for (const mail of mails) expect(unfoldEml(mail)).not.toContain('/confirmar-email');
    // The requester's own address gets the usual notice, as for a free address.
    expect(unfoldEml(mailsTo(mails, user.email)[0]!)).toContain(
      `Foi pedida a troca do e-mail da sua conta para ${other.user.email}.`,
    );
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });

  it('a wrong password is 400; an invalid address is 400 naming the field; the own address is 400', async () => {
    const { user, auth, password } = await t.createUser('TECHNICIAN');
    const wrong = await post('/api/me/email', auth, { newEmail: 'x@teste.com', currentPassword: 'errada-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('A senha atual está incorreta.');
    const invalid = await post('/api/me/email', auth, { newEmail: 'sem-arroba', currentPassword: password });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ field: 'newEmail', message: 'Informe um e-mail válido.' });
    const same = await post('/api/me/email', auth, { newEmail: user.email, currentPassword: password });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Este já é o seu e-mail.');
  });

  it('the link expires after 24 h (the row moved back in time) and an unknown token is the same 400', async () => {
    const { user, auth, password } = await t.createUser('USER');
    const before = (await t.outbox()).length;
    const newEmail = `expira-${user.id.slice(0, 8)}@teste.com`;
    await post('/api/me/email', auth, { newEmail, currentPassword: password });
    // The link goes to the new address (the old one is told too, in the same millisecond at times).
    const token = linkTokenFrom(mailsTo((await t.outbox()).slice(before), newEmail)[0]!, '/confirmar-email');
    const [row] = await t.database.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(24 * 60 * 60 * 1000, -4);
    await t.database.db
      .update(emailChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeTokens.userId, user.id));

    for (const attempt of [token, 'desconhecido']) {
      const res = await post('/api/auth/email/confirm', {}, { token: attempt });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_TEXTS.emailChangeTokenInvalid);
    }
    const empty = await post('/api/auth/email/confirm', {}, { token: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Link inválido ou incompleto. Abra o link do e-mail de novo.');
  });

  it('an address taken between the request and the link is 409 on confirm; a newer request ends the older link', async () => {
    const { user, auth, password } = await t.createUser('USER');
    const wanted = `disputado-${user.id.slice(0, 8)}@teste.com`;
    let before = (await t.outbox()).length;
    await post('/api/me/email', auth, { newEmail: wanted, currentPassword: password });
    const token = linkTokenFrom(mailsTo((await t.outbox()).slice(before), wanted)[0]!, '/confirmar-email');
    await t.createUser('USER', { email: wanted });
    const taken = await post('/api/auth/email/confirm', {}, { token });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ACCOUNT_TEXTS.emailUnavailable);

    const first = `primeiro-${user.id.slice(0, 8)}@teste.com`;
    const second = `segundo-${user.id.slice(0, 8)}@teste.com`;
    before = (await t.outbox()).length;
    await post('/api/me/email', auth, { newEmail: first, currentPassword: password });
    await post('/api/me/email', auth, { newEmail: second, currentPassword: password });
    const mails = (await t.outbox()).slice(before);
    const older = await post(
      '/api/auth/email/confirm',
      {},
      { token: linkTokenFrom(mailsTo(mails, first)[0]!, '/confirmar-email') },
    );
    expect(older.statusCode).toBe(400);
    const newer = await post(
      '/api/auth/email/confirm',
      {},
      { token: linkTokenFrom(mailsTo(mails, second)[0]!, '/confirmar-email') },
    );
    expect(newer.json().email).toBe(second);
  });
});

describe("GET /api/me: 'Minha conta' reads the account as it is now (issue 43, item 4)", () => {
  it('after the e-mail change is confirmed, the same session reads the new address; signed out is 401', async () => {
    const { user, auth, password } = await t.createUser('TECHNICIAN', { name: 'Téo' });
    const before = await call('GET', '/api/me', auth);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: user.id, email: user.email, name: 'Téo', role: 'TECHNICIAN' });

    const newEmail = `me-${user.id.slice(0, 8)}@teste.com`;
    const mailsBefore = (await t.outbox()).length;
    expect((await post('/api/me/email', auth, { newEmail, currentPassword: password })).statusCode).toBe(202);
    const [confirmation] = mailsTo((await t.outbox()).slice(mailsBefore), newEmail);
    const token = linkTokenFrom(confirmation!, '/confirmar-email');
    expect((await post('/api/auth/email/confirm', {}, { token })).statusCode).toBe(200);

    const after = await call('GET', '/api/me', auth);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ id: user.id, email: newEmail });
    expect(Object.keys(after.json()).sort()).toEqual(
      ['createdAt', 'email', 'id', 'invitePending', 'isSubscriber', 'name', 'role'].sort(),
    );
    expect((await call('GET', '/api/me', {})).statusCode).toBe(401);
  });
});

describe('a pending e-mail change dies with the password and the session that asked', () => {
  /** Asks to move `who` to a new address from `headers`' session: the link's token. */
  async function askChange(who: { user: { id: string }; password: string }, headers: Record<string, string>) {
    const newEmail = `mudanca-${randomUUID().slice(0, 8)}@teste.com`;
    const before = (await t.outbox()).length;
    const res = await post('/api/me/email', headers, { newEmail, currentPassword: who.password });
    expect(res.statusCode).toBe(202);
    return linkTokenFrom(mailsTo((await t.outbox()).slice(before), newEmail)[0]!, '/confirmar-email');
  }
  const confirm = (token: string) => post('/api/auth/email/confirm', {}, { token });
  const refusedWithItsText = async (token: string) => {
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL_TOKEN', message: ACCOUNT_TEXTS.emailChangeTokenInvalid });
  };
  const signIn = async (email: string, password: string) => ({
    authorization: `Bearer ${(await login(email, password)).json().token}`,
  });

  it('a password change ends the unused link, even one asked from the session that changes it', async () => {
    const who = await t.createUser('USER');
    const intruder = await signIn(who.user.email, who.password);
    const theirs = await askChange(who, intruder);
    const ours = await askChange(who, who.auth);
    const changed = await post('/api/me/password', who.auth, {
      currentPassword: who.password,
      newPassword: 'nova-senha-456',
    });
    expect(changed.statusCode).toBe(204);
    await refusedWithItsText(theirs);
    await refusedWithItsText(ours);
  });

  it('a password reset ends the unused link', async () => {
    const who = await t.createUser('USER');
    const token = await askChange(who, await signIn(who.user.email, who.password));
    const before = (await t.outbox()).length;
    await post('/api/auth/password/forgot', {}, { email: who.user.email });
    const [resetMail] = mailsTo((await t.waitForOutbox(before + 1)).slice(before), who.user.email);
    const resetToken = linkTokenFrom(resetMail!, '/reset-password');
    const reset = await post('/api/auth/password/reset', {}, { token: resetToken, newPassword: 'nova-senha-789' });
    expect(reset.statusCode).toBe(200);
    await refusedWithItsText(token);
    expect((await login(who.user.email, 'nova-senha-789')).statusCode).toBe(200);
  });

  it("'Sair de todos os outros dispositivos' ends the unused link, its own session's too", async () => {
    const who = await t.createUser('USER');
    const token = await askChange(who, who.auth);
    expect((await post('/api/me/sessions/revoke-others', who.auth, {})).statusCode).toBe(204);
    await refusedWithItsText(token);
  });

  it('the link works only while the session that asked is open', async () => {
    const who = await t.createUser('USER');
    const intruder = await signIn(who.user.email, who.password);
    const token = await askChange(who, intruder);
    expect((await post('/api/auth/logout', intruder, {})).statusCode).toBe(204);
    await refusedWithItsText(token);
    const open = await askChange(who, who.auth);
    expect((await confirm(open)).statusCode).toBe(200);
  });
});

describe('hostile bodies', () => {
  it('no route of the module answers a 5xx or echoes a stack', async () => {
    const { auth } = await t.createUser('USER');
    const bodies: unknown[] = [
      {},
      ['lista'],
      { currentPassword: 'a\u0000b', newPassword: 'x\u0000'.repeat(10), newEmail: 'a\u0000@b.com', token: '\u0000' },
      { currentPassword: 1, newPassword: null, newEmail: 'x'.repeat(5000), token: 'x'.repeat(5000), password: {} },
      { token: '%00', password: 'senha-valida-1' },
    ];
    const routes: [string, Record<string, string>][] = [
      ['/api/me/password', auth],
      ['/api/me/email', auth],
      ['/api/auth/email/confirm', {}],
      ['/api/auth/invite/accept', {}],
    ];
    for (const [url, headers] of routes) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers,
          payload: body as object,
          remoteAddress: testAddress(),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        expect(res.statusCode).not.toBe(200);
        expect(res.body).not.toMatch(/\bstack\b|node_modules/);
      }
    }
  });
});
