import { drizzle } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { databaseUrl, runOnServer, uniqueDatabaseName } from '../testing/database-template.js';
import { openPostgres } from './client.js';

/**
 * Issue 27: a new PostgreSQL database gets each migration's statements in one query, with drizzle's own history, so
 * drizzle's plain migrate() (and drizzle-kit) find nothing left to do and a later migration applies as usual.
 */
const baseUrl = process.env.DATABASE_URL;
const name = uniqueDatabaseName('portal_migrations');
const urlOf = (database: string) => databaseUrl(baseUrl!, database);

describe.skipIf(!baseUrl)('migrations on PostgreSQL', () => {
  beforeAll(async () => runOnServer(baseUrl!, `CREATE DATABASE ${name}`));
  afterAll(async () => runOnServer(baseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("a new database gets every table and drizzle's history, one row per migration with its hash", async () => {
    const handle = openPostgres(urlOf(name));
    try {
      await handle.migrate();
      await handle.migrate();
    } finally {
      await handle.close();
    }
    const client = new pg.Client({ connectionString: urlOf(name) });
    await client.connect();
    try {
      const history = await client.query<{ hash: string; created_at: string }>(
        'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id',
      );
      const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
      expect(history.rows.map((row) => [row.hash, Number(row.created_at)])).toEqual(
        files.map((file) => [file.hash, file.folderMillis]),
      );
      const tables = await client.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['users', 'profiles', 'pages', 'page_slugs', 'tags', 'maintenance_records']),
      );
      // drizzle's own migrator, as drizzle-kit runs it, finds nothing pending: it would fail on an existing table.
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
      const after = await client.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(after.rows[0].n).toBe(files.length);
    } finally {
      await client.end();
    }
  });
});
