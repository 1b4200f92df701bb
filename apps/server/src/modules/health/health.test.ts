import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDataDir } from '../../lib/data-dir.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('platform', () => {
  it('GET /api/health checks the database and that DATA_DIR can be written', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', storage: 'ok' });
  });

  it('GET /api/health is 503 in the error shape when the database does not answer', async () => {
    vi.spyOn(t.database.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: 'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
      status: 'error',
      database: 'error',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('GET /api/health/live and /ready are 200; ready is 503 when the database does not answer, live stays 200', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
    vi.spyOn(t.database.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', status: 'error' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('a draining instance (SIGTERM) is not ready, stays live, and closes every connection after its answer', async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.readiness.drain();
      const ready = await stopping.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toEqual({
        code: 'SHUTTING_DOWN',
        message: 'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
        status: 'error',
      });
      const live = await stopping.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
      // The other requests are still answered while the proxy takes the instance out.
      expect((await stopping.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('GET /api/health is 503 STORAGE_UNAVAILABLE when DATA_DIR stops being writable after the start, not ok', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-health-'));
    const dataDir = path.join(root, 'data');
    const broken = await createTestApp({ dataDir });
    try {
      // Gone while the server runs and a file in its place (root ignores chmod): nothing can be written there.
      rmSync(dataDir, { recursive: true, force: true });
      writeFileSync(dataDir, '');
      const res = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'STORAGE_UNAVAILABLE',
        message: 'Serviço temporariamente indisponível — tente novamente em alguns instantes.',
        status: 'error',
        database: 'ok',
        storage: 'error',
      });
    } finally {
      await broken.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('DATA_DIR and its folders are created at start (fault 5): a new DATA_DIR answers /api/health 200', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-health-'));
    const dataDir = path.join(root, 'novo', 'dados');
    const fresh = await createTestApp({ dataDir, smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ok', storage: 'ok' });
      expect(existsSync(path.join(dataDir, 'outbox'))).toBe(true);
      expect(existsSync(path.join(dataDir, 'files'))).toBe(true);
    } finally {
      await fresh.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a DATA_DIR that cannot be created stops the start with one clear line', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-health-'));
    const file = path.join(root, 'um-arquivo');
    writeFileSync(file, '');
    try {
      expect(() => prepareDataDir(path.join(file, 'dados'))).toThrow(
        `DATA_DIR: não foi possível criar a pasta ${path.join(file, 'dados')} (ENOTDIR).`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('an unknown /api path is a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/users/']));
  });

  it('renders the API docs at /api/docs, loadable over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
