import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, CLIENT_TEXTS, TEXTS } from '@portal/shared';
import { invitationTokens } from '../../db/tables/account.js';
import { linkTokenFrom, mailsTo, unfoldEml } from '../../testing/emails.js';
import { addressPerTest, UNKNOWN_ID, type SignedIn } from '../../testing/requests.js';
import { sharedTestApp } from '../../testing/test-app.js';

const t = sharedTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

const testAddress = addressPerTest('203.0.113');

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, remoteAddress: testAddress(), ...(payload ? { payload } : {}) });
const login = (email: string, password: string) => post('/api/auth/login', {}, { email, password });
let seq = 0;
const newEmail = (prefix: string) => `${prefix}-${Date.now()}-${++seq}@teste.com`;

/** POST /admin/users with `invite: true`, and the invitation's token read from the outbox. */
async function invite(body: Record<string, unknown>) {
  const before = (await t.outbox()).length;
  const res = await post('/api/admin/users', admin.auth, { invite: true, ...body });
  expect(res.statusCode).toBe(201);
  const [mail] = mailsTo((await t.outbox()).slice(before), String(body.email));
  return { created: res.json(), mail: mail!, token: linkTokenFrom(mail!, '/convite') };
}

describe('POST /api/admin/users with invite: true', () => {
  it('creates a client who cannot sign in; the e-mailed link sets the password once, then the login works', async () => {
    const email = newEmail('convidada');
    const { created, mail, token } = await invite({ email, profile: { name: 'Carla Convidada' } });
    expect(created.user).toMatchObject({ email, role: 'USER', invitePending: true });
    expect(created.profile.name).toBe('Carla Convidada');
    expect(unfoldEml(mail)).toContain(`${t.config.publicUrl}/convite?token=${token}`);
    expect(unfoldEml(mail)).toContain('vale por 7 dias, uma única vez');
    expect((await login(email, '')).statusCode).toBe(400);
    expect((await login(email, 'qualquer-senha')).statusCode).toBe(401);

    const accepted = await post('/api/auth/invite/accept', {}, { token, password: 'minha-senha-1' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: ACCOUNT_TEXTS.invitationAccepted, email });
    expect((await login(email, 'minha-senha-1')).statusCode).toBe(200);

    const again = await post('/api/auth/invite/accept', {}, { token, password: 'outra-senha-2' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'INVALID_INVITATION',
      message: 'Convite inválido, expirado ou já usado. Peça um novo convite ao administrador.',
    });
    const users = await t.app.inject({ method: 'GET', url: `/api/admin/users?search=${email}`, headers: admin.auth });
    expect(users.json().users[0]).toMatchObject({ email, invitePending: false });
  });

  it('a technician is invited the same way ("Novo técnico")', async () => {
    const email = newEmail('tecnico');
    const { created, token } = await invite({ email, name: 'Téo', role: 'TECHNICIAN' });
    expect(created).toMatchObject({ user: { role: 'TECHNICIAN', invitePending: true }, profile: null });
    expect((await post('/api/auth/invite/accept', {}, { token, password: 'senha-tecnico' })).statusCode).toBe(200);
    expect((await login(email, 'senha-tecnico')).statusCode).toBe(200);
  });

  it('with a password the old way stays: no invitation, no e-mail, the login works at once', async () => {
    const email = newEmail('offline');
    const before = (await t.outbox()).length;
    const res = await post('/api/admin/users', admin.auth, {
      email,
      password: 'senha-offline',
      profile: { name: 'Off' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.invitePending).toBe(false);
    expect(await t.outbox()).toHaveLength(before);
    expect((await login(email, 'senha-offline')).statusCode).toBe(200);
  });

  it('neither a password nor invite is 400 on the password; both are 400 too', async () => {
    const neither = await post('/api/admin/users', admin.auth, { email: newEmail('n'), profile: { name: 'N' } });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ field: 'password', message: CLIENT_TEXTS.passwordRequired });
    const both = await post('/api/admin/users', admin.auth, {
      email: newEmail('b'),
      password: 'senha-segura',
      invite: true,
      profile: { name: 'B' },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      field: 'password',
      message: 'Informe uma senha ou marque o envio do convite por e-mail (um dos dois).',
    });
    const invalid = await post('/api/admin/users', admin.auth, { email: newEmail('i'), invite: 'sim', name: 'I' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('invite deve ser true ou false.');
  });
});

describe('POST /api/auth/invite/accept', () => {
  it('expires after 7 days (the row moved back in time); an unknown token is the same 400', async () => {
    const { created, token } = await invite({ email: newEmail('expira'), name: 'Ex' });
    const [row] = await t.database.db
      .select()
      .from(invitationTokens)
      .where(eq(invitationTokens.userId, created.user.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeCloseTo(7 * 24 * 60 * 60 * 1000, -4);
    await t.database.db
      .update(invitationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTokens.userId, created.user.id));
    for (const attempt of [token, 'desconhecido']) {
      const res = await post('/api/auth/invite/accept', {}, { token: attempt, password: 'minha-senha-1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ACCOUNT_TEXTS.invitationInvalid);
    }
  });

  it('a short password is 400 naming the field, and the link still works afterwards', async () => {
    const { token } = await invite({ email: newEmail('curta'), name: 'Cu' });
    const short = await post('/api/auth/invite/accept', {}, { token, password: '1234567' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'password',
      message: 'A nova senha deve ter pelo menos 8 caracteres.',
    });
    expect((await post('/api/auth/invite/accept', {}, { token, password: '12345678' })).statusCode).toBe(200);
  });

  it('a password set by "Esqueceu a senha" ends the invitation', async () => {
    const email = newEmail('reset');
    const { created, token } = await invite({ email, name: 'Re' });
    await t.app.services.users.changePassword(created.user.id, 'senha-do-reset');
    const res = await post('/api/auth/invite/accept', {}, { token, password: 'minha-senha-1' });
    expect(res.statusCode).toBe(400);
    expect((await login(email, 'senha-do-reset')).statusCode).toBe(200);
  });
});

describe("an invited client is 'Convite pendente', not an active client (issue 43, item 8)", () => {
  it('GET /api/admin/clients/stats counts it in invitePending until its password is chosen', async () => {
    const stats = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/clients/stats', headers: admin.auth })).json<{
        total: number;
        invitePending: number;
      }>();
    const before = await stats();
    const { token } = await invite({ email: newEmail('pendente'), profile: { name: 'Pendente' } });
    const invited = await stats();
    expect(invited).toMatchObject({ total: before.total + 1, invitePending: before.invitePending + 1 });
    expect((await post('/api/auth/invite/accept', {}, { token, password: 'minha-senha-1' })).statusCode).toBe(200);
    expect(await stats()).toMatchObject({ total: before.total + 1, invitePending: before.invitePending });
  });
});

describe('POST /api/auth/invite/check: /convite says on opening whether its link works (issue 43, item 8)', () => {
  it('a working link answers its e-mail and stays usable; a used, expired, replaced or unknown one is the 400 of accept', async () => {
    const email = newEmail('confere');
    const { created, token } = await invite({ email, name: 'Confere' });
    const check = (attempt: string) => post('/api/auth/invite/check', {}, { token: attempt });

    const first = await check(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ email });
    expect((await check(token)).statusCode).toBe(200); // checking uses nothing

    const invalid = { code: 'INVALID_INVITATION', message: ACCOUNT_TEXTS.invitationInvalid };
    for (const attempt of ['desconhecido-mas-comprido-o-bastante', 'x']) {
      const res = await check(attempt);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(invalid);
    }

    expect((await post('/api/auth/invite/accept', {}, { token, password: 'minha-senha-1' })).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject(invalid);

    // A resent invitation ends the older link; an expired one says the same.
    const other = await invite({ email: newEmail('reenvio'), name: 'Reenvio' });
    const resent = await post(`/api/admin/users/${other.created.user.id}/invite`, admin.auth);
    expect(resent.statusCode).toBe(200);
    expect((await check(other.token)).json()).toMatchObject(invalid);
    await t.database.db
      .update(invitationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTokens.userId, other.created.user.id));
    const newest = linkTokenFrom(mailsTo(await t.outbox(), other.created.user.email).at(-1)!, '/convite');
    expect((await check(newest)).json()).toMatchObject(invalid);
    expect(created.user.email).toBe(email);
  });
});

describe('POST /api/admin/users/{id}/invite', () => {
  it('sends a new link and the old one stops working', async () => {
    const email = newEmail('reenvio');
    const { created, token: oldToken } = await invite({ email, name: 'Rê' });
    const before = (await t.outbox()).length;
    const res = await post(`/api/admin/users/${created.user.id}/invite`, admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Convite enviado por e-mail.' });
    const newToken = linkTokenFrom(mailsTo((await t.outbox()).slice(before), email)[0]!, '/convite');
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/auth/invite/accept', {}, { token: oldToken, password: 'minha-senha-1' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/invite/accept', {}, { token: newToken, password: 'minha-senha-1' })).statusCode).toBe(
      200,
    );
  });

  it('409 once the account has a password; 404 for an unknown id; 403 for a non-admin; 401 signed out', async () => {
    const withPassword = await t.createUser('USER');
    const accepted = await post(`/api/admin/users/${withPassword.user.id}/invite`, admin.auth);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toEqual({
      code: 'INVITATION_ACCEPTED',
      message: 'Esta conta já tem uma senha: o convite não é mais necessário.',
    });
    const unknown = await post(`/api/admin/users/${UNKNOWN_ID}/invite`, admin.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TEXTS.users.notFound);
    const { created } = await invite({ email: newEmail('papel'), name: 'Pa' });
    const byTechnician = await post(
      `/api/admin/users/${created.user.id}/invite`,
      (await t.createUser('TECHNICIAN')).auth,
    );
    expect(byTechnician.statusCode).toBe(403);
    expect((await post(`/api/admin/users/${created.user.id}/invite`, {})).statusCode).toBe(401);
  });
});
