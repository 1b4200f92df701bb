import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openPglite } from './client.js';
import { openDatabase } from './open.js';
import { writePgliteTemplate } from './pglite-template.js';
import { users } from './schema.js';

describe('embedded database', () => {
  it('keeps data across a restart in DATA_DIR/db', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
    try {
      const first = await openPglite(dataDir);
      await first.migrate();
      await first.db.insert(users).values({ email: 'persiste@teste.com', passwordHash: 'x', name: 'Persiste' });
      await first.close();

      const second = await openPglite(dataDir);
      await second.migrate(); // idempotent on an existing database
      const [row] = await second.db.select().from(users).where(eq(users.email, 'persiste@teste.com'));
      expect(row?.name).toBe('Persiste');
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('a new DATA_DIR starts from the migrated template (reported new once), runs with 16 MB of buffers, keeps its data', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-db-'));
    const template = path.join(dataDir, 'template');
    try {
      await writePgliteTemplate(template);
      const config = loadConfig({ DATA_DIR: path.join(dataDir, 'data') });
      const first = await openDatabase(config, undefined, { template });
      expect(first.isNewEmbedded).toBe(true);
      // The template is migrated: the tables are there before migrate(), which then finds nothing to do.
      await first.handle.db.insert(users).values({ email: 'modelo@teste.com', passwordHash: 'x', name: 'Modelo' });
      await first.handle.migrate();
      const settings = (await first.handle.db.execute(sql`SHOW shared_buffers`)) as unknown as {
        rows: Array<{ shared_buffers: string }>;
      };
      expect(settings.rows[0]?.shared_buffers).toBe('16MB');
      await first.handle.close();

      const second = await openDatabase(config, undefined, { template });
      expect(second.isNewEmbedded).toBe(false);
      const [row] = await second.handle.db.select().from(users).where(eq(users.email, 'modelo@teste.com'));
      expect(row?.name).toBe('Modelo');
      await second.handle.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
