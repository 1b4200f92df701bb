import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { users } from '../db/schema.js';
import { createTestDatabase } from '../testing/test-app.js';
import { loggerOptions } from './logger.js';

const EMAIL = 'ana.sigilo@exemplo.com.br';
const MEDICAL = 'Alérgica a penicilina, epilepsia';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.segredo-do-portador.assinatura';

/** What the server writes to its log, one parsed JSON line each: the production options over an in-memory stream. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  },
});

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-logs-'));
  database = await createTestDatabase();
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    webDist: path.join(dataDir, 'no-web'),
  };
  app = await buildApp({ config, database, logger: pino(loggerOptions('info'), stream) });
  // Two queries that fail with personal data as parameters, as a repository would send them.
  app.get('/api/test-only/cast', async () => database.db.execute(sql`select ${EMAIL}::int, ${MEDICAL}::text`));
  app.get('/api/test-only/duplicate', async () => {
    await database.db.insert(users).values({ email: EMAIL, passwordHash: 'x', name: MEDICAL });
    return database.db.insert(users).values({ email: EMAIL, passwordHash: 'x', name: MEDICAL });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('no personal data in logs', () => {
  it('a failed query is logged with its SQL and error code, never its parameters', async () => {
    lines.length = 0;
    const cast = await app.inject({ method: 'GET', url: '/api/test-only/cast' });
    const duplicate = await app.inject({ method: 'GET', url: '/api/test-only/duplicate' });
    expect(cast.statusCode).toBe(500);
    expect(duplicate.statusCode).toBe(500);

    const errors = lines.filter((line) => line.includes('"unhandled error"'));
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('select $1::int, $2::text');
    expect(errors[0]).toContain('22P02'); // invalid input syntax: PostgreSQL quotes the value in its message
    expect(errors[1]).toContain('insert into \\"users\\"');
    expect(errors[1]).toContain('23505'); // duplicate key: pg's detail repeats the e-mail
    const log = lines.join('\n');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain('ana.sigilo');
    expect(log).not.toContain(MEDICAL);
    expect(log).not.toContain('penicilina');
  });

  it('an Authorization header, a password and a reset token in a link are redacted', async () => {
    lines.length = 0;
    await app.inject({
      method: 'GET',
      url: `/reset-password?token=${TOKEN}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    app.log.warn(
      { req: { headers: { authorization: `Bearer ${TOKEN}` } }, body: { password: 'senha-segura-123' } },
      'request detail',
    );
    app.log.info({ to: EMAIL, subject: 'Redefinir palavra-passe' }, 'email written to outbox');
    const log = lines.join('\n');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('"authorization":"[redacted]"');
    expect(log).toContain('"password":"[redacted]"');
    expect(log).toContain('Redefinir palavra-passe');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('segredo-do-portador');
    expect(log).not.toContain('senha-segura-123');
    expect(log).not.toContain(EMAIL);
  });

  it('signed links (sig), tokens and search terms in a logged URL are masked', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/photos/abc?size=medium&exp=1900000000&sig=assinatura-secreta' });
    await app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(EMAIL)}&page=1` });
    await app.inject({ method: 'GET', url: '/api/x?SIG=outra-assinatura&Search=termo-secreto' });
    const log = lines.join('\n');
    expect(log).toContain('sig=[redacted]');
    expect(log).toContain('search=[redacted]&page=1');
    expect(log).toContain('size=medium&exp=1900000000');
    expect(log).not.toContain('assinatura-secreta');
    expect(log).not.toContain('outra-assinatura');
    expect(log).not.toContain('termo-secreto');
    expect(log).not.toContain('ana.sigilo');
    expect(log).not.toContain(encodeURIComponent(EMAIL));
  });

  it('a visitor of a public page is logged by network only, never beside the page with their address (issue 40 item 14)', async () => {
    lines.length = 0;
    const visits = [
      ['/p/maria-sigilosa', '203.0.113.77'],
      ['/t/TAG00077', '2001:db8:85a3:8d3:1319:8a2e:370:7348'],
      ['/api/public/profile/maria-sigilosa', '::ffff:198.51.100.77'],
      ['/api/page/maria-sigilosa', '203.0.113.77'],
    ] as const;
    for (const [url, remoteAddress] of visits) await app.inject({ method: 'GET', url, remoteAddress });
    const requests = lines
      .map((line) => JSON.parse(line) as { req?: { url: string; remoteAddress: string; remotePort?: number } })
      .flatMap((line) => (line.req ? [line.req] : []));
    expect(requests.map((req) => [req.url, req.remoteAddress])).toEqual([
      ['/p/maria-sigilosa', '203.0.113.0'],
      ['/t/TAG00077', '2001:db8:85a3::'],
      ['/api/public/profile/maria-sigilosa', '198.51.100.0'],
      ['/api/page/maria-sigilosa', '203.0.113.0'],
    ]);
    expect(requests.every((req) => req.remotePort === undefined)).toBe(true);
    const log = lines.join('\n');
    for (const address of ['203.0.113.77', '8a2e:370:7348', '198.51.100.77']) expect(log).not.toContain(address);
  });

  it('a signed-in route keeps the whole address (an admin request is accountable)', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/admin/users', remoteAddress: '203.0.113.78' });
    await app.inject({ method: 'GET', url: '/privacidade', remoteAddress: '203.0.113.79' });
    expect(lines.join('\n')).toContain('"remoteAddress":"203.0.113.78"');
    expect(lines.join('\n')).toContain('"remoteAddress":"203.0.113.79"');
  });
});
