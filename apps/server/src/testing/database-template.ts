import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPostgres, PGLITE_EXTENSIONS } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../paths.js';

/**
 * A database migrated once per test run, that every test file copies instead of migrating its own: starting
 * PGlite from a dumped data directory skips initdb (seconds per file on a busy machine), and PostgreSQL copies a
 * template database faster than it replays the migrations.
 */
export type DatabaseTemplate = { driver: 'pglite'; tarballPath: string } | { driver: 'postgres'; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate?: DatabaseTemplate;
  }
}

/** Random enough that two runs on one PostgreSQL server never pick the same name. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/** The same server as `baseUrl`, another database. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run inside the target). */
export async function runOnServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Builds the template from the committed migrations (so it is never stale) and says how to remove it. */
export async function buildDatabaseTemplate(
  baseUrl: string | undefined,
): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  return baseUrl ? buildPostgresTemplate(baseUrl) : buildPgliteTemplate();
}

async function buildPgliteTemplate() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: each file then loads it without gunzipping 40 MB.
    const tarball = await client.dumpDataDir('none');
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-db-template-'));
    const tarballPath = path.join(folder, 'pgdata.tar');
    writeFileSync(tarballPath, Buffer.from(await tarball.arrayBuffer()));
    return {
      template: { driver: 'pglite', tarballPath } satisfies DatabaseTemplate,
      remove: async () => rmSync(folder, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
}

async function buildPostgresTemplate(baseUrl: string) {
  const name = uniqueDatabaseName('portal_template');
  await runOnServer(baseUrl, `CREATE DATABASE ${name}`);
  const remove = () => runOnServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const handle = openPostgres(databaseUrl(baseUrl, name));
    try {
      await handle.migrate();
    } finally {
      // No connection may stay open: PostgreSQL copies a template only while nobody is connected to it.
      await handle.close();
    }
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { driver: 'postgres', name } satisfies DatabaseTemplate, remove };
}
