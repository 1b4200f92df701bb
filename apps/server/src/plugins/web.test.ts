import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const INDEX_HTML = '<!doctype html><div id="root"></div>';
const ASSET_JS = 'console.log(1)';

let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  // As the build leaves them: each file with its .br and .gz beside it (apps/web/vite.config.ts). Each variant
  // ends with a mark of its own, so a test tells the prebuilt file from one compressed on the fly.
  writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync(`${INDEX_HTML}<!--br-->`));
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(`${INDEX_HTML}<!--gz-->`));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js'), ASSET_JS);
  writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"start_url":"/tecnico"}');
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.br'), brotliCompressSync(`${ASSET_JS}//br`));
  writeFileSync(path.join(webDist, 'assets', 'app-1a2b.js.gz'), gzipSync(`${ASSET_JS}//gz`));
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

  it('the service worker and the manifest are revalidated on every visit (a new build reaches installed apps)', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toContain('javascript');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('manifest+json');
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

describe('the web app is sent precompressed', () => {
  const get = (url: string, encoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

  it('index.html (the history fallback) is the prebuilt .br file for a browser that accepts brotli, with Vary', async () => {
    const res = await get('/login', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(`${INDEX_HTML}<!--br-->`);
  });

  it('index.html is the prebuilt .gz file for a client that accepts only gzip', async () => {
    const res = await get('/admin/users', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(`${INDEX_HTML}<!--gz-->`);
  });

  it('a built asset is its prebuilt .br file, still immutable and typed as JavaScript', async () => {
    const res = await get('/assets/app-1a2b.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(`${ASSET_JS}//br`);
  });

  it('a built asset is sent as it is to a client that accepts no encoding', async () => {
    const res = await get('/assets/app-1a2b.js', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(ASSET_JS);
  });

  it('GET / and an app route without Accept-Encoding (curl, uptime monitors) answer index.html uncompressed', async () => {
    for (const url of ['/', '/admin/users', '/assets/app-1a2b.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(url.startsWith('/assets') ? ASSET_JS : INDEX_HTML);
    }
  });
});
