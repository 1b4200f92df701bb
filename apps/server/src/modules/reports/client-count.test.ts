import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENTS_WITHOUT_ACTIVE_PAGE_URL,
  type AnalyticsDashboard,
  type AnalyticsInsights,
  type ClientStats,
  type ListClientsResponse,
  type Page,
  type ReportResponse,
} from '@portal/shared';
import { seedDemo } from '../../demo/index.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';
import { testRequests } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pdfText, readCsv, readWorkbook } from '../../testing/reports.js';

type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services, t.database.db);
  // An admin and a technician of our own: accounts, never clients.
  admin = await t.createUser('ADMIN');
  await t.createUser('TECHNICIAN');
}, 180_000);
afterAll(async () => t?.close());

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

async function report(type: 'clients' | 'overview', format: 'pdf' | 'excel' | 'csv'): Promise<Buffer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/analytics/reports/generate',
    headers: admin.auth,
    payload: { type, format },
  });
  expect(res.statusCode, res.body).toBe(201);
  const file = await t.app.inject({ method: 'GET', url: res.json<ReportResponse>().downloadUrl, headers: admin.auth });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** Every place a client count is computed, read as a person (or a file) reads it. */
async function everyClientCount(): Promise<Record<string, number>> {
  const stats = await get<ClientStats>('/api/admin/clients/stats');
  const list = await get<ListClientsResponse>('/api/admin/clients?page=1&limit=1000');
  const dashboard = await get<AnalyticsDashboard>('/api/admin/analytics/dashboard');
  const today = todayInSaoPaulo();
  const endingToday = await get<AnalyticsDashboard>(
    `/api/admin/analytics/dashboard?startDate=${addDays(today, -6)}&endDate=${today}`,
  );

  const pdf = (await pdfText(await report('clients', 'pdf'))).text;
  const pdfSummary = Number(/Total de Clientes\s+([\d.]+)/.exec(pdf)![1]!.replace(/\./g, ''));
  const pdfRows = pdf.match(EMAIL)!.length;

  const workbook = await readWorkbook(await report('clients', 'excel'));
  const summary = workbook.getWorksheet('Resumo')!;
  expect(summary.getCell('A2').value).toBe('Total de Clientes');
  const sheet = workbook.getWorksheet('Clientes')!;

  const csv = readCsv(await report('clients', 'csv'));
  const overviewCsv = readCsv(await report('overview', 'csv'));
  const csvSummary = overviewCsv.rows.find((row) => row[0] === 'Indicadores' && row[1] === 'Total de Clientes')!;

  return {
    'GET /api/admin/clients/stats total (Clientes, admin dashboard card)': stats.total,
    'GET /api/admin/clients pagination.total': list.pagination.total,
    'GET /api/admin/clients rows': list.clients.length,
    'analytics totalClients (last 30 days)': dashboard.overview.totalClients,
    'analytics totalClients (range ending today in São Paulo)': endingToday.overview.totalClients,
    'PDF clients report: summary': pdfSummary,
    'PDF clients report: rows': pdfRows,
    'Excel clients report: Resumo': summary.getCell('B2').value as number,
    'Excel clients report: Clientes rows': sheet.rowCount - 1,
    'CSV clients report: rows': csv.rows.length - 1,
    'CSV overview report: Total de Clientes': Number(csvSummary[2]),
  };
}

/** Every place the clients without an active page are counted. */
async function everyCountWithoutPage(): Promise<Record<string, number>> {
  const stats = await get<ClientStats>('/api/admin/clients/stats');
  const list = await get<ListClientsResponse>('/api/admin/clients?withoutActivePage=true&limit=1000');
  const { insights } = await get<AnalyticsInsights>('/api/admin/analytics/insights');
  const insight = insights.find((item) => item.id === 'clients-without-page');
  const insightCount = !insight ? 0 : /^Cliente sem página ativa/.test(insight.title) ? 1 : parseInt(insight.title, 10);
  return {
    'stats withoutActivePage': stats.withoutActivePage,
    'list ?withoutActivePage=true pagination.total': list.pagination.total,
    'list ?withoutActivePage=true rows': list.clients.length,
    "insight 'N clientes sem página ativa'": insightCount,
  };
}

const allEqual = (counts: Record<string, number>, expected: number) =>
  expect(counts).toEqual(Object.fromEntries(Object.keys(counts).map((key) => [key, expected])));

/** The demo's client accounts (role USER), counted straight from the table. */
async function clientAccounts(): Promise<number> {
  const result = (await t.database.db.execute(sql`SELECT count(*) AS n FROM users WHERE role = 'USER'`)) as unknown as {
    rows: Array<{ n: unknown }>;
  };
  return Number(result.rows[0]!.n);
}

describe('one client count: every place counts the client accounts (role USER), and they agree', () => {
  let before: number;
  let withoutPageBefore: number;
  let lena: SignedIn;

  it('on the demo data, every count and list says the same number', async () => {
    before = await clientAccounts();
    // The demo's nine client accounts, with or without a page (before, the screens said 8 active pages, 5 profiles,
    // and the analytics lost the accounts created after 21:00 in São Paulo when the range ended today).
    expect(before).toBe(9);
    allEqual(await everyClientCount(), before);
    const withoutPage = await everyCountWithoutPage();
    withoutPageBefore = withoutPage['stats withoutActivePage']!;
    expect(withoutPageBefore).toBeGreaterThan(0);
    allEqual(withoutPage, withoutPageBefore);
  }, 180_000);

  it("after adding a client without a page (holding a tag), every count is one more and it is listed 'without page'", async () => {
    lena = await t.createUser('USER', { name: 'Lena Sem Página', email: 'lena-sem-pagina@teste.com' });
    await t.database.db.execute(
      sql`INSERT INTO tags (code, status, assigned_user_id, assigned_at) VALUES ('LENA0001', 'ACTIVE', ${lena.user.id}, now())`,
    );
    allEqual(await everyClientCount(), before + 1);
    allEqual(await everyCountWithoutPage(), withoutPageBefore + 1);

    const list = await get<ListClientsResponse>('/api/admin/clients?withoutActivePage=true&limit=1000');
    expect(list.clients.find((client) => client.userId === lena.user.id)).toMatchObject({
      id: lena.user.id,
      name: 'Lena Sem Página',
      page: null,
      withoutProfile: true,
    });
    const { insights } = await get<AnalyticsInsights>('/api/admin/analytics/insights');
    expect(insights.find((item) => item.id === 'clients-without-page')?.action).toEqual({
      label: 'Ver clientes',
      url: CLIENTS_WITHOUT_ACTIVE_PAGE_URL,
    });
  }, 180_000);

  it("'Criar página' (POST /api/admin/pages with the account's id) gives it its primary profile, its page and its tag", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: admin.auth,
      payload: { profileId: lena.user.id, title: 'Lena Sem Página', slug: 'lena-com-pagina' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Page>()).toMatchObject({ slug: 'lena-com-pagina', isActive: true });
    expect((await t.app.inject({ method: 'GET', url: '/p/lena-com-pagina' })).statusCode).toBe(200);
    const tag = await t.app.inject({ method: 'GET', url: '/t/LENA0001' });
    // A person's tag answers the card of that page itself (issue 41).
    expect(tag.body).toContain('Tag LENA0001');
    expect(tag.body).toContain('href="tel:192"');

    allEqual(await everyClientCount(), before + 1);
    allEqual(await everyCountWithoutPage(), withoutPageBefore);
    const list = await get<ListClientsResponse>('/api/admin/clients?limit=1000');
    const lenaClient = list.clients.find((client) => client.userId === lena.user.id)!;
    expect(lenaClient.withoutProfile).toBeUndefined();
    expect(lenaClient.page).toMatchObject({ slug: 'lena-com-pagina', isActive: true });
    // A second 'Criar página' for the same client is the spec's conflict, not a second profile.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: admin.auth,
      payload: { profileId: lena.user.id, title: 'Lena', slug: 'lena-outra' },
    });
    expect(again.statusCode).toBe(409);
  }, 180_000);

  it("an admin's or a technician's id is not a client: 404 'Cliente não encontrado.'", async () => {
    const tech = await t.createUser('TECHNICIAN');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages',
      headers: admin.auth,
      payload: { profileId: tech.user.id, title: 'Técnico', slug: 'tecnico-sem-pagina' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: 'Cliente não encontrado.' });
  });

  it('deleting a client without a profile (by the listed id) frees its tags and removes the account', async () => {
    const ivo = await t.createUser('USER', { name: 'Ivo Sem Perfil' });
    await t.database.db.execute(
      sql`INSERT INTO tags (code, status, assigned_user_id, assigned_at) VALUES ('IVO00001', 'ACTIVE', ${ivo.user.id}, now())`,
    );
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/clients/${ivo.user.id}`, headers: admin.auth });
    expect(res.statusCode).toBe(204);
    allEqual(await everyClientCount(), before + 1);
  }, 180_000);

  it('the list filter refuses a value that is not a boolean with a pt-BR 400', async () => {
    const res = await testRequests(t).get('/api/admin/clients?withoutActivePage=talvez', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'withoutActivePage',
      message: 'withoutActivePage deve ser true ou false.',
    });
  });
});
