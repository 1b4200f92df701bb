import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** PostgreSQL through node-postgres (production, and the CI's second data run). */
export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}

/** Embedded PGlite: a folder on disk, or in memory when dataDir is undefined (tests). */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, { extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
