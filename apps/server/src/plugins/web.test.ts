import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(async () => t.close());

describe('serving the web app', () => {
  it('answers index.html for any app route (history fallback)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/users?role=ADMIN' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves fingerprinted assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps unknown /api paths as JSON 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/desconhecido' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
    const bare = await t.app.inject({ method: 'GET', url: '/api?page=2' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });

  it('an unknown non-GET outside /api is a JSON 404, not the app', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/admin/users', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });
});
