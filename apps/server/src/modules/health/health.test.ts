import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

  it('GET /api/health is 503 STORAGE_UNAVAILABLE when DATA_DIR cannot be written, not ok', async () => {
    // A DATA_DIR that is not a writable folder (here: a path under a regular file; root ignores chmod).
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'portal-health-')), 'not-a-folder');
    writeFileSync(file, '');
    const broken = await createTestApp({ dataDir: path.join(file, 'data') });
    try {
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
      rmSync(path.dirname(file), { recursive: true, force: true });
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
