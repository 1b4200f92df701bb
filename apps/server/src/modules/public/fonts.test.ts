import { brotliCompressSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_FONT_STYLESHEET,
  pageFontStylesheet,
  type AccountProfile,
  type CreateProfileRequestBody,
  type PageTheme,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { FONT_FILES } from './fonts.js';

/**
 * Issue 20 item 6: the fonts the page editor offers are served by this server (no third party, CSP font-src 'self'),
 * a public page declares only its own font, swapped in after the first paint, and the HTML stays inside 14 KB
 * compressed (gzip and brotli), the first round trip of a slow connection.
 */
const BUDGET_BYTES = 14 * 1024;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['createUser']>>;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });

async function pageWithFont(slug: string, fontFamily: string, extra: Partial<CreateProfileRequestBody> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/profiles',
    headers: owner.auth,
    payload: { name: `Página ${slug}`, kind: 'PERSON', publicPageSlug: slug, ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  const theme: Partial<PageTheme> = { fontFamily };
  await t.database.db.execute(sql`UPDATE pages SET theme = ${JSON.stringify(theme)}::jsonb WHERE slug = ${slug}`);
  return res.json<AccountProfile>();
}

const fontFaces = (html: string) => html.match(/@font-face\{[^}]*\}/g) ?? [];
const fontUrls = (html: string) => [...html.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('USER', { name: 'Fernanda Alves' });
}, 120_000);
afterAll(async () => t?.close());

describe('self-hosted page fonts', () => {
  it('serves each offered font (latin and latin-ext, 400 and 700) as woff2 from /fonts, cached for good', async () => {
    for (const name of ['inter', 'roboto', 'open-sans', 'lato', 'montserrat']) {
      for (const subset of ['latin', 'latin-ext']) {
        for (const weight of [400, 700]) expect(FONT_FILES).toContain(`${name}-${subset}-${weight}-normal.woff2`);
      }
    }
    const res = await get('/fonts/montserrat-latin-400-normal.woff2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('font/woff2');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });

  it("the editor's preview gets one font's rules at /fonts/{name}.css (pageFontStylesheet), the same as /p declares", async () => {
    expect(pageFontStylesheet('"Open Sans", sans-serif')).toBe('/fonts/open-sans.css');
    expect(pageFontStylesheet('inherit')).toBeNull();
    const res = await get('/fonts/open-sans.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(fontFaces(res.body)).toHaveLength(4);
    expect(res.body).toContain('font-family:"Open Sans"');
  });

  it('serves nothing else of the packages: another file or a path outside is a 404', async () => {
    for (const url of [
      '/fonts/montserrat-latin-400-normal.woff',
      '/fonts/montserrat-cyrillic-400-normal.woff2',
      '/fonts/..%2Fpackage.json',
      '/fonts/index.css',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('a public page declares only its own font, font-display swap, same origin, with no render-blocking request', async () => {
    await pageWithFont('fonte-montserrat', 'Montserrat, sans-serif');
    const res = await get('/p/fonte-montserrat');
    expect(res.statusCode).toBe(200);
    const faces = fontFaces(res.body);
    expect(faces).toHaveLength(4); // latin + latin-ext, 400 + 700
    for (const face of faces) {
      expect(face).toContain('font-family:"Montserrat"');
      expect(face).toContain('font-display:swap');
      expect(face).toMatch(/src:url\(\/fonts\/montserrat-latin(-ext)?-(400|700)-normal\.woff2\) format\("woff2"\)/);
      expect(face).toContain('unicode-range:');
    }
    for (const other of ['Inter', 'Roboto', 'Open Sans', 'Lato'])
      expect(res.body).not.toContain(`font-family:"${other}"`);
    // Nothing to wait for before the first paint: no stylesheet link, no preload, no third party.
    expect(res.body).not.toMatch(/<link[^>]+rel="(stylesheet|preload)"/);
    expect(res.body).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    expect(res.body).toMatch(/--font:(&#x27;|')Montserrat/); // the body's font-family names it
    for (const url of fontUrls(res.body)) expect((await get(url)).statusCode, url).toBe(200);
  });

  it("each offered font is declared under the name the page's CSS uses; the device's font declares none", async () => {
    await pageWithFont('fonte-open-sans', '"Open Sans", sans-serif');
    const openSans = fontFaces((await get('/p/fonte-open-sans')).body);
    expect(openSans).toHaveLength(4);
    expect(openSans.every((face) => face.includes('font-family:"Open Sans"'))).toBe(true);
    await pageWithFont('fonte-sistema', 'inherit');
    expect(fontFaces((await get('/p/fonte-sistema')).body)).toEqual([]);
  });

  it("the signed-in app's Inter (issue 43): /fonts/app.css declares the same files at 400, 500, 600 and 700, each served", async () => {
    expect(APP_FONT_STYLESHEET).toBe('/fonts/app.css');
    const res = await get(APP_FONT_STYLESHEET);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    const faces = fontFaces(res.body);
    expect(faces).toHaveLength(8);
    expect(faces.every((face) => face.includes('font-family:"Inter"') && face.includes('font-display:swap'))).toBe(
      true,
    );
    for (const weight of [400, 500, 600, 700]) {
      for (const subset of ['latin', 'latin-ext']) {
        expect(fontUrls(res.body)).toContain(`/fonts/inter-${subset}-${weight}-normal.woff2`);
      }
    }
    for (const url of fontUrls(res.body)) {
      const file = await get(url);
      expect(file.statusCode, url).toBe(200);
      expect(file.rawPayload.subarray(0, 4).toString('latin1'), url).toBe('wOF2');
    }
    // A public page's Inter stays at its two weights (the app's extra ones cost it nothing).
    expect(fontFaces((await get('/fonts/inter.css')).body)).toHaveLength(4);
  });

  it('a full /p and its /t stay inside 14 KB compressed, gzip and brotli, with the font declared', async () => {
    const profile = await pageWithFont('fonte-completa', 'Inter, sans-serif', {
      phone: '(11) 98765-4321',
      email: 'fernanda@exemplo.com',
      emergencyContacts: [
        { name: 'Marcos Alves', phone: '(11) 97777-1234', relationship: 'Marido' },
        { name: 'Luciana Alves', phone: '(11) 96666-4321', relationship: 'Filha' },
      ],
      medicalInfo: {
        bloodType: 'O-',
        allergies: ['Penicilina', 'Dipirona', 'Amendoim'],
        medications: ['Losartana 50 mg', 'Metformina 850 mg'],
        conditions: ['Hipertensão', 'Diabetes tipo 2'],
      },
    });
    const actor = { id: owner.user.id, name: 'Teste' };
    const tag = await t.app.services.tags.createTag(
      { code: 'FONTE001', type: 'B2C', physicalType: 'NFC', status: 'ACTIVE' },
      actor,
    );
    await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${tag.id}/profile`,
      headers: owner.auth,
      payload: { profileId: profile.id },
    });
    for (const url of ['/p/fonte-completa', '/t/FONTE001']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(fontFaces(plain.body), url).toHaveLength(4);
      const html = Buffer.from(plain.body);
      expect(gzipSync(html, { level: 9 }).length, `${url} gzip`).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(brotliCompressSync(html).length, `${url} brotli`).toBeLessThanOrEqual(BUDGET_BYTES);
      // And as the server sends it.
      for (const encoding of ['br', 'gzip']) {
        const sent = await get(url, { 'accept-encoding': encoding });
        expect(sent.headers['content-encoding'], url).toBe(encoding);
        expect(sent.rawPayload.length, `${url} ${encoding}`).toBeLessThanOrEqual(BUDGET_BYTES);
      }
    }
  }, 120_000);
});
