import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { freePort, spawnServer, started, stopServer } from '../../testing/server-process.js';
import { createTestDatabase } from '../../testing/test-app.js';
import { diskFullRecently, isDiskFull, rememberDiskFull } from './full-disk.js';
import { runOnServer } from '../../testing/database-template.js';
import { eventually } from '../../testing/eventually.js';

/**
 * Issue 40 item 10: a real server process that may write no file past 1 MB (`ulimit -f`: the write fails, as on a
 * full disk; EFBIG here, ENOSPC or EDQUOT on a real one). Its database is PostgreSQL (REDIS-free, DATABASE_URL or the
 * local one): the embedded database keeps its files in DATA_DIR and would not start under the limit.
 */
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN = { email: 'admin@disco-cheio.com', password: 'senha-do-admin-1' };

describe('no room in DATA_DIR', () => {
  const name = `portal_disk_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-full-'));
  let server: ChildProcess;
  let origin: string;
  let output = '';
  let auth: Record<string, string>;

  beforeAll(async () => {
    await runOnServer(adminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    server = spawnServer(
      {
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: '',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_LEVEL: 'warn',
      },
      { maxFileKb: 1024 },
    );
    server.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString('utf8')));
    await started(server);
    origin = `http://127.0.0.1:${port}`;
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(login.status).toBe(200);
    auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  }, 60_000);

  afterAll(async () => {
    if (server) await stopServer(server);
    await runOnServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a photo upload that finds no room is a 507 "Sem espaço para guardar o arquivo. Tente mais tarde.", logged, at once; /api/health says storage error', async () => {
    const created = await fetch(`${origin}/api/admin/users`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@disco-cheio.com', password: 'senha-cliente-1', name: 'Cliente Disco' }),
    });
    expect(created.status).toBe(201);
    const client = ((await created.json()) as { profile: { id: string } }).profile;
    const before = await fetch(`${origin}/api/health`);
    expect(before.status).toBe(200);

    const form = new FormData();
    // 3 MB: under the photo limit (10 MB), over what the process may write.
    form.append('photo', new Blob([new Uint8Array(3 * 1024 * 1024).fill(7)], { type: 'image/jpeg' }), 'grande.jpg');
    const sentAt = performance.now();
    const res = await fetch(`${origin}/api/admin/photos/profiles/${client.id}/upload`, {
      method: 'POST',
      headers: auth,
      body: form,
      signal: AbortSignal.timeout(15_000),
    });
    expect(res.status).toBe(507);
    expect(await res.json()).toEqual({
      code: 'INSUFFICIENT_STORAGE',
      message: 'Sem espaço para guardar o arquivo. Tente mais tarde.',
    });
    expect(performance.now() - sentAt).toBeLessThan(5_000);
    // The log line reaches this process's pipe on its own time (after the answer, on a busy machine).
    await eventually(async () => output.includes('"event":"disk_full"'));

    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE', status: 'error', storage: 'error' });
  }, 60_000);
});

describe('what counts as no room', () => {
  it('ENOSPC, EDQUOT and EFBIG are no room; a missing folder or a refused permission are not', () => {
    for (const code of ['ENOSPC', 'EDQUOT', 'EFBIG'])
      expect(isDiskFull(Object.assign(new Error(code), { code }))).toBe(true);
    for (const code of ['ENOENT', 'EACCES', 'EROFS', undefined])
      expect(isDiskFull(Object.assign(new Error('x'), { code }))).toBe(false);
  });

  it('health remembers a write that found no room for a minute, per DATA_DIR', () => {
    const dir = `/tmp/${randomUUID()}`;
    expect(diskFullRecently(dir)).toBe(false);
    rememberDiskFull(dir, 1_000);
    expect(diskFullRecently(dir, 1_000 + 59_000)).toBe(true);
    expect(diskFullRecently(dir, 1_000 + 61_000)).toBe(false);
    expect(diskFullRecently(`${dir}-other`, 1_000)).toBe(false);
  });
});

describe('no room met by any write of a request (a stored file, the outbox)', () => {
  it('an ENOSPC or EDQUOT that reaches the error handler is the 507, and /api/health then says storage error', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-full-'));
    const database = await createTestDatabase();
    const app = await buildApp({
      config: {
        ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
        webDist: path.join(dataDir, 'no-web'),
      },
      database,
    });
    // What fs answers a write on a full disk, thrown where a service's storage.put would throw it (test-only routes).
    for (const code of ['ENOSPC', 'EDQUOT'])
      app.post(`/api/test-only/${code}`, async () => {
        throw Object.assign(new Error(`${code}: no space left on device, write`), { code, syscall: 'write' });
      });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      for (const code of ['ENOSPC', 'EDQUOT']) {
        const res = await app.inject({ method: 'POST', url: `/api/test-only/${code}` });
        expect(res.statusCode).toBe(507);
        expect(res.headers.connection).toBe('close');
        expect(res.json()).toEqual({
          code: 'INSUFFICIENT_STORAGE',
          message: 'Sem espaço para guardar o arquivo. Tente mais tarde.',
        });
      }
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE', storage: 'error', database: 'ok' });
    } finally {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
