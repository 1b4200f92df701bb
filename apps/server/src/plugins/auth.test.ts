import { beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { InjectOptions } from 'fastify';
import { TEXTS } from '@portal/shared';
import { buildApp } from '../app.js';
import { sharedTestApp } from '../testing/test-app.js';
import { postRawJson, type SignedIn } from '../testing/requests.js';

const t = sharedTestApp();
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

const UNAUTHORIZED = { code: 'UNAUTHORIZED', message: TEXTS.http.unauthorized };
const FORBIDDEN = { code: 'FORBIDDEN', message: TEXTS.http.forbidden };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const myTags = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me/bracelets', headers });

function resetTokenFrom(eml: string): string {
  const unfolded = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match) throw new Error('no reset link in email');
  return match[1]!;
}

describe('sessions end when the password changes (issue 8, item 2)', () => {
  it('a password reset ends every session signed in before it; the new login works', async () => {
    const { user, token } = await t.createUser('USER');
    expect((await myTags(bearer(token))).statusCode).toBe(200);

    const before = (await t.outbox()).length;
    await t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: user.email } });
    const resetToken = resetTokenFrom((await t.waitForOutbox(before + 1)).at(-1)!);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, newPassword: 'nova-senha-456' },
    });
    expect(reset.statusCode).toBe(200);

    const old = await myTags(bearer(token));
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual(UNAUTHORIZED);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nova-senha-456' },
    });
    expect((await myTags(bearer(login.json().token))).statusCode).toBe(200);
  });

  it('any password change (an admin-initiated one goes through the same service) ends the earlier sessions', async () => {
    const { user, token } = await t.createUser('USER');
    await t.app.services.users.changePassword(user.id, 'trocada-pelo-admin');
    expect((await myTags(bearer(token))).statusCode).toBe(401);
  });

  it('a deleted account: its token is 401 at once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.auth,
      payload: {
        email: 'apagada@sessoes.com',
        password: 'senha-segura-1',
        role: 'USER',
        profile: { name: 'Conta Apagada' },
      },
    });
    expect(created.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'apagada@sessoes.com', password: 'senha-segura-1' },
    });
    const token = login.json().token as string;
    expect((await myTags(bearer(token))).statusCode).toBe(200);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/clients/${created.json().profile.id}`,
      headers: admin.auth,
    });
    expect(deleted.statusCode).toBe(204);
    const after = await myTags(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
  });

  it('the token carries the session version and its session; one signed without a session (sid) is 401', async () => {
    const { user, token } = await t.createUser('USER');
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.ver).toBe(0);
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    const legacy = await new SignJWT({ role: 'USER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await myTags(bearer(legacy))).statusCode).toBe(401);
    // Another account's session id does not open this account.
    const other = await t.createUser('USER');
    const otherSid = JSON.parse(Buffer.from(other.token.split('.')[1]!, 'base64url').toString()).sid;
    const borrowed = await new SignJWT({ role: 'USER', ver: 0, sid: otherSid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await myTags(bearer(borrowed))).statusCode).toBe(401);
  });
});

describe('logout ends the session (fault 6)', () => {
  it('after POST /api/auth/logout the token is a 401 everywhere, on this instance and another one on the same database', async () => {
    const { token } = await t.createUser('USER');
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const onSecond = () =>
        second.inject({ method: 'GET', url: '/api/me/bracelets', headers: bearer(token) }).then((r) => r.statusCode);
      expect((await myTags(bearer(token))).statusCode).toBe(200);
      expect(await onSecond()).toBe(200);
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(204);
      const after = await myTags(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(UNAUTHORIZED);
      expect(await onSecond()).toBe(401);
      // Logging out again, or without a token, is still a 204.
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
        204,
      );
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(204);
    } finally {
      await second.close();
    }
  });

  it('another session of the same account stays open', async () => {
    const { user, token, password } = await t.createUser('USER');
    const other = (await t.app.services.auth.login(user.email, password)).token;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect((await myTags(bearer(token))).statusCode).toBe(401);
    expect((await myTags(bearer(other))).statusCode).toBe(200);
  });
});

describe('authentication runs before the body is read (issue 8, item 4)', () => {
  /** One write of every guarded route family, each with a body its schema refuses. */
  const invalidWrites: Array<{ method: InjectOptions['method']; url: string; payload: object }> = [
    { method: 'POST', url: '/api/admin/users', payload: { email: 'sem-arroba' } },
    {
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/subscriber',
      payload: { isSubscriber: 'sim' },
    },
    { method: 'PATCH', url: '/api/admin/clients/00000000-0000-4000-8000-000000000000', payload: { name: 42 } },
    { method: 'POST', url: '/api/admin/tags', payload: { code: 42 } },
    { method: 'POST', url: '/api/admin/bracelets', payload: { code: 42 } },
    { method: 'POST', url: '/api/admin/bracelets/bulk', payload: { items: 'não é uma lista' } },
    { method: 'POST', url: '/api/admin/pages', payload: { title: 42 } },
    { method: 'POST', url: '/api/public/admin/pages', payload: { publicPageSlug: 42 } },
    { method: 'POST', url: '/api/me/page', payload: { publicPageSlug: 42 } },
    { method: 'POST', url: '/api/me/bracelets/claim', payload: { code: 42 } },
  ];

  it('an anonymous request with an invalid body is a 401 with no validation details, on every guarded family', async () => {
    for (const request of invalidWrites) {
      const res = await t.app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(res.json()).toEqual(UNAUTHORIZED);
    }
  });

  it('an anonymous 8 MB bulk body is a 401, not parsed: no "items" error and no 413', async () => {
    const payload = JSON.stringify({ items: 'x'.repeat(8 * 1024 * 1024 - 64) });
    const res = await postRawJson(t, '/api/admin/bracelets/bulk', payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
    // Past the route's own limit too: the size is never looked at before the caller is known.
    const tooLarge = await postRawJson(t, '/api/admin/users', 'x'.repeat(2 * 1024 * 1024));
    expect(tooLarge.statusCode).toBe(401);
  });

  it('malformed JSON from an anonymous caller is a 401, not a JSON error', async () => {
    const res = await postRawJson(t, '/api/admin/tags', '{"code":');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHORIZED);
  });

  it('a wrong-role caller with an invalid body is a 403, not a 400', async () => {
    const user = await t.createUser('USER');
    const technician = await t.createUser('TECHNICIAN');
    for (const request of invalidWrites) {
      const forUsers = request.url.startsWith('/api/me/');
      const caller = forUsers ? technician : user;
      const res = await t.app.inject({ ...request, headers: caller.auth });
      expect(res.statusCode, `${caller.user.role} ${request.method} ${request.url}`).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  });

  it('the right role still gets the 400 naming the field (so each body above is really invalid)', async () => {
    const user = await t.createUser('USER');
    for (const request of invalidWrites) {
      const caller = request.url.startsWith('/api/me/') ? user : admin;
      const res = await t.app.inject({ ...request, headers: caller.auth });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bracelets/bulk',
      headers: admin.auth,
      payload: { items: 'não é uma lista' },
    });
    expect(bulk.json()).toMatchObject({ field: 'items', message: 'items deve ser uma lista.' });
  });
});
