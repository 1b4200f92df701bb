import { randomUUID } from 'node:crypto';
import { mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { databaseUrl, runOnServer, uniqueDatabaseName } from './database-template.js';
import type { Role } from '@portal/shared';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or (with DATABASE_URL)
 * a PostgreSQL database of its own created for the run and dropped afterwards. Both are copies of the run's
 * template (src/testing/global-setup.ts), migrated once; without one (another vitest config) it migrates here.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('databaseTemplate');
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    if (template?.driver === 'pglite')
      return openPglite(undefined, { loadDataDir: await pgliteTemplate(template.tarballPath) });
    const handle = await openPglite();
    await handle.migrate();
    return handle;
  }
  const name = uniqueDatabaseName('portal_test');
  const copiesTemplate = template?.driver === 'postgres';
  await runOnServer(
    baseUrl,
    copiesTemplate ? `CREATE DATABASE ${name} TEMPLATE ${template.name}` : `CREATE DATABASE ${name}`,
  );
  const handle = openPostgres(databaseUrl(baseUrl, name));
  if (!copiesTemplate) await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      await runOnServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let pgliteTemplateBlob: Promise<Blob> | undefined;
/** Read once per test file, however many apps the file starts. */
function pgliteTemplate(tarballPath: string): Promise<Blob> {
  pgliteTemplateBlob ??= openAsBlob(tarballPath);
  return pgliteTemplateBlob;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * An account made through the users service and signed in through the auth service (default e-mail unique, password
 * 'senha-segura-123'): its row, token, password and Authorization header.
 */
export async function createSignedInUser(
  app: Awaited<ReturnType<typeof buildApp>>,
  role: Role = 'USER',
  fields: { email?: string; name?: string; password?: string } = {},
) {
  const password = fields.password ?? 'senha-segura-123';
  const email = fields.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@teste.com`;
  const user = await app.services.users.createUser({ email, password, name: fields.name ?? `Teste ${role}`, role });
  const login = await app.services.auth.login(email, password);
  return { user, token: login.token, password, auth: { authorization: `Bearer ${login.token}` } };
}

/** The public address the page and QR tests configure (the links and QR codes point there). */
export const PUBLIC_SITE = { publicUrl: 'https://portal.exemplo.com.br', publicUrlConfigured: true } as const;

/**
 * The app the tests of a file (or of a describe block) share: made in a beforeAll registered here, before the
 * file's own hooks run, and closed after the tests. The handle stands for it once made (in hooks and tests).
 */
export function sharedTestApp(overrides: Partial<Config> = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(overrides);
  });
  afterAll(async () => app?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!app) throw new Error('The shared test app is made in beforeAll: use it in a hook or a test.');
      return Reflect.get(app, key);
    },
  });
}

/** The real app on a fresh database, with DATA_DIR in a temp folder (outbox, files). */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const database = await createTestDatabase();
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    webDist: path.join(dataDir, 'no-web'),
    // The embedded database runs on this event loop: a large query on a busy machine would read as overload (503).
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
  const app = await buildApp({ config, database });
  await app.ready();

  const createUser = (role: Role = 'USER', fields: { email?: string; name?: string; password?: string } = {}) =>
    createSignedInUser(app, role, fields);

  /**
   * Sends every notice due (issue 42: e-mails wait in the outbox table for the worker): the reset links made after
   * their answer, the scan alerts of buffered scans, then the outbox's rows. `at`: the clock, past a retry's wait.
   */
  async function flushNotices(at?: Date): Promise<void> {
    await app.services.auth.drainDeliveries();
    await app.services.analytics.flush();
    await app.services.notifications.flush(at);
  }

  /** The .eml files written to DATA_DIR/outbox, oldest first, once the notices due are sent. */
  async function outbox(): Promise<string[]> {
    await flushNotices();
    return outboxFiles();
  }

  function outboxFiles(): string[] {
    const dir = path.join(dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .map((file) => readFileSync(path.join(dir, file), 'utf8'));
    } catch {
      return [];
    }
  }

  /** Emails go out after the answer (forgot-password): waits until the outbox holds `count` messages. */
  async function waitForOutbox(count: number, timeoutMs = 15_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await outbox();
      if (mails.length >= count) return mails;
      if (Date.now() > deadline)
        throw new Error(`outbox holds ${mails.length} of ${count} emails after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  return {
    app,
    config,
    database,
    createUser,
    outbox,
    flushNotices,
    waitForOutbox,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
