import type { ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, started, stopServer } from './testing/server-process.js';
import { eventually } from './testing/eventually.js';

/**
 * Issue 15, item 8: two real server processes on one PostgreSQL database and one Redis, as behind a load
 * balancer. Neither has JWT_SECRET. Each request names a client address of this run (X-Forwarded-For from
 * loopback is trusted), so rate-limit counters of other runs sharing the Redis never meet ours; nothing in
 * Redis is flushed.
 */
const baseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ADMIN = { email: 'admin@instancias.com', password: 'senha-do-admin-1' };

async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** An address in TEST-NET-2 no other run picks by chance. */
const clientAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe.skipIf(!baseUrl)('two instances on one PostgreSQL and one Redis', () => {
  const name = `portal_instances_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'portal-a-')), mkdtempSync(path.join(tmpdir(), 'portal-b-'))];
  let databaseUrl: string;
  const servers: ChildProcess[] = [];
  const origins: string[] = [];

  beforeAll(async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 2_000, maxRetriesPerRequest: 0 });
    try {
      await redis.connect();
      expect(await redis.ping()).toBe('PONG');
    } catch (error) {
      throw new Error(`Redis is needed at ${redisUrl} (REDIS_URL) for this test: ${String(error)}`);
    } finally {
      redis.disconnect();
    }
    await adminQuery(baseUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const ports = [await freePort(), await freePort()];
    // Both start at once on the new database: migrations, the installation secret and ADMIN_EMAIL race.
    for (const [i, port] of ports.entries()) {
      servers.push(
        spawnServer({
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          PORT: String(port),
          DATA_DIR: dataDirs[i],
          JWT_SECRET: '',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          WEB_DIST: path.join(dataDirs[i]!, 'no-web'),
          LOG_LEVEL: 'warn',
        }),
      );
      origins.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((server) => started(server)));
  });

  afterAll(async () => {
    const exits = await Promise.all(servers.map((server) => stopServer(server)));
    if (databaseUrl) await adminQuery(baseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    expect(exits).toEqual([0, 0]);
  });

  const [A, B] = [0, 1];
  const call = (
    instance: number,
    address: string,
    url: string,
    init: { method?: string; token?: string; body?: unknown } = {},
  ) =>
    fetch(`${origins[instance]}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        'x-forwarded-for': address,
        // A browser's: fetch's own user agent ('node') reads as a bot, and bots are never counted as views.
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });

  async function adminToken(instance: number): Promise<string> {
    const res = await call(instance, clientAddress(), '/api/auth/login', { method: 'POST', body: ADMIN });
    expect(res.status).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }

  it('a session opened on one instance is valid on the other: one signing key, kept in the database, none in DATA_DIR', async () => {
    const fromA = await adminToken(A);
    const fromB = await adminToken(B);
    for (const token of [fromA, fromB]) {
      for (const instance of [A, B])
        expect((await call(instance, clientAddress(), '/api/admin/users', { token })).status).toBe(200);
    }
    const rows = await adminQuery<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM installation');
    expect(rows[0]!.n).toBe(1);
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    // Only one admin account despite both instances creating it from ADMIN_EMAIL at once.
    const admins = await adminQuery<{ n: number }>(
      databaseUrl,
      `SELECT count(*)::int AS n FROM users WHERE email = '${ADMIN.email}'`,
    );
    expect(admins[0]!.n).toBe(1);
  });

  it('login attempts on both instances count against one limit: the 10th is a 401, the 11th a 429 on either', async () => {
    const address = clientAddress();
    const wrong = { email: ADMIN.email, password: 'senha-errada-123' };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const res = await call(attempt % 2 === 0 ? A : B, address, '/api/auth/login', { method: 'POST', body: wrong });
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    for (const instance of [A, B]) {
      const res = await call(instance, address, '/api/auth/login', { method: 'POST', body: ADMIN });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Muitas solicitações — tente novamente mais tarde',
      });
    }
  });

  it('views of one page on both instances are all counted', async () => {
    const token = await adminToken(A);
    const created = await call(B, clientAddress(), '/api/admin/users', {
      method: 'POST',
      token,
      body: {
        email: 'maria@instancias.com',
        password: 'senha-segura',
        profile: { name: 'Maria Instâncias', publicPageSlug: 'maria-instancias' },
      },
    });
    expect(created.status).toBe(201);
    const { page } = ((await created.json()) as { profile: { page: { id: string; slug: string } } }).profile;
    const visitor = clientAddress();
    for (const instance of [A, A, B, B, B]) expect((await call(instance, visitor, `/p/${page.slug}`)).status).toBe(200);

    const views = async (instance: number) => {
      const res = await call(instance, clientAddress(), `/api/admin/pages/${page.id}`, { token });
      return ((await res.json()) as { analytics: { views: number } }).analytics.views;
    };
    // Each instance writes its views in batches (VIEW_FLUSH_MS, 250 ms by default).
    await eventually(async () => (await views(A)) === 5);
    expect(await views(B)).toBe(5);
  });

  it("five wrong PINs across both instances lock the profile's PIN on both: 429, even for the right PIN", async () => {
    const token = await adminToken(A);
    const created = await call(A, clientAddress(), '/api/admin/users', {
      method: 'POST',
      token,
      body: {
        email: 'paula@instancias.com',
        password: 'senha-segura',
        profile: {
          name: 'Paula Instâncias',
          publicPageSlug: 'paula-instancias',
          medicalInfo: { medications: ['Metformina'] },
        },
      },
    });
    expect(created.status).toBe(201);
    const { id } = ((await created.json()) as { profile: { id: string } }).profile;
    const pin = await call(B, clientAddress(), `/api/admin/clients/${id}/pin`, {
      method: 'PUT',
      token,
      body: { pin: '2468' },
    });
    expect(pin.status).toBe(200);
    const level = await call(A, clientAddress(), `/api/admin/clients/${id}`, {
      method: 'PATCH',
      token,
      body: { visibility: { medicalInfo: 'PIN' } },
    });
    expect(level.status).toBe(200);
    // Each try from its own address: the per-address limits never decide, the profile's lock does.
    const tryPin = (instance: number, value: string) =>
      fetch(`${origins[instance]}/p/paula-instancias/pin`, {
        method: 'POST',
        headers: {
          'x-forwarded-for': clientAddress(),
          'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: `pin=${value}`,
      });
    for (const [attempt, instance] of [A, B, A, B].entries()) {
      expect((await tryPin(instance, '0000')).status, `attempt ${attempt + 1}`).toBe(400);
    }
    expect((await tryPin(A, '0000')).status).toBe(429);
    for (const instance of [A, B]) {
      const res = await tryPin(instance, '2468');
      expect(res.status).toBe(429);
      const html = await res.text();
      expect(html).toContain('O PIN deste perfil está bloqueado');
      expect(html).not.toContain('Metformina');
    }
  });
});
