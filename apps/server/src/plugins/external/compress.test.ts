import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let page: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://portal.exemplo.com.br', publicUrlConfigured: true });
  const admin = await t.createUser('ADMIN', { name: 'Admin' });
  const created = await createClient(t, admin, 'compressao@publico.com', {
    name: 'Helena Prado',
    publicPageSlug: 'helena-compressao',
    medicalInfo: { bloodType: 'AB+', allergies: ['Sulfa'] },
  });
  page = created.profile.page;
});
afterAll(async () => t.close());

const get = (url: string, encoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });

describe('compressed answers', () => {
  it('a public page /p/{slug} is sent with brotli to a browser that accepts it, and with Vary', async () => {
    const res = await get(`/p/${page.slug}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('Helena Prado');
  });

  it('a page is compressed whole and sent with its length, not streamed (a kill cannot leave the proxy half of it)', async () => {
    const res = await get(`/p/${page.slug}`, 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['transfer-encoding']).toBeUndefined();
  });

  it('a public page /p/{slug} is sent with gzip to a client that accepts only gzip', async () => {
    const res = await get(`/p/${page.slug}`, 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain('Helena Prado');
  });

  it('a public page is sent as it is to a client that asks for no encoding', async () => {
    const res = await get(`/p/${page.slug}`, 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('Helena Prado');
  });

  it('the API JSON is compressed', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')).openapi).toMatch(/^3\./);
  });

  it('the QR image is never compressed again, PNG or SVG', async () => {
    const png = await get(`/api/public/admin/pages/${page.id}/qrcode?size=400`, 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    const svg = await get(`/api/public/admin/pages/${page.id}/qrcode?format=svg`, 'br, gzip');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
    expect(svg.body).toContain('<svg');
  });
});
