import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a body over the limit says what it is (fault 11)', () => {
  it('a JSON body over 1 MB is 413 "Pedido grande demais. Tamanho máximo: 1 MB." (not the 10 MB file text)', async () => {
    const admin = await t.createUser('ADMIN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bracelets',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ notes: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Pedido grande demais. Tamanho máximo: 1 MB.' });
  });
});

describe('a malformed address (issue 40 item 13)', () => {
  it("GET /api/admin/users/%ZZ is the app's 400 { code, message } in pt-BR, not Fastify's English error", async () => {
    const admin = await t.createUser('ADMIN');
    for (const url of ['/api/admin/users/%ZZ', '/api/health/%E0%A4%A', '/p/%ZZ']) {
      const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ code: 'BAD_URL', message: 'Endereço inválido.' });
    }
  });
});
