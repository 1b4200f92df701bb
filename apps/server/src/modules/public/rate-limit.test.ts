import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Its own file (own worker and databases): apps with low limits, PUBLIC_RATE_LIMIT=3, PUBLIC_ADDRESS_RATE_LIMIT=5.
// One app at a time: starting an embedded database blocks the event loop, which another running app's
// load shedding (under-pressure) would read as overload.

// A browser's user agent: inject's own ('lightMyRequest') reads as a bot, never counted as a view.
const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36' };

describe('429: a burst from one address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ publicRateLimit: 3 });
  });
  afterAll(async () => limited.close());

  it('gets the spec panel in HTML and the message in JSON', async () => {
    const owner = await limited.createUser('ADMIN');
    const created = await createClient(limited, owner, 'rl@x.com', { name: 'Rajada', publicPageSlug: 'rajada' });
    for (let i = 0; i < 3; i += 1)
      expect((await limited.app.inject({ method: 'GET', url: '/p/rajada', headers: browser })).statusCode).toBe(200);
    const over = await limited.app.inject({ method: 'GET', url: '/p/rajada', headers: browser });
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.body).toContain('Muitas solicitações');
    expect(over.body).toContain('Muitas visualizações em pouco tempo — tente novamente em alguns minutos.');
    // Another address is not affected.
    expect(
      (await limited.app.inject({ method: 'GET', url: '/p/rajada', remoteAddress: '10.0.0.2', headers: browser }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i += 1)
      await limited.app.inject({ method: 'GET', url: '/api/page/rajada', headers: browser });
    const json = await limited.app.inject({ method: 'GET', url: '/api/page/rajada', headers: browser });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas visualizações em pouco tempo — tente novamente em alguns minutos.',
    });
    await limited.app.services.analytics.flush();
    const page = (await limited.app.services.pages.pageOfProfile(created.profile.id))!;
    expect(page.analytics.views).toBe(7); // refused views are not counted
  });
});

describe('429: one address walking through many pages and tags', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ publicRateLimit: 3, publicAddressRateLimit: 5 });
  });
  afterAll(async () => capped.close());

  it('meets the address cap across /p, /t and the JSON routes; another address does not', async () => {
    const owner = await capped.createUser('ADMIN');
    for (const slug of ['pagina-um', 'pagina-dois', 'pagina-tres'])
      await createClient(capped, owner, `${slug}@x.com`, { name: `Cliente ${slug}`, publicPageSlug: slug });
    // Five views of different pages and unknown tag codes, each under the per-page limit of 3.
    for (const url of ['/p/pagina-um', '/p/pagina-dois', '/t/AAA00001', '/api/page/pagina-tres', '/t/AAA00002']) {
      expect((await capped.app.inject({ method: 'GET', url })).statusCode).not.toBe(429);
    }
    const over = await capped.app.inject({ method: 'GET', url: '/p/pagina-tres' });
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain('Muitas visualizações em pouco tempo — tente novamente em alguns minutos.');
    const json = await capped.app.inject({ method: 'GET', url: '/api/public/tag/AAA00003' });
    expect(json.statusCode).toBe(429);
    expect(json.json().code).toBe('RATE_LIMITED');
    expect(
      (await capped.app.inject({ method: 'GET', url: '/p/pagina-tres', remoteAddress: '10.0.0.9' })).statusCode,
    ).toBe(200);
  });
});

describe('429: the QR image route has a limit of its own', () => {
  let qr: TestApp;
  beforeAll(async () => {
    qr = await createTestApp(); // the defaults: PUBLIC_RATE_LIMIT=60
  });
  afterAll(async () => qr.close());

  it('PUBLIC_RATE_LIMIT (60) images per minute per address, whatever the page: the 60th is a 200, the 61st a 429', async () => {
    expect(qr.config.publicRateLimit).toBe(60);
    const owner = await qr.createUser('ADMIN');
    const pageIds: string[] = [];
    for (const slug of ['qr-um', 'qr-dois']) {
      const created = await createClient(qr, owner, `${slug}@x.com`, { name: `Cliente ${slug}`, publicPageSlug: slug });
      pageIds.push(created.profile.page.id);
    }
    const image = (pageId: string, remoteAddress = '127.0.0.1') =>
      qr.app.inject({ method: 'GET', url: `/api/public/admin/pages/${pageId}/qrcode?format=svg`, remoteAddress });
    for (let i = 1; i <= 60; i += 1) expect((await image(pageIds[i % 2]!)).statusCode, `image ${i}`).toBe(200);
    const over = await image(pageIds[0]!);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: 'Muitas solicitações — tente novamente mais tarde' });
    expect((await image(pageIds[1]!)).statusCode).toBe(429);
    expect((await image(pageIds[0]!, '10.0.0.7')).statusCode).toBe(200);
  });
});
