import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRequests } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The messages are written on self-registration, which needs ALLOW_SIGNUP.
  t = await createTestApp({ allowSignup: true });
});
afterAll(async () => t.close());

describe('GET /api/admin/messages', () => {
  it('lists the messages written on system events, newest first, and filters by since', async () => {
    const admin = await t.createUser('ADMIN');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'primeiro@teste.com', password: 'senha-forte-1' },
    });
    const first = await t.app.inject({ method: 'GET', url: '/api/admin/messages?toRole=ADMIN', headers: admin.auth });
    expect(first.statusCode).toBe(200);
    const messages = first.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ title: 'Novo cadastro', body: 'primeiro@teste.com criou uma conta.' });
    expect(Object.keys(messages[0]).sort()).toEqual(['body', 'createdAt', 'id', 'title']);

    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'segundo@teste.com', password: 'senha-forte-1' },
    });
    const since = encodeURIComponent(messages[0].createdAt);
    const later = (
      await t.app.inject({ method: 'GET', url: `/api/admin/messages?toRole=ADMIN&since=${since}`, headers: admin.auth })
    ).json();
    expect(later.map((m: { body: string }) => m.body)).toEqual(['segundo@teste.com criou uma conta.']);
  });

  it('a user token is 403; a bad since is 400', async () => {
    const user = await t.createUser('USER');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: user.auth })).statusCode).toBe(
      403,
    );
    const admin = await t.createUser('ADMIN');
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/messages?since=ontem', headers: admin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('since');
    // PostgreSQL has no year 0: a well-formed but impossible cursor is a 400, not a 500.
    const yearZero = await testRequests(t).get('/api/admin/messages?since=0000-01-01T00:00:00Z', admin);
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'since' });
  });

  it("a message for one account reaches that account only; the role's messages reach every account of the role", async () => {
    const first = await t.createUser('ADMIN');
    const second = await t.createUser('ADMIN');
    await t.app.services.messages.postMessage({ toRole: 'ADMIN', toUserId: first.user.id, title: 'Só sua', body: 'a' });
    await t.app.services.messages.postMessage({ toRole: 'ADMIN', title: 'Para todos', body: 'b' });
    const titles = async (who: { auth: Record<string, string> }) =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: who.auth }))
        .json()
        .map((m: { title: string }) => m.title);
    expect(await titles(first)).toEqual(expect.arrayContaining(['Só sua', 'Para todos']));
    const others = await titles(second);
    expect(others).toContain('Para todos');
    expect(others).not.toContain('Só sua');
    // Without an account, only the role's messages for everyone.
    const roleOnly = (await t.app.services.messages.listMessages('ADMIN')).map((m) => m.title);
    expect(roleOnly).not.toContain('Só sua');
  });
});
