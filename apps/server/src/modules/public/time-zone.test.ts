import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Issue 20 item 5: a public page writes its last update on the installation's clock (APP_TIME_ZONE). */
const UPDATED_AT = '2026-05-10T01:30:00Z'; // 22:30 on 09/05 in Brasília; 10:30 on 10/05 in Tokyo
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

async function pageUpdatedAt(t: TestApp, slug: string): Promise<string> {
  const owner = await t.createUser('USER', { name: 'Helena Rocha' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/me/profiles',
    headers: owner.auth,
    payload: { name: 'Helena Rocha', kind: 'PERSON', publicPageSlug: slug },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.database.db.execute(sql`UPDATE pages SET updated_at = ${UPDATED_AT}::timestamptz WHERE slug = ${slug}`);
  await t.database.db.execute(
    sql`UPDATE profiles SET updated_at = ${UPDATED_AT}::timestamptz WHERE user_id = ${owner.user.id}`,
  );
  const page = await t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: { 'user-agent': BROWSER } });
  expect(page.statusCode).toBe(200);
  return page.body;
}

describe('public pages write times on APP_TIME_ZONE', () => {
  let brasilia: TestApp;
  let tokyo: TestApp;
  beforeAll(async () => {
    brasilia = await createTestApp();
    tokyo = await createTestApp({ timeZone: 'Asia/Tokyo' });
  }, 120_000);
  afterAll(async () => {
    await brasilia?.close();
    await tokyo?.close();
  });

  it("the last update at 01:30 UTC reads '9 de maio de 2026 às 22:30' in Brasília, the day it was there", async () => {
    expect(await pageUpdatedAt(brasilia, 'fuso-brasilia')).toMatch(/Última atualização: 9 de maio de 2026 às 22:30/);
  }, 120_000);

  it('with APP_TIME_ZONE=Asia/Tokyo the same instant reads 10 de maio de 2026 às 10:30', async () => {
    expect(await pageUpdatedAt(tokyo, 'fuso-toquio')).toMatch(/Última atualização: 10 de maio de 2026 às 10:30/);
  }, 120_000);
});
