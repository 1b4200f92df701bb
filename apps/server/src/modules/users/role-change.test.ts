import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_CHANGE_TEXTS, type AdminMessage, type User } from '@portal/shared';
import { mailsTo, unfoldEml } from '../../testing/emails.js';
import { testRequests, type SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let requests: ReturnType<typeof testRequests>;
let admin: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  requests = testRequests(t);
  admin = await t.createUser('ADMIN', { email: 'chefe@empresa.com', name: 'Chefe' });
});
afterAll(async () => t.close());

const setRole = (who: SignedIn | null, id: string, body: object) => requests.patch(`/api/admin/users/${id}`, who, body);
const messagesOf = async (who: SignedIn, url: string) => (await requests.get(url, who)).json<AdminMessage[]>();

describe('PATCH /api/admin/users/{id} { role } (issue 43, item 6)', () => {
  it('an admin makes a technician admin: the new admin opens the admin area, reads it in the bell and by e-mail; the admins get the record', async () => {
    const technician = await t.createUser('TECHNICIAN', { email: 'carla@empresa.com', name: 'Carla' });
    const mailsBefore = (await t.outbox()).length;

    const res = await setRole(admin, technician.user.id, { role: 'ADMIN' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<User>()).toMatchObject({ id: technician.user.id, role: 'ADMIN' });
    // The current role wins over the one in the older token: the same session now opens the admin routes.
    expect((await requests.get('/api/admin/users', technician)).statusCode).toBe(200);
    const own = await messagesOf(technician, '/api/admin/messages');
    expect(own.map((m) => [m.title, m.body])).toContainEqual([
      ROLE_CHANGE_TEXTS.noticeTitle,
      'Chefe mudou o papel da sua conta para Administrador. Saia e entre de novo para ver as telas do novo papel.',
    ]);
    const [mail] = mailsTo((await t.waitForOutbox(mailsBefore + 1)).slice(mailsBefore), 'carla@empresa.com');
    expect(unfoldEml(mail!)).toContain('Chefe mudou o papel da sua conta para Administrador.');
    const record = await messagesOf(admin, '/api/admin/messages');
    expect(record.map((m) => m.body)).toContain('Chefe mudou carla@empresa.com de Técnico para Administrador.');
  });

  it('a client made technician sees it in the technician bell; the same role again changes and tells nothing', async () => {
    const client = await t.createUser('USER', { email: 'bruno@exemplo.com', name: 'Bruno' });
    expect((await setRole(admin, client.user.id, { role: 'TECHNICIAN' })).statusCode).toBe(200);
    const bell = await messagesOf(client, '/api/tecnico/messages');
    expect(bell.filter((m) => m.title === ROLE_CHANGE_TEXTS.noticeTitle)).toHaveLength(1);

    const again = await setRole(admin, client.user.id, { role: 'TECHNICIAN' });
    expect(again.statusCode).toBe(200);
    const after = await messagesOf(client, '/api/tecnico/messages');
    expect(after.filter((m) => m.title === ROLE_CHANGE_TEXTS.noticeTitle)).toHaveLength(1);
  });

  it("never one's own role: 409 with the reason, the role unchanged", async () => {
    const res = await setRole(admin, admin.user.id, { role: 'USER' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'OWN_ROLE', message: ROLE_CHANGE_TEXTS.ownRole });
    expect((await t.app.services.users.findById(admin.user.id))!.role).toBe('ADMIN');
  });

  it('never leaves no admin: two admins demoting each other at once, one wins and the other gets 409 LAST_ADMIN', async () => {
    const t2 = await createTestApp();
    try {
      const r2 = testRequests(t2);
      const ana = await t2.createUser('ADMIN');
      const beto = await t2.createUser('ADMIN');
      const results = await Promise.all([
        r2.patch(`/api/admin/users/${beto.user.id}`, ana, { role: 'USER' }),
        r2.patch(`/api/admin/users/${ana.user.id}`, beto, { role: 'USER' }),
      ]);
      // One wins. The other is refused: 409 LAST_ADMIN when it was already past the role check, else 403 (its
      // account is no admin any more by then).
      expect(results.filter((res) => res.statusCode === 200)).toHaveLength(1);
      const refused = results.find((res) => res.statusCode !== 200)!;
      if (refused.statusCode === 409)
        expect(refused.json()).toEqual({ code: 'LAST_ADMIN', message: ROLE_CHANGE_TEXTS.lastAdmin });
      else expect(refused.statusCode).toBe(403);
      const roles = await Promise.all(
        [ana, beto].map(async (who) => (await t2.app.services.users.findById(who.user.id))!.role),
      );
      expect(roles.filter((role) => role === 'ADMIN')).toHaveLength(1);
      // The last admin's role cannot change, whoever asks.
      const last = roles[0] === 'ADMIN' ? ana : beto;
      await expect(
        t2.app.services.changeRole(last.user.id, 'TECHNICIAN', {
          id: '00000000-0000-4000-8000-00000000000a',
          name: 'X',
        }),
      ).rejects.toMatchObject({ statusCode: 409, code: 'LAST_ADMIN', message: ROLE_CHANGE_TEXTS.lastAdmin });
    } finally {
      await t2.close();
    }
  });

  it('a bad role is a 400 naming it, an unknown account a 404; only admins may change roles', async () => {
    const user = await t.createUser('USER');
    const bad = await setRole(admin, user.user.id, { role: 'SUPERUSER' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'role', message: 'Papel inválido: use ADMIN, USER ou TECHNICIAN.' });
    const unknown = await setRole(admin, '00000000-0000-4000-8000-000000000000', { role: 'USER' });
    expect(unknown.statusCode).toBe(404);
    expect((await setRole(user, admin.user.id, { role: 'USER' })).statusCode).toBe(403);
    expect((await setRole(null, user.user.id, { role: 'ADMIN' })).statusCode).toBe(401);
  });
});
