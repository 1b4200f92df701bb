import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  API_TOKEN_CODES,
  API_TOKEN_TEXTS,
  MAX_API_TOKENS_PER_ACCOUNT,
  type AccessLogResponse,
  type ApiTokenList,
  type ApiTokenScope,
} from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { createClient } from '../../testing/clients.js';
import { databaseUrl } from '../../testing/database-template.js';
import { PRIVATE_FIELDS } from '../../testing/privacy.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

type Headers = Record<string, string>;
type App = TestApp['app'];

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let user: Awaited<ReturnType<TestApp['createUser']>>;
/** A second app on the same database (its own connection on PostgreSQL): another instance behind a balancer. */
let other: App;
let otherDatabase: DatabaseHandle | undefined;

const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** POST /api/me/tokens as `owner`, the body as given. */
const postToken = (owner: { auth: Headers }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/me/tokens', headers: owner.auth, payload });

async function createToken(
  owner: { auth: Headers },
  scopes: ApiTokenScope[],
  extra: { name?: string; expiresAt?: string } = {},
): Promise<{ id: string; token: string }> {
  const res = await postToken(owner, {
    name: extra.name ?? 'Integração',
    scopes,
    ...(extra.expiresAt ? { expiresAt: extra.expiresAt } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const listOf = async (owner: { auth: Headers }) =>
  (await t.app.inject({ url: '/api/me/tokens', headers: owner.auth })).json<ApiTokenList>().tokens;

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  user = await t.createUser('USER');
  if (process.env.DATABASE_URL) {
    const [row] = await rowsOf<{ name: string }>(sql`SELECT current_database() AS name`);
    otherDatabase = openPostgres(databaseUrl(process.env.DATABASE_URL, row!.name));
  }
  other = await buildApp({ config: t.config, database: otherDatabase ?? t.database });
  await other.ready();
}, 60_000);

afterAll(async () => {
  await other?.close();
  await otherDatabase?.close();
  await t?.close();
});

describe('creating, listing and revoking API tokens', () => {
  it('answers the secret once, keeps only its SHA-256, and lists the token without it', async () => {
    const created = await createToken(user, ['tags:read', 'profiles:write'], { name: 'ERP da oficina' });
    expect(created.token).toMatch(/^ptk_[A-Za-z0-9_-]{43}$/);

    const [row] = await rowsOf<Record<string, unknown>>(sql`SELECT * FROM api_tokens WHERE id = ${created.id}`);
    expect(row!.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(4));

    const listed = (await listOf(user)).find((token) => token.id === created.id)!;
    expect(listed).toMatchObject({ name: 'ERP da oficina', scopes: ['tags:read', 'profiles:write'], expired: false });
    expect(listed.lastUsedAt).toBeNull();
    expect(JSON.stringify(await listOf(user))).not.toContain(created.token.slice(4));
    // Another account's list does not show it.
    expect((await listOf(admin)).some((token) => token.id === created.id)).toBe(false);
  });

  it('authenticates as its account on the routes its scopes allow, and 403s with the scope it lacks', async () => {
    const { token } = await createToken(user, ['tags:read']);
    const read = await t.app.inject({ url: '/api/me/bracelets', headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    const write = await t.app.inject({ method: 'POST', url: '/api/me/bracelets/claim', headers: bearer(token) });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({
      code: API_TOKEN_CODES.scopeMissing,
      message: 'Este token não tem permissão para esta operação (escopo tags:write).',
    });
    const profiles = await t.app.inject({ url: '/api/me/profiles', headers: bearer(token) });
    expect(profiles.json().message).toBe(API_TOKEN_TEXTS.scopeMissing('profiles:read'));
  });

  it('revoking is a 401 at once on this instance and on another one; another account’s token is a 404', async () => {
    const { id, token } = await createToken(user, ['tags:read']);
    for (const app of [t.app, other]) {
      expect((await app.inject({ url: '/api/me/bracelets', headers: bearer(token) })).statusCode).toBe(200);
    }
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/me/tokens/${id}`, headers: admin.auth });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(API_TOKEN_TEXTS.notFound);

    const revoked = await other.inject({ method: 'DELETE', url: `/api/me/tokens/${id}`, headers: user.auth });
    expect(revoked.statusCode).toBe(204);
    for (const app of [t.app, other]) {
      const res = await app.inject({ url: '/api/me/bracelets', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: API_TOKEN_CODES.invalid, message: API_TOKEN_TEXTS.invalid });
    }
    expect((await listOf(user)).some((listed) => listed.id === id)).toBe(false);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/me/tokens/${id}`, headers: user.auth });
    expect(again.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/me/tokens/nao-e-id', headers: user.auth });
    expect(malformed.statusCode).toBe(404);
  });

  it('an expired token is a 401 at once on both instances, and is listed as expired', async () => {
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const { id, token } = await createToken(user, ['tags:read'], { expiresAt: inAnHour });
    expect((await other.inject({ url: '/api/me/bracelets', headers: bearer(token) })).statusCode).toBe(200);
    await t.database.db.execute(sql`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = ${id}`);
    for (const app of [t.app, other]) {
      expect((await app.inject({ url: '/api/me/bracelets', headers: bearer(token) })).statusCode).toBe(401);
    }
    expect((await listOf(user)).find((listed) => listed.id === id)).toMatchObject({ expired: true });
  });

  it('an expiry in the past, an unknown scope, no scope or no name is a 400 naming the field', async () => {
    const send = (payload: object) => postToken(user, payload);
    const past = await send({ name: 'x', scopes: ['tags:read'], expiresAt: '2020-01-01T00:00:00-03:00' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ field: 'expiresAt', message: API_TOKEN_TEXTS.expiryPast });
    expect((await send({ name: 'x', scopes: ['tags:delete'] })).statusCode).toBe(400);
    expect((await send({ name: 'x', scopes: [] })).json().message).toBe(API_TOKEN_TEXTS.scopesRequired);
    expect((await send({ name: '  ', scopes: ['tags:read'] })).json().message).toBe(API_TOKEN_TEXTS.nameRequired);
  });

  it('a USER cannot hold an admin or maintenance scope (400); a technician holds no token (403)', async () => {
    for (const scope of ['admin:read', 'admin:write', 'maintenance:read'] as const) {
      const res = await postToken(user, { name: 'x', scopes: ['tags:read', scope] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'scopes', message: API_TOKEN_TEXTS.scopeNotForRole(scope) });
    }
    const technician = await t.createUser('TECHNICIAN');
    const res = await postToken(technician, { name: 'x', scopes: ['maintenance:read'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(API_TOKEN_TEXTS.notForRole);
    // An admin may: and the admin routes answer its token.
    const { token } = await createToken(admin, ['admin:read', 'maintenance:read']);
    expect((await t.app.inject({ url: '/api/admin/tags', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/tecnico/equipment', headers: bearer(token) })).statusCode).toBe(200);
  });

  it(`an account holds at most ${MAX_API_TOKENS_PER_ACCOUNT} live tokens (409); revoking one makes room`, async () => {
    const owner = await t.createUser('USER');
    const created = [];
    for (let i = 0; i < MAX_API_TOKENS_PER_ACCOUNT; i++) created.push(await createToken(owner, ['tags:read']));
    const over = await postToken(owner, { name: 'x', scopes: ['tags:read'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(API_TOKEN_TEXTS.limit);
    await t.app.inject({ method: 'DELETE', url: `/api/me/tokens/${created[0]!.id}`, headers: owner.auth });
    await createToken(owner, ['tags:read']);
  });

  it('last use (time and address) is written on the first use, then at most once a minute', async () => {
    const { id, token } = await createToken(user, ['tags:read']);
    const read = () => t.app.inject({ url: '/api/me/bracelets', headers: bearer(token), remoteAddress: '203.0.113.9' });
    await read();
    const [first] = await rowsOf<{ last_used_at: Date; last_used_ip: string }>(
      sql`SELECT last_used_at, last_used_ip FROM api_tokens WHERE id = ${id}`,
    );
    expect(first!.last_used_ip).toBe('203.0.113.9');
    await read();
    const [second] = await rowsOf<{ last_used_at: Date }>(sql`SELECT last_used_at FROM api_tokens WHERE id = ${id}`);
    expect(new Date(second!.last_used_at).getTime()).toBe(new Date(first!.last_used_at).getTime());
    await t.database.db.execute(
      sql`UPDATE api_tokens SET last_used_at = last_used_at - interval '61 seconds' WHERE id = ${id}`,
    );
    await read();
    const [third] = await rowsOf<{ last_used_at: Date }>(sql`SELECT last_used_at FROM api_tokens WHERE id = ${id}`);
    expect(new Date(third!.last_used_at).getTime()).toBeGreaterThan(new Date(first!.last_used_at).getTime());
    const listed = (await listOf(user)).find((token) => token.id === id)!;
    expect(listed.lastUsedIp).toBe('203.0.113.9');
  });
});

describe('a token never reaches the account-security routes', () => {
  it('password, e-mail, 2FA, sessions, tokens, deletion and export refuse even a token with every scope', async () => {
    const { token } = await createToken(admin, [
      'tags:read',
      'tags:write',
      'profiles:read',
      'profiles:write',
      'admin:read',
      'admin:write',
    ]);
    const routes: Array<[string, string]> = [
      ['GET', '/api/me'],
      ['POST', '/api/me/password'],
      ['POST', '/api/me/email'],
      ['POST', '/api/me/2fa/setup'],
      ['GET', '/api/me/sessions'],
      ['POST', '/api/me/sessions/revoke-others'],
      ['GET', '/api/me/tokens'],
      ['POST', '/api/me/tokens'],
      ['DELETE', '/api/me/account'],
      ['GET', '/api/me/export'],
      ['PATCH', `/api/admin/users/${admin.user.id}`],
      ['DELETE', `/api/admin/users/${user.user.id}`],
      ['POST', `/api/admin/users/${user.user.id}/2fa/reset`],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        code: API_TOKEN_CODES.accountSecurity,
        message: API_TOKEN_TEXTS.accountSecurity,
      });
    }
    // Nothing happened: the user still exists and the admin's sessions are open.
    expect((await t.app.inject({ url: '/api/me/sessions', headers: admin.auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/admin/users/${user.user.id}`, headers: admin.auth })).statusCode).toBe(200);
  });
});

describe('rate limit per token', () => {
  it('the token over API_TOKEN_RATE_LIMIT a minute is a 429 with Retry-After; another token is not', async () => {
    const limited = await createTestApp({ apiTokenRateLimit: 3 });
    try {
      const owner = await limited.createUser('USER');
      const mint = async () =>
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/me/tokens',
            headers: owner.auth,
            payload: { name: 'x', scopes: ['tags:read'] },
          })
        ).json<{ token: string }>().token;
      const [first, second] = [await mint(), await mint()];
      const read = (token: string) => limited.app.inject({ url: '/api/me/bracelets', headers: bearer(token) });
      for (let i = 0; i < 3; i++) expect((await read(first)).statusCode).toBe(200);
      const over = await read(first);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(second)).statusCode).toBe(200);
      // The session of the same account is not counted with its tokens.
      expect((await limited.app.inject({ url: '/api/me/bracelets', headers: owner.auth })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('the access log counts a token’s readings', () => {
  it('an admin token reading a client’s private fields writes a row with the token’s account as the reader', async () => {
    const client = await createClient(t, admin, 'lida-por-token@teste.com', { name: 'Lida Token', ...PRIVATE_FIELDS });
    const { token } = await createToken(admin, ['admin:read']);
    const res = await t.app.inject({ url: `/api/admin/clients/${client.profile.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const { token: ownerToken } = await t.app.services.auth.login('lida-por-token@teste.com', 'senha-segura');
    const log = (
      await t.app.inject({ url: '/api/me/access-log', headers: bearer(ownerToken) })
    ).json<AccessLogResponse>();
    expect(log.entries[0]).toMatchObject({
      actor: { id: admin.user.id, role: 'ADMIN' },
      profile: { id: client.profile.id },
    });
  });
});

describe('OpenAPI', () => {
  it('declares the token scheme and each route’s scope, from the declaration auth enforces', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/me/bracelets/'].get).toMatchObject({
      'x-scope': 'tags:read',
      security: [{ bearer: [] }, { apiToken: ['tags:read'] }],
    });
    expect(doc.paths['/api/admin/tags/{id}'].put['x-scope']).toBe('admin:write');
    expect(doc.paths['/api/me/tokens/'].post['x-api-token']).toBe('account-security');
    expect(doc.paths['/api/me/tokens/'].post['x-scope']).toBeUndefined();
    expect(doc.paths['/api/me/notification-settings/'].get['x-api-token']).toBe('refused');
  });
});
