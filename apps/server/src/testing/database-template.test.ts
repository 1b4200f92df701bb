import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { createTestDatabase } from './test-app.js';

type Rows<T> = { rows: T[] };
async function rows<T>(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as Rows<T>).rows;
}

describe('test databases copy the run’s migrated template', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });
  afterAll(async () => Promise.all([first.close(), second.close()]));

  it('the global setup provides a template for the driver this run uses', () => {
    expect(inject('databaseTemplate')?.driver).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('every committed migration is applied, the newest included (the template is built from them each run)', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const applied = await rows<{ created_at: string }>(
      first,
      sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at`,
    );
    expect(applied.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
  });

  it('each migration is dated after the one before it (drizzle skips an older-dated one on an existing database)', () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const outOfOrder = journal.entries.filter(
      (entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when,
    );
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });

  it('pg_trgm is loaded (the text search indexes need it)', async () => {
    const [row] = await rows<{ score: number }>(first, sql`SELECT similarity('pulseira', 'pulseiras') AS score`);
    expect(Number(row?.score)).toBeGreaterThan(0.5);
  });

  it('each copy is a database of its own: a row written in one is not in the other', async () => {
    await first.db.insert(users).values({ email: 'so-na-primeira@teste.com', passwordHash: 'x', name: 'Primeira' });
    const inFirst = await first.db.select().from(users);
    const inSecond = await second.db.select().from(users);
    expect(inFirst.map((user) => user.email)).toContain('so-na-primeira@teste.com');
    expect(inSecond.map((user) => user.email)).not.toContain('so-na-primeira@teste.com');
  });
});
