import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

// Its own file (own worker and database): an app with a low limit, PUBLIC_RATE_LIMIT=3.
let limited: TestApp;
beforeAll(async () => {
  limited = await createTestApp({ publicRateLimit: 3 });
});
afterAll(async () => limited.close());

describe('429: a burst from one address', () => {
  it('gets the spec panel in HTML and the message in JSON', async () => {
    const owner = await limited.createUser('ADMIN');
    const res = await limited.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: owner.auth,
      payload: { email: 'rl@x.com', password: 'senha-segura', profile: { name: 'Rajada', publicPageSlug: 'rajada' } },
    });
    expect(res.statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await limited.app.inject({ method: 'GET', url: '/p/rajada' })).statusCode).toBe(200);
    const over = await limited.app.inject({ method: 'GET', url: '/p/rajada' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(over.body).toContain('Muitas solicitações');
    expect(over.body).toContain('Muitas visualizações em pouco tempo — tente novamente em alguns minutos.');
    // Another address is not affected.
    expect((await limited.app.inject({ method: 'GET', url: '/p/rajada', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await limited.app.inject({ method: 'GET', url: '/api/page/rajada' });
    const json = await limited.app.inject({ method: 'GET', url: '/api/page/rajada' });
    expect(json.statusCode).toBe(429);
    expect(json.json()).toEqual({ code: 'RATE_LIMITED', message: 'Muitas visualizações em pouco tempo — tente novamente em alguns minutos.' });
    await limited.app.services.publicPages.flush();
    const page = await limited.app.services.pages.repository.findBySlug('rajada');
    expect(page?.page.views).toBe(7); // refused views are not counted
  });
});

