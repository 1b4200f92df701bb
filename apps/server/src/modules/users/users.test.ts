import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRequests } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { email: 'chefe@empresa.com', name: 'Chefe' });
  for (let i = 1; i <= 25; i += 1) {
    const { user } = await t.createUser('USER', {
      email: `cliente${String(i).padStart(2, '0')}@exemplo.com`,
      name: `Cliente ${i}`,
    });
    if (i % 5 === 0) await t.app.services.users.setSubscriber(user.id, true);
  }
});
afterAll(async () => t.close());

const list = (query: string, headers = admin.auth) =>
  t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers });

describe('GET /api/admin/users', () => {
  it('pages with { users, pagination } newest first, 20 by default', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(20);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 26, totalPages: 2 });
    expect(body.users[0].email).toBe('cliente25@exemplo.com');
    expect(Object.keys(body.users[0]).sort()).toEqual([
      'createdAt',
      'email',
      'id',
      'invitePending',
      'isSubscriber',
      'name',
      'role',
      'twoFactorEnabled',
    ]);
    expect(body.users[0].twoFactorEnabled).toBe(false);
    const page2 = (await list('?page=2')).json();
    expect(page2.users).toHaveLength(6);
  });

  it('filters by search over email and name, role and subscriber', async () => {
    expect((await list('?search=CLIENTE1')).json().pagination.total).toBe(10);
    expect((await list('?search=Chefe')).json().users.map((u: { email: string }) => u.email)).toEqual([
      'chefe@empresa.com',
    ]);
    expect((await list('?role=ADMIN')).json().pagination.total).toBe(1);
    expect((await list('?isSubscriber=true')).json().pagination.total).toBe(5);
    expect((await list('?isSubscriber=false&role=USER')).json().pagination.total).toBe(20);
  });

  it('treats LIKE wildcards in the search as plain text', async () => {
    expect((await list('?search=%25')).json().pagination.total).toBe(0);
    expect((await list('?search=_')).json().pagination.total).toBe(0);
  });

  it('a search holding U+0000 is 400 naming the field, never a 500', async () => {
    const res = await list('?search=ana%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'search',
      message: 'Texto contém um caractere inválido.',
    });
  });

  it('refuses a bad filter with 400 naming the field', async () => {
    const res = await list('?role=ROOT');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'role' });
    expect((await list('?page=0')).statusCode).toBe(400);
  });

  it('a user token is 403, a technician token is 403, no token is 401', async () => {
    const user = await t.createUser('USER');
    const tech = await t.createUser('TECHNICIAN');
    expect((await list('', user.auth)).statusCode).toBe(403);
    expect((await list('', user.auth)).json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado' });
    expect((await list('', tech.auth)).statusCode).toBe(403);
    expect((await list('', {} as typeof admin.auth)).statusCode).toBe(401);
  });

  it("role=USER (the assign pickers' list) holds no technician and no admin, also when the search names one", async () => {
    await t.createUser('TECHNICIAN', { email: 'tecnica.picker@empresa.com', name: 'Técnica Picker' });
    expect((await list('?search=picker')).json().pagination.total).toBe(1);
    const body = (await list('?role=USER&search=picker')).json();
    expect(body.users).toEqual([]);
    const all = (await list('?role=USER&limit=100')).json();
    expect(all.users.length).toBeGreaterThan(0);
    expect(all.users.every((user: { role: string }) => user.role === 'USER')).toBe(true);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('answers the account without its password, to admins only', async () => {
    const { user, auth } = await t.createUser('USER');
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, role: 'USER' });
    expect(JSON.stringify(res.json())).not.toMatch(/password/i);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}`, headers: auth })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/users/${user.id}` })).statusCode).toBe(401);
  });

  it('an unknown id is 404 with the spec text, a malformed one 400', async () => {
    const unknown = await testRequests(t).get('/api/admin/users/00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users/nao-e-um-id', headers: admin.auth })).statusCode,
    ).toBe(400);
  });
});

describe('PATCH /api/admin/users/:id/subscriber', () => {
  it('toggles the flag and answers the user', async () => {
    const { user } = await t.createUser('USER');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/subscriber`,
      headers: admin.auth,
      payload: { isSubscriber: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, isSubscriber: true });
    expect((await t.app.services.users.getUser(user.id)).isSubscriber).toBe(true);
  });

  it('an unknown id is 404, a non-boolean is 400, a user token is 403', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/subscriber',
      headers: admin.auth,
      payload: { isSubscriber: true },
    });
    expect(unknown.statusCode).toBe(404);
    const { user, auth } = await t.createUser('USER');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/subscriber`,
      headers: admin.auth,
      payload: { isSubscriber: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('isSubscriber');
    const own = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}/subscriber`,
      headers: auth,
      payload: { isSubscriber: true },
    });
    expect(own.statusCode).toBe(403);
    expect((await t.app.services.users.getUser(user.id)).isSubscriber).toBe(false);
  });
});
