import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ensureAdmin } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('start-up data', () => {
  it('ADMIN_EMAIL/ADMIN_PASSWORD creates that admin once', async () => {
    const admin = { email: 'dono@empresa.com', password: 'senha-do-dono-1' };
    expect(await ensureAdmin(t.app.services, admin)).toBe(true);
    expect(await ensureAdmin(t.app.services, admin)).toBe(false);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: admin });
    expect(res.json().role).toBe('ADMIN');
  });

  it('two instances starting together with one ADMIN_EMAIL: one creates the admin, the other starts without an error', async () => {
    const admin = { email: 'dupla@empresa.com', password: 'senha-do-dono-2' };
    const created = await Promise.all([ensureAdmin(t.app.services, admin), ensureAdmin(t.app.services, admin)]);
    expect(created.sort()).toEqual([false, true]);
  });
});
