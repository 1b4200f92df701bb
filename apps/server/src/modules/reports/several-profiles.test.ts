import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { readCsv } from '../../testing/reports.js';

type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: SignedIn;
let alice: SignedIn;

const ADMIN = '/api/admin/analytics/reports';
const ME = '/api/me/analytics/reports';

/** A USER account with its primary PERSON profile and page (slug given), through POST /me/profiles. */
async function account(name: string, slug: string): Promise<SignedIn> {
  const signedIn = await t.createUser('USER', { name });
  await createProfile(signedIn, { name, kind: 'PERSON', publicPageSlug: slug });
  return signedIn;
}
async function createProfile(who: SignedIn, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/me/profiles', headers: who.auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
}

/** The CSV rows (header left out) of a report generated and downloaded by `who`. */
async function csvRows(who: SignedIn, type: 'clients' | 'pages', base = ADMIN): Promise<string[][]> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${base}/generate`,
    headers: who.auth,
    payload: { type, format: 'csv' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const file = await t.app.inject({ method: 'GET', url: res.json<ReportResponse>().downloadUrl, headers: who.auth });
  expect(file.statusCode).toBe(200);
  return readCsv(file.rawPayload).rows.slice(1);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  alice = await account('Alice Várias', 'alice-varias');
  await account('Bruno Único', 'bruno-unico');
  // Alice's other profiles: a child and a pet, each with its own page.
  await createProfile(alice, { name: 'Lia Várias', kind: 'PERSON', publicPageSlug: 'lia-varias' });
  await createProfile(alice, { name: 'Rex Várias', kind: 'PET', publicPageSlug: 'rex-varias' });
});
afterAll(async () => t?.close());

describe('reports over accounts with several profiles', () => {
  it("the clients report lists accounts (their primary profile), never an account's other profiles", async () => {
    const rows = await csvRows(admin, 'clients');
    expect(rows.map((row) => row[0])).toEqual(['Alice Várias', 'Bruno Único']);
    expect(rows[0]!.slice(0, 3)).toEqual(['Alice Várias', alice.user.email, '/p/alice-varias']);

    const mine = await csvRows(alice, 'clients', ME);
    expect(mine.map((row) => row[0])).toEqual(['Alice Várias']);
  });

  it('the pages report lists the page of every profile', async () => {
    const rows = await csvRows(admin, 'pages');
    expect(rows.map((row) => row[1])).toEqual(['alice-varias', 'bruno-unico', 'lia-varias', 'rex-varias']);
    const mine = await csvRows(alice, 'pages', ME);
    expect(mine.map((row) => row[1])).toEqual(['alice-varias', 'lia-varias', 'rex-varias']);
  });

  it("the dashboards count clients as accounts: a user's is 1 however many profiles they have", async () => {
    const range = { granularity: 'day' as const };
    const all = await t.app.services.analytics.dashboard({ kind: 'admin' }, range);
    expect(all.overview.totalClients).toBe(2);
    expect(all.overview.activePages).toBe(4);
    const mine = await t.app.services.analytics.dashboard({ kind: 'user', userId: alice.user.id }, range);
    expect(mine.overview.totalClients).toBe(1);
    expect(mine.overview.activePages).toBe(3);
    expect(mine.charts.clientsOverTime.reduce((sum, point) => sum + point.count, 0)).toBe(1);
  });

  it("an account without an active page is one client in the admin's insights, however many profiles it has", async () => {
    const carla = await account('Carla Inativa', 'carla-inativa');
    await createProfile(carla, { name: 'Totó Inativo', kind: 'PET', publicPageSlug: 'toto-inativo' });
    await t.database.db.execute(
      sql`UPDATE pages SET is_active = false WHERE profile_id IN (SELECT id FROM profiles WHERE user_id = ${carla.user.id})`,
    );
    const { insights } = await t.app.services.analytics.insights({ kind: 'admin' });
    expect(insights.find((insight) => insight.id === 'clients-without-page')).toMatchObject({
      title: 'Cliente sem página ativa: Carla Inativa',
      action: { label: 'Editar cliente' },
    });
  });
});
