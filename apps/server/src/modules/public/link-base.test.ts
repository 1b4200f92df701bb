import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// PUBLIC_URL unset (the default http://localhost:PORT): copied links and QR codes follow the address each request
// reached; e-mails keep the configured base.
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let pageId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { name: 'Admin' });
  const created = await createClient(t, admin, 'rede@publico.com', { name: 'Rita Rede', publicPageSlug: 'rita-rede' });
  pageId = created.profile.page.id;
});
afterAll(async () => t.close());

async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const qr = (headers: Record<string, string>, remoteAddress = '127.0.0.1', query = '') =>
  t.app.inject({ method: 'GET', url: `/api/public/admin/pages/${pageId}/qrcode${query}`, headers, remoteAddress });

describe('PUBLIC_URL unset: links follow the request', () => {
  it('is the default here (so the rest of this file tests the unset case)', () => {
    expect(t.config.publicUrlConfigured).toBe(false);
    expect(t.config.publicUrl).toBe('http://localhost:3000');
  });

  it("a QR requested through the machine's address encodes that address, not localhost (decoded with jsqr)", async () => {
    const res = await qr({ host: '192.168.0.20:3000' });
    expect(res.statusCode).toBe(200);
    expect(await decodeQr(res.rawPayload)).toBe('http://192.168.0.20:3000/p/rita-rede');
    expect(res.headers['x-qr-target']).toBe('http://192.168.0.20:3000/p/rita-rede');
    // Drawn from this request's Host: no shared cache may hand it to a request for another host.
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const svg = await qr({ host: 'portal.lan' }, '127.0.0.1', '?format=svg&include=none');
    expect(await decodeQr(await sharp(Buffer.from(svg.body)).png().toBuffer())).toBe('http://portal.lan/p/rita-rede');
  });

  it('behind a trusted proxy (TRUST_PROXY, loopback by default) the forwarded protocol and host count; from anyone else they do not', async () => {
    const forwarded = {
      host: '127.0.0.1:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'tags.exemplo.com.br',
    };
    expect(await decodeQr((await qr(forwarded)).rawPayload)).toBe('https://tags.exemplo.com.br/p/rita-rede');
    const spoofed = await qr({ ...forwarded, host: '192.168.0.20:3000' }, '203.0.113.9');
    expect(await decodeQr(spoofed.rawPayload)).toBe('http://192.168.0.20:3000/p/rita-rede');
  });

  it('a Host that is not a host name falls back to the configured base', async () => {
    const res = await qr({ host: 'evil.example@portal' });
    expect(await decodeQr(res.rawPayload)).toBe('http://localhost:3000/p/rita-rede');
  });

  it("the pages screen gets the same base: publicBaseUrl and each page's publicUrl", async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pages?search=rita',
      headers: { ...admin.auth, host: '192.168.0.20:3000' },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().publicBaseUrl).toBe('http://192.168.0.20:3000');
    expect(list.json().pages.map((page: { publicUrl: string }) => page.publicUrl)).toEqual([
      'http://192.168.0.20:3000/p/rita-rede',
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/pages/${pageId}`,
      headers: { ...admin.auth, host: 'portal.lan:8080' },
    });
    expect(one.json().publicUrl).toBe('http://portal.lan:8080/p/rita-rede');
    // Opened on localhost, the links say localhost (the screen warns about it).
    const local = await t.app.inject({
      method: 'GET',
      url: '/api/admin/pages?search=rita',
      headers: { ...admin.auth, host: 'localhost:3000' },
    });
    expect(local.json().publicBaseUrl).toBe('http://localhost:3000');
  });

  it("a password-reset e-mail never carries the request's Host (host-header injection): only the configured base", async () => {
    const before = (await t.outbox()).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      headers: { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' },
      payload: { email: 'rede@publico.com' },
    });
    expect(res.statusCode).toBe(200);
    // Unfolded: quoted-printable wraps long lines with '=' soft breaks.
    const eml = (await t.waitForOutbox(before + 1))
      .at(-1)!
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(eml).toContain('http://localhost:3000/reset-password?token=');
    expect(eml).not.toContain('atacante');
  });
});
