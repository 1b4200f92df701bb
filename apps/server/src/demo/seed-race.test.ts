import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_ACCOUNTS, seedDemoExclusively } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the demo seed is idempotent under a race (fault 11)', () => {
  it('two instances seeding a new database at the same time both succeed, and the data is there once', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const results = await Promise.allSettled([
        seedDemoExclusively(t.database, t.app.services),
        seedDemoExclusively(t.database, second.services),
      ]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      for (const account of DEMO_ACCOUNTS)
        expect((await t.app.services.users.findByEmail(account.email))?.role).toBe(account.role);
      const welcome = (await t.app.services.messages.listMessages('ADMIN')).filter((m) => m.title === 'Bem-vindo');
      expect(welcome).toHaveLength(1);
    } finally {
      await second.close();
    }
  }, 180_000);
});
