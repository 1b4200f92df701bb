import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import type { Role } from '@portal/shared';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or (with DATABASE_URL)
 * a PostgreSQL database of its own created for the run and dropped afterwards.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = `portal_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, with DATA_DIR in a temp folder (outbox, files). */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    webDist: path.join(dataDir, 'no-web'),
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await app.ready();

  async function createUser(role: Role = 'USER', fields: { email?: string; name?: string; password?: string } = {}) {
    const password = fields.password ?? 'senha-segura-123';
    const email = fields.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@teste.com`;
    const user = await app.services.users.createUser({ email, password, name: fields.name ?? `Teste ${role}`, role });
    const login = await app.services.auth.login(email, password);
    return { user, token: login.token, password, auth: { authorization: `Bearer ${login.token}` } };
  }

  /** The .eml files written to DATA_DIR/outbox, oldest first. */
  function outbox(): string[] {
    const dir = path.join(dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .sort()
        .map((file) => readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  }

  /** Emails go out after the answer (forgot-password): waits until the outbox holds `count` messages. */
  async function waitForOutbox(count: number, timeoutMs = 5000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = outbox();
      if (mails.length >= count) return mails;
      if (Date.now() > deadline) throw new Error(`outbox holds ${mails.length} of ${count} emails after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  return {
    app,
    config,
    database,
    createUser,
    outbox,
    waitForOutbox,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
