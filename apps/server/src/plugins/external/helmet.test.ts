import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { PERMISSIONS_POLICY } from './helmet.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('Permissions-Policy on every answer (fault 11)', () => {
  it('the API, the health check and the public pages carry it', async () => {
    for (const url of ['/api/health', '/api/auth/me', '/p/nao-existe', '/t/NAOEXISTE', '/api/public/tag/NAOEXISTE']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
    expect(PERMISSIONS_POLICY).toContain('microphone=()');
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
  });
});
