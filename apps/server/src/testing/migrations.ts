import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { databaseUrl, runOnServer, uniqueDatabaseName } from './database-template.js';

/**
 * A copy of the migrations folder whose journal stops right before the migration named `*_{name}`: what an
 * installation had before it. Found by name, not number, so it holds when migrations are renumbered on a merge.
 * Answers the folder and the tag of the last migration kept.
 */
export function migrationsBefore(name: string): { folder: string; lastTag: string; remove: () => void } {
  const temp = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  const folder = path.join(temp, 'drizzle');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((file) => file.endsWith('.sql')))
    copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  const index = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (index < 1) throw new Error(`no migration named *_${name} after the first`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return { folder, lastTag: journal.entries.at(-1)!.tag, remove: () => rmSync(temp, { recursive: true, force: true }) };
}

/** Runs the migrations of `folder` (drizzle's migrator of the handle's driver). */
export async function migrateFrom(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.driver === 'pglite')
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

/**
 * An empty database for a migration test, on the run's driver (PGlite in memory, or a PostgreSQL database of its
 * own with DATABASE_URL, dropped by `close`).
 */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return openPglite();
  const name = uniqueDatabaseName('portal_migration');
  await runOnServer(baseUrl, `CREATE DATABASE ${name}`);
  const handle = openPostgres(databaseUrl(baseUrl, name));
  return {
    ...handle,
    async close() {
      await handle.close();
      await runOnServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
