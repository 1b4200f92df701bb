import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newJwtSecret } from '../../config.js';
import { openPostgres, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../testing/test-app.js';
import { installationJwtSecret } from './installation.js';

describe('the installation JWT secret (DATABASE_URL without JWT_SECRET)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('is created once: instances starting together get the one key, and a later start reads it back', async () => {
    const candidates = Array.from({ length: 6 }, () => newJwtSecret());
    // On PostgreSQL each start gets a pool of its own, as separate processes would.
    const url = process.env.DATABASE_URL ? await currentDatabaseUrl(database) : undefined;
    const handles = url ? candidates.map(() => openPostgres(url)) : candidates.map(() => database);
    try {
      const keys = await Promise.all(
        candidates.map((candidate, i) => installationJwtSecret(handles[i]!.db, candidate)),
      );
      expect(new Set(keys).size).toBe(1);
      expect(candidates).toContain(keys[0]);
      expect(await installationJwtSecret(database.db, newJwtSecret())).toBe(keys[0]);
    } finally {
      if (url) await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

/** The URL of the per-file test database (createTestDatabase names it; the connection knows it). */
async function currentDatabaseUrl(database: DatabaseHandle): Promise<string> {
  const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[];
  };
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${result.rows[0]!.name}`;
  return url.toString();
}
