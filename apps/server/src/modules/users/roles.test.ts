import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Role } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
type Caller = Role | 'ANONYMOUS';

let t: TestApp;
let signedIn: Record<Role, SignedIn>;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = {
    ADMIN: await t.createUser('ADMIN'),
    USER: await t.createUser('USER'),
    TECHNICIAN: await t.createUser('TECHNICIAN'),
  };
});
afterAll(async () => t.close());

const call = (caller: Caller, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: caller === 'ANONYMOUS' ? {} : signedIn[caller].auth,
    ...(payload ? { payload } : {}),
  });

/** Spec section 6 and docs/ARCHITECTURE.md: the status each caller gets; 'ok' is any 2xx, or the route's own 404 (nothing there yet). */
type Expected = Record<Caller, 'ok' | 401 | 403>;
const ADMINS_ONLY: Expected = { ADMIN: 'ok', USER: 403, TECHNICIAN: 403, ANONYMOUS: 401 };
const USERS_ONLY: Expected = { ADMIN: 403, USER: 'ok', TECHNICIAN: 403, ANONYMOUS: 401 };

const matrix: Array<[InjectOptions['method'], string, Expected]> = [
  ['GET', '/api/me/page', USERS_ONLY],
  ['GET', '/api/me/bracelets', USERS_ONLY],
  ['GET', '/api/admin/users', ADMINS_ONLY],
  ['GET', '/api/admin/clients', ADMINS_ONLY],
  ['GET', '/api/admin/clients/stats', ADMINS_ONLY],
  ['GET', '/api/admin/tags', ADMINS_ONLY],
  ['GET', '/api/admin/bracelets', ADMINS_ONLY],
  ['GET', '/api/admin/pages', ADMINS_ONLY],
  ['GET', '/api/admin/pages/stats', ADMINS_ONLY],
  ['GET', '/api/admin/messages?toRole=ADMIN', ADMINS_ONLY],
];

describe('role matrix (spec section 6): technician, user, admin and anonymous', () => {
  for (const [method, url, expected] of matrix) {
    it(`${method} ${url}: ${Object.entries(expected)
      .map(([caller, status]) => `${caller} ${status}`)
      .join(', ')}`, async () => {
      for (const caller of ['ADMIN', 'USER', 'TECHNICIAN', 'ANONYMOUS'] as const) {
        const res = await call(caller, method, url);
        const want = expected[caller];
        if (want === 'ok') expect([200, 404], `${caller} ${res.body}`).toContain(res.statusCode);
        else expect(res.statusCode, caller).toBe(want);
        if (want === 403) expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Acesso negado' });
      }
    });
  }

  it('a technician cannot create a public page or claim a tag; a user can', async () => {
    const tag = await t.app.services.tags.createTag(
      { type: 'B2C', physicalType: 'NFC', code: 'ROLE0001' },
      { id: signedIn.ADMIN.user.id, name: 'Admin' },
    );
    expect((await call('TECHNICIAN', 'POST', '/api/me/page', { name: 'Página do Técnico' })).statusCode).toBe(403);
    const activationCode = (await t.app.services.tags.activationCodesOf([tag.id])).get(tag.id);
    const claim = { code: tag.code, activationCode };
    expect((await call('TECHNICIAN', 'POST', '/api/me/bracelets/claim', claim)).statusCode).toBe(403);
    expect((await call('ADMIN', 'POST', '/api/me/page', { name: 'Página do Admin' })).statusCode).toBe(403);
    expect(await t.app.services.tags.listTagsOfUser(signedIn.TECHNICIAN.user.id)).toEqual([]);

    expect((await call('USER', 'POST', '/api/me/page', { name: 'Página do Usuário' })).statusCode).toBe(201);
    const claimed = await call('USER', 'POST', '/api/me/bracelets/claim', claim);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ code: 'ROLE0001', assignedUserId: signedIn.USER.user.id });
  });

  it('an admin cannot assign a tag to a technician (400 naming userId); to a user it works', async () => {
    const tag = await t.app.services.tags.createTag(
      { type: 'B2C', physicalType: 'NFC', code: 'ROLE0002' },
      { id: signedIn.ADMIN.user.id, name: 'Admin' },
    );
    const toTechnician = await call('ADMIN', 'PATCH', `/api/admin/bracelets/${tag.id}/assign`, {
      userId: signedIn.TECHNICIAN.user.id,
    });
    expect(toTechnician.statusCode).toBe(400);
    expect(toTechnician.json()).toMatchObject({
      code: 'TECHNICIAN_CANNOT_OWN',
      field: 'userId',
      message: 'Um técnico não pode ter tags atribuídas: atribua a tag a um usuário.',
    });
    expect(await t.app.services.tags.listTagsOfUser(signedIn.TECHNICIAN.user.id)).toEqual([]);
    const toUser = await call('ADMIN', 'PATCH', `/api/admin/bracelets/${tag.id}/assign`, {
      userId: signedIn.USER.user.id,
    });
    expect(toUser.statusCode).toBe(200);
  });
});

describe('POST /api/admin/users with role TECHNICIAN', () => {
  it('creates a technician account with no profile or page; it signs in and lands in the technician filter', async () => {
    const clientsBefore = (await call('ADMIN', 'GET', '/api/admin/clients/stats')).json().total;
    const res = await call('ADMIN', 'POST', '/api/admin/users', {
      name: 'Téo Técnico',
      email: 'Teo@Oficina.com',
      password: 'senha-do-teo',
      role: 'TECHNICIAN',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      user: { email: 'teo@oficina.com', name: 'Téo Técnico', role: 'TECHNICIAN' },
      profile: null,
    });
    expect((await call('ADMIN', 'GET', '/api/admin/clients/stats')).json().total).toBe(clientsBefore);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'teo@oficina.com', password: 'senha-do-teo' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'TECHNICIAN', name: 'Téo Técnico' });

    const technicians = (await call('ADMIN', 'GET', '/api/admin/users?role=TECHNICIAN')).json();
    expect(technicians.users.map((u: { email: string }) => u.email).sort()).toEqual(
      ['teo@oficina.com', signedIn.TECHNICIAN.user.email].sort(),
    );
    expect(technicians.users.every((u: { role: string }) => u.role === 'TECHNICIAN')).toBe(true);
  });

  it('a technician with a profile is 400: a technician has no public page', async () => {
    const res = await call('ADMIN', 'POST', '/api/admin/users', {
      email: 'com-perfil@oficina.com',
      password: 'senha-segura',
      role: 'TECHNICIAN',
      profile: { name: 'Técnico Com Perfil' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'profile',
      message: 'Um técnico não tem perfil nem página pública.',
    });
    expect(await t.app.services.users.findByEmail('com-perfil@oficina.com')).toBeUndefined();
  });

  it("the technician form's rules: name, email and password with the new-client messages", async () => {
    const res = await call('ADMIN', 'POST', '/api/admin/users', {
      email: 'sem-nome@oficina.com',
      password: 'senha-segura',
      role: 'TECHNICIAN',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Nome é obrigatório.' });
  });

  it('only admins create accounts: a technician or user is 403, anonymous 401', async () => {
    const body = { name: 'Outro', email: 'outro@oficina.com', password: 'senha-segura', role: 'TECHNICIAN' };
    expect((await call('TECHNICIAN', 'POST', '/api/admin/users', body)).statusCode).toBe(403);
    expect((await call('USER', 'POST', '/api/admin/users', body)).statusCode).toBe(403);
    expect((await call('ANONYMOUS', 'POST', '/api/admin/users', body)).statusCode).toBe(401);
    expect(await t.app.services.users.findByEmail('outro@oficina.com')).toBeUndefined();
  });
});
