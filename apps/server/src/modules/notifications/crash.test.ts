import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../testing/eventually.js';
import { freePort, spawnServer, started, stopServer } from '../../testing/server-process.js';
import { startSmtpServer } from '../../testing/smtp.js';

/**
 * Issue 42: a real server process killed (SIGKILL) after the SMTP server received a notice and before the process
 * marked it sent. Another instance on the same PostgreSQL sends it once more when the lease runs out, with the same
 * Message-ID: never lost, at most once more (the receiving side may drop the copy by its Message-ID).
 */
const baseUrl = process.env.DATABASE_URL;
const ADMIN = { email: 'admin@queda.com', password: 'senha-do-admin-1' };

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)('a process killed between sending a notice and marking it', () => {
  const name = `portal_crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dataDirs: string[] = [];
  const servers: ChildProcess[] = [];
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    await query(baseUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    for (const server of servers) if (server.signalCode === null) await stopServer(server);
    await smtp.close();
    await query(baseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function startInstance(): Promise<{ server: ChildProcess; origin: string }> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-crash-'));
    dataDirs.push(dataDir);
    const server = spawnServer({
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      JWT_SECRET: 'crash-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SMTP_URL: smtp.url,
      NOTICE_POLL_MS: '50',
      NOTICE_LEASE_MS: '3000',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
    });
    servers.push(server);
    // tsx compiles main.ts on each start: a loaded machine takes longer than the helper's usual 20 s.
    await started(server, 60_000);
    return { server, origin: `http://127.0.0.1:${port}` };
  }

  it('the other instance sends it once more with the same Message-ID, and marks it', { timeout: 180_000 }, async () => {
    const first = await startInstance();
    const killed = new Promise<void>((resolve) => first.server.once('exit', () => resolve()));
    // The server has the message; the sender dies before it hears so, let alone marks the row.
    smtp.state.onMessage = async () => {
      smtp.state.onMessage = undefined;
      first.server.kill('SIGKILL');
      await killed;
    };
    const res = await fetch(`${first.origin}/api/auth/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email }),
    });
    expect(res.status).toBe(200);
    await killed;
    expect(smtp.received.filter((mail) => mail.to.includes(ADMIN.email))).toHaveLength(1);
    const [left] = await query<{ status: string }>(databaseUrl, `SELECT status FROM notices`);
    expect(left!.status).toBe('sending');

    await startInstance();
    await eventually(async () => {
      const rows = await query<{ status: string; attempts: number }>(
        databaseUrl,
        'SELECT status, attempts FROM notices',
      );
      return rows.length === 1 && rows[0]!.status === 'sent';
    }, 20_000);
    const mails = smtp.received.filter((mail) => mail.to.includes(ADMIN.email));
    expect(mails).toHaveLength(2);
    expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
    expect(mails[0]!.messageId).toMatch(/^<notice-[0-9a-f-]{36}@/);
    const [row] = await query<{ attempts: number }>(databaseUrl, 'SELECT attempts FROM notices');
    expect(row!.attempts).toBe(2);
  });
});
