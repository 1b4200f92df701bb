import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { tags } from '../../db/tables/tags.js';
import { migrateFrom, migrationsBefore, openEmptyDatabase } from '../../testing/migrations.js';
import { createSignedInUser } from '../../testing/test-app.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-activation-migration-'));
const before = migrationsBefore('activation_codes');
afterAll(() => {
  before.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an installation from before activation codes (issue 25), on this run’s database', () => {
  it('after the migration and the start step, its tags have codes that claim them; the step fills each tag once', async () => {
    const handle = await openEmptyDatabase();
    try {
      await migrateFrom(handle, before.folder);
      await handle.db.execute(
        sql`INSERT INTO tags (code, status) VALUES ('ANTIGA01', 'ACTIVE'), ('ANTIGA02', 'INACTIVE')`,
      );
      await handle.migrate();
      const migrated = await handle.db.select({ sealed: tags.activationCodeSealed }).from(tags);
      expect(migrated).toEqual([{ sealed: null }, { sealed: null }]);

      const config = {
        ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
        webDist: path.join(dataDir, 'no-web'),
        maxEventLoopDelayMs: 0,
      };
      const app = await buildApp({ config, database: handle });
      try {
        // What main.ts runs right after the migrations.
        expect(await app.services.tags.fillMissingActivationCodes()).toBe(2);
        expect(await app.services.tags.fillMissingActivationCodes()).toBe(0);
        const rows = await handle.db.select({ id: tags.id, code: tags.code }).from(tags);
        const codes = await app.services.tags.activationCodesOf(rows.map((row) => row.id));
        expect(codes.size).toBe(2);

        const { user, token } = await createSignedInUser(app, 'USER', {
          email: 'antiga@migracao.com',
          name: 'Dona Antiga',
        });
        const old = rows.find((row) => row.code === 'ANTIGA01')!;
        const res = await app.inject({
          method: 'POST',
          url: '/api/me/bracelets/claim',
          headers: { authorization: `Bearer ${token}` },
          payload: { code: 'ANTIGA01', activationCode: codes.get(old.id) },
        });
        expect(res.statusCode).toBe(200);
        const [claimed] = await handle.db.select().from(tags).where(eq(tags.id, old.id));
        expect(claimed!.assignedUserId).toBe(user.id);
      } finally {
        await app.close();
      }
    } finally {
      await handle.close();
    }
    // Two migration runs and an app on a new embedded database: seconds on an idle machine, more on a busy CI.
  }, 120_000);
});
