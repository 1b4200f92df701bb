import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl, runOnServer, uniqueDatabaseName } from '../testing/database-template.js';
import {
  DEPLOYMENT_ADMIN,
  PAGE_VIEWS_OF_SLUG,
  PHONE_BROWSER,
  adminToken,
  countRows,
  createPublicPage,
} from '../testing/deployment.js';
import { freePort, spawnServer, started } from '../testing/server-process.js';

/**
 * Issue 46, the graceful stop of the real process (main.ts, lifecycle/shutdown.ts): SIGTERM makes the instance not
 * ready at once while it still answers, then it stops listening, answers the request still in flight, writes the
 * views its batch held (VIEW_FLUSH_MS far longer than the test) and exits 0. On PostgreSQL (DATABASE_URL or the
 * local one), where the test can count the views after the process is gone.
 */
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const GRACE_MS = 1_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body arrives in two halves, `pause` apart: a slow upload as the server sees it. */
function slowPost(origin: string, url: string, body: string, secondHalf: Promise<unknown>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    const half = Math.floor(body.length / 2);
    request.write(body.slice(0, half));
    void secondHalf.then(() => request.end(body.slice(half)));
  });
}

describe('SIGTERM: not ready at once, the request in flight answered, the batched views written, exit 0', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-shutdown-'));
  const name = uniqueDatabaseName('portal_shutdown');
  const url = databaseUrl(adminUrl, name);
  let server: ChildProcess;
  let origin: string;

  beforeAll(async () => {
    await runOnServer(adminUrl, `CREATE DATABASE ${name}`);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawnServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      REDIS_URL: '',
      JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256',
      ADMIN_EMAIL: DEPLOYMENT_ADMIN.email,
      ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password,
      WEB_DIST: path.join(dataDir, 'no-web'),
      VIEW_FLUSH_MS: '60000',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      SHUTDOWN_TIMEOUT_MS: '15000',
      LOG_LEVEL: 'warn',
    });
    await started(server);
    await createPublicPage(origin, await adminToken(origin), 'pagina-parada');
  }, 60_000);

  afterAll(async () => {
    if (server.exitCode === null) server.kill('SIGKILL');
    await runOnServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a slow request that began before the signal, then exits 0 with every view counted', async () => {
    const views = 5;
    for (let i = 0; i < views; i += 1) {
      const res = await fetch(`${origin}/p/pagina-parada`, { headers: { 'user-agent': PHONE_BROWSER } });
      expect(res.status).toBe(200);
    }
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    const signalled = Date.now();

    let releaseBody!: () => void;
    const bodyReleased = new Promise<void>((resolve) => (releaseBody = resolve));
    const login = slowPost(origin, '/api/auth/login', JSON.stringify(DEPLOYMENT_ADMIN), bodyReleased);
    await sleep(200);
    server.kill('SIGTERM');
    await sleep(200);

    // In the grace: not ready, still live, still answering.
    const ready = await fetch(`${origin}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
    expect((await fetch(`${origin}/api/health/live`)).status).toBe(200);

    // After it: no new connection is taken (a proxy tries the other instance), the one in flight is still open.
    await sleep(GRACE_MS + 300 - (Date.now() - signalled));
    await expect(fetch(`${origin}/api/health/live`)).rejects.toThrow();
    expect(server.exitCode).toBeNull();

    releaseBody();
    const answer = await login;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ role: 'ADMIN' });
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);

    // The batch held the views (VIEW_FLUSH_MS 60 s): they were written on the way out.
    expect(await countRows(url, PAGE_VIEWS_OF_SLUG, ['pagina-parada'])).toBe(views);
  }, 60_000);
});
