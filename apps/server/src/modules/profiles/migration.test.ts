import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../db/client.js';
import { MIGRATIONS_FOLDER } from '../../paths.js';
import { tags } from '../../db/tables/tags.js';
import { databaseUrl, runOnServer, uniqueDatabaseName } from '../../testing/database-template.js';

/** The last migration before several profiles (0011_several_profiles). */
const LAST_BEFORE = 10;
const temp = mkdtempSync(path.join(tmpdir(), 'portal-migration-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A copy of the migrations folder whose journal stops at LAST_BEFORE: what an installation had before 0011. */
function migrationsUpTo(lastIdx: number): string {
  const folder = path.join(temp, `drizzle-${lastIdx}`);
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  for (const file of readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql')))
    copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ idx: number; tag: string }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx <= lastIdx);
  expect(journal.entries.at(-1)!.tag).toBe('0010_analytics_daily_totals');
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

const ids = {
  user: '11111111-1111-4111-8111-111111111111',
  profile: '22222222-2222-4222-8222-222222222222',
  page: '33333333-3333-4333-8333-333333333333',
  b2c: '44444444-4444-4444-8444-444444444444',
  b2b: '55555555-5555-4555-8555-555555555555',
};

/** An account as it was before 0011: one profile, its page (renamed once), a B2C and a B2B tag assigned to it. */
async function insertPre0011Account(handle: DatabaseHandle) {
  const statements = [
    sql`INSERT INTO users (id, email, password_hash, name, role) VALUES (${ids.user}, 'antes@migracao.com', 'x', 'Antes Migração', 'USER')`,
    sql`INSERT INTO profiles (id, user_id, kind, name, emergency_contacts, search_text)
        VALUES (${ids.profile}, ${ids.user}, 'PERSON', 'Antes Migração',
          '[{"name":"Contato Antigo","phone":"(11) 90000-0000","relationship":"Irmã"}]'::jsonb, 'antes migração')`,
    sql`INSERT INTO pages (id, profile_id, slug, title, is_active) VALUES (${ids.page}, ${ids.profile}, 'antes-migracao', 'Antes Migração', true)`,
    sql`INSERT INTO page_slugs (slug, page_id) VALUES ('antes-migracao', ${ids.page}), ('slug-antigo-migracao', ${ids.page})`,
    sql`INSERT INTO tags (id, code, type, status, assigned_user_id, assigned_at, meta)
        VALUES (${ids.b2c}, 'MIGB2C01', 'B2C', 'ACTIVE', ${ids.user}, now(), '{"nickname":"Pulseira antiga"}'::jsonb)`,
    sql`INSERT INTO tags (id, code, type, status, assigned_user_id, assigned_at, meta)
        VALUES (${ids.b2b}, 'MIGB2B01', 'B2B', 'ACTIVE', ${ids.user}, now(), '{"serialNumber":"SN-MIG-1","model":"Bomba"}'::jsonb)`,
  ];
  for (const statement of statements) await handle.db.execute(statement);
}

/** The app on that database, after the rest of the migrations: the same checks on both drivers. */
async function assertAnswersAsBefore(handle: DatabaseHandle) {
  const dataDir = mkdtempSync(path.join(temp, 'data-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' }),
    webDist: path.join(dataDir, 'no-web'),
    maxEventLoopDelayMs: 0,
  };
  const app = await buildApp({ config, database: handle });
  await app.ready();
  try {
    const profile = await app.services.profiles.findProfileOfUser(ids.user);
    expect(profile).toMatchObject({ id: ids.profile, isPrimary: true });
    const linked = await handle.db.select({ code: tags.code, profileId: tags.profileId }).from(tags).orderBy(tags.code);
    expect(linked).toEqual([
      { code: 'MIGB2B01', profileId: ids.profile },
      { code: 'MIGB2C01', profileId: ids.profile },
    ]);
    const page = await app.inject({ method: 'GET', url: '/p/antes-migracao' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Contato Antigo');
    const old = await app.inject({ method: 'GET', url: '/p/slug-antigo-migracao' });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/p/antes-migracao');
    const b2c = await app.inject({ method: 'GET', url: '/t/MIGB2C01' });
    expect(b2c.statusCode).toBe(200);
    // Issue 41: a person's B2C tag answers their card itself, under the tag's line.
    expect(b2c.body).toContain('Tag MIGB2C01');
    expect(b2c.body).toContain('Antes Migração');
    expect(b2c.body).toContain('href="tel:192"');
    const b2b = await app.inject({ method: 'GET', url: '/t/MIGB2B01' });
    expect(b2b.statusCode).toBe(200);
    expect(b2b.body).toContain('SN-MIG-1');
    // The account's profiles as the new routes list them: the one profile, primary, with both tags.
    const list = await app.services.profiles.listMine(ids.user, { page: 1, limit: 50 });
    expect(list.profiles).toHaveLength(1);
    expect(list.profiles[0]).toMatchObject({ id: ids.profile, isPrimary: true, page: { slug: 'antes-migracao' } });
    expect(list.profiles[0]!.tags.map((tag) => tag.code).sort()).toEqual(['MIGB2B01', 'MIGB2C01']);
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('migration 0011 (several profiles) on an installation migrated up to 0010', () => {
  it('PGlite: the one profile becomes primary, its tags open it, /p, the old slug and /t answer as before', async () => {
    const handle = await openPglite();
    try {
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsUpTo(LAST_BEFORE) });
      await insertPre0011Account(handle);
      await handle.migrate();
      await assertAnswersAsBefore(handle);
    } finally {
      await handle.close();
    }
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'PostgreSQL: the same, on a database of its own created for the test and dropped after',
    async () => {
      const baseUrl = process.env.DATABASE_URL!;
      const name = uniqueDatabaseName('portal_migration');
      await runOnServer(baseUrl, `CREATE DATABASE ${name}`);
      const handle = openPostgres(databaseUrl(baseUrl, name));
      try {
        await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrationsUpTo(LAST_BEFORE) });
        await insertPre0011Account(handle);
        await handle.migrate();
        await assertAnswersAsBefore(handle);
      } finally {
        await handle.close();
        await runOnServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  );
});
