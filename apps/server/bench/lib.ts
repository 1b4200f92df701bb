import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';

export type BenchDriver = 'pglite' | 'postgres';
export type BenchApp = Awaited<ReturnType<typeof createBenchApp>>;
/** A benchmark: gets a fresh app on a fresh database, prints its figures, returns them for the summary. */
export type Bench = {
  name: string;
  /** Configuration this benchmark needs (e.g. the public rate limit off). */
  config?: Partial<Config>;
  run: (bench: BenchApp) => Promise<Record<string, string>>;
};
/** A benchmark that starts its own server process (its RSS measured alone): gets only the driver to use. */
export type StandaloneBench = { name: string; runAlone: (driver: BenchDriver) => Promise<Record<string, string>> };

/**
 * Node's arguments to run one of the benchmark's child processes (load-worker, upload-worker, upload-server):
 * the bundled file beside this one under `npm run bench` (bench/build.ts), the TypeScript source through tsx when
 * a benchmark file is run as it is (`npx tsx bench/run.ts`).
 */
export function benchProcessArgs(name: 'load-worker' | 'upload-worker' | 'upload-server'): string[] {
  const bundled = import.meta.url.endsWith('.js');
  const file = new URL(`./${name}.${bundled ? 'js' : 'ts'}`, import.meta.url).pathname;
  return bundled ? ['--enable-source-maps', file] : ['--import', 'tsx', file];
}

/**
 * The drivers to measure: embedded PGlite always (on disk, as the default install runs), PostgreSQL when
 * DATABASE_URL is set. BENCH_DRIVERS=postgres (or pglite) measures only that one.
 */
export function benchDrivers(): BenchDriver[] {
  const available: BenchDriver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_DRIVERS?.split(',').map((name) => name.trim());
  return wanted ? available.filter((driver) => wanted.includes(driver)) : available;
}

/** A fresh PostgreSQL database on DATABASE_URL's server (named portal_bench_*), and how to drop it. */
export async function createBenchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL!;
  const name = `portal_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

async function openBenchDatabase(driver: BenchDriver, dataDir: string): Promise<DatabaseHandle> {
  if (driver === 'pglite') return openPglite(dataDir);
  const created = await createBenchDatabase();
  const handle = openPostgres(created.url);
  return {
    ...handle,
    async close() {
      await handle.close();
      await created.drop();
    },
  };
}

/** The real app (all plugins, auth, services) on a fresh migrated database, with an admin token. */
export async function createBenchApp(driver: BenchDriver, overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const database = await openBenchDatabase(driver, dataDir);
  await database.migrate();
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' }),
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await app.ready();
  const email = `bench-admin-${randomUUID().slice(0, 8)}@bench.local`;
  await app.services.users.createUser({ email, password: 'bench-password-1', name: 'Bench Admin', role: 'ADMIN' });
  const { token } = await app.services.auth.login(email, 'bench-password-1');
  return {
    driver,
    app,
    database,
    headers: { authorization: `Bearer ${token}` },
    /** The admin's sign-in, for a benchmark that signs in over HTTP like a browser. */
    credentials: { email, password: 'bench-password-1' },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
