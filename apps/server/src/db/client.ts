import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths.js';
import * as schema from './schema.js';
import { DATABASE_TIMEOUT_DEFAULTS, type DatabaseTimeouts } from './timeouts.js';

export type Schema = typeof schema;

/** The one database type the repositories see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding the advisory lock `lockId` (PostgreSQL: a session lock on a connection of its own, so
   * instances sharing the database take turns; PGlite: one process, callers take turns in it).
   */
  exclusive: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** Where connection errors are reported (the app's logger in production). */
export type DatabaseLog = { warn: (details: { err: unknown }, message: string) => void };

export type PostgresOptions = {
  timeouts?: DatabaseTimeouts;
  log?: DatabaseLog;
};

const QUERY_TIMEOUT_GRACE_MS = 1_000;
/** pg_advisory_lock key held while migrating (any fixed number this application alone uses). */
const MIGRATION_LOCK_ID = 7_135_100_415;

const consoleLog: DatabaseLog = {
  warn: ({ err }, message) => console.warn(message, err instanceof Error ? err.message : err),
};

/**
 * drizzle's migrator with each migration's statements sent as one query (PostgreSQL's simple protocol runs them in
 * order, in the same transaction): a new database's ~180 statements took ~180 round trips, 550-690 ms of its first
 * start; ~360 ms now (issue 27). The bookkeeping (drizzle.__drizzle_migrations, hashes, which are pending) is
 * drizzle's own, so drizzle-kit and a later plain migrate() read the same history.
 */
async function migrateInFewRoundTrips(db: object): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  const migrations: MigrationMeta[] = readMigrationFiles(config).map((migration) => ({
    ...migration,
    sql: [migration.sql.join(';\n')],
  }));
  // The dialect's migrate is what drizzle's node-postgres migrate() calls; its fields are marked internal.
  const internal = db as unknown as {
    dialect: { migrate: (m: MigrationMeta[], session: unknown, c: typeof config) => Promise<void> };
    session: unknown;
  };
  await internal.dialect.migrate(migrations, internal.session, config);
}

/**
 * PostgreSQL through node-postgres (production, and the CI's second data run). A lost or stalled database
 * must never kill or freeze the process: pool errors are logged, every wait has a limit, and the pool opens
 * new connections by itself once the database is back.
 */
export function openPostgres(url: string, options: PostgresOptions = {}): DatabaseHandle {
  const timeouts = options.timeouts ?? DATABASE_TIMEOUT_DEFAULTS;
  const log = options.log ?? consoleLog;
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    // The server cancels a slow statement itself (57014); this client-side limit is for a stalled network, where
    // the server's answer never arrives. The grace lets the server's own cancel win when it can.
    query_timeout: timeouts.statementMs + QUERY_TIMEOUT_GRACE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that breaks (database restarted, network cut) is an 'error' event: without a listener
  // Node throws it and the process dies. The pool has already discarded that connection.
  pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
  // A connection checked out but between statements (inside a transaction) reports its break on the client
  // instead; the statement that uses it next fails and goes back to the caller.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    // Migrations get a connection of their own without the statement timeout: building an index may take longer.
    migrate: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
      client.on('error', (error) => log.warn({ err: error }, 'migration connection lost'));
      await client.connect();
      try {
        // Instances starting together on a new database would each run the same CREATEs: the first to take this
        // lock migrates, the others wait and then find nothing left to do. Ending the session releases it.
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrateInFewRoundTrips(drizzlePg({ client, schema }));
      } finally {
        await client.end();
      }
    },
    exclusive: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockId]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite's exclusive: one process holds the database, so a promise chain per lock makes callers take turns. */
function inProcessLocks(): DatabaseHandle['exclusive'] {
  const tails = new Map<number, Promise<unknown>>();
  return (lockId, work) => {
    const previous = tails.get(lockId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    tails.set(lockId, run);
    return run;
  };
}

/** The extensions every PGlite opens with (pg_trgm backs the text search indexes). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PGlite's PostgreSQL settings: its memory is one WebAssembly heap that grows and never gives back, and the
 * default 128 MB of shared buffers alone are ~130 MB of an idle server's RSS (issue 27). The embedded default
 * serves one small installation: 16 MB of buffers (the host's page cache holds the files under them) and smaller
 * working memory for the index builds of the migrations and the demo seed.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB', 'temp_buffers=4MB'];

/**
 * Embedded PGlite: a folder on disk, or in memory when dataDir is undefined (tests). `loadDataDir` starts it from
 * a dumped data directory (the tests' migrated template) instead of an empty one: no initdb, no migrations to run.
 */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir) {
    location = path.join(dataDir, 'db');
    mkdirSync(location, { recursive: true });
  }
  const client = await PGlite.create(location, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    exclusive: inProcessLocks(),
    close: () => client.close(),
  };
}
