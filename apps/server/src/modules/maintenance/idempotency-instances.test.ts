import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnServer, started, stopServer } from '../../testing/server-process.js';

/**
 * Issue 26: one Idempotency-Key sent to two real server processes on one PostgreSQL database at the same moment,
 * as a phone's queue retrying through a load balancer: exactly one record, and every answer is the first.
 */
const baseUrl = process.env.DATABASE_URL;
const ADMIN = { email: 'admin@idempotencia.com', password: 'senha-do-admin-1' };

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!baseUrl)('one Idempotency-Key on two instances at once (PostgreSQL)', () => {
  const name = `portal_idem_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dataDirs = [
    mkdtempSync(path.join(tmpdir(), 'portal-idem-a-')),
    mkdtempSync(path.join(tmpdir(), 'portal-idem-b-')),
  ];
  const servers: ChildProcess[] = [];
  const origins: string[] = [];
  let databaseUrl: string;

  beforeAll(async () => {
    await query(baseUrl!, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const first = await freePort();
    const ports = [first, await freePort()];
    for (const [i, port] of ports.entries()) {
      servers.push(
        spawnServer({
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          DATA_DIR: dataDirs[i],
          JWT_SECRET: 'idempotency-instances-secret-long-enough-for-hs256',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
          SEED_DEMO: 'false',
          WEB_DIST: path.join(dataDirs[i]!, 'no-web'),
          LOG_LEVEL: 'warn',
        }),
      );
      origins.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(servers.map((server) => started(server)));
  }, 60_000);

  afterAll(async () => {
    const exits = await Promise.all(servers.map((server) => stopServer(server)));
    if (databaseUrl) await query(baseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    expect(exits).toEqual([0, 0]);
  });

  const call = (instance: number, url: string, init: { token?: string; body?: unknown; key?: string } = {}) =>
    fetch(`${origins[instance]}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      body: JSON.stringify(init.body ?? {}),
    });

  it('eight requests with one key, split between the instances, at once: one record, eight identical 201s', async () => {
    const login = await call(0, '/api/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const tag = await call(1, '/api/admin/tags', {
      token,
      body: { code: 'IDEM0001', type: 'B2B', physicalType: 'NFC' },
    });
    expect(tag.status).toBe(201);
    const { id: tagId } = (await tag.json()) as { id: string };

    const record = {
      performedAt: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      type: 'INSPECAO',
      description: 'Inspeção enviada da fila offline',
      outcome: 'OK',
    };
    const key = `fila-${randomUUID()}`;
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1, 0, 1].map((instance) =>
        call(instance, `/api/tecnico/equipment/${tagId}/records`, { token, key, body: record }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201, 201, 201]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') === 'true')).toHaveLength(7);

    const rows = await query<{ n: number }>(
      databaseUrl,
      'SELECT count(*)::int AS n FROM maintenance_records WHERE tag_id = $1',
      [tagId],
    );
    expect(rows[0]!.n).toBe(1);
  });
});
