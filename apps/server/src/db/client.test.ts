import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openPglite } from './client.js';
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
});
