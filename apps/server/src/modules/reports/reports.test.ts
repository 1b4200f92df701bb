import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANALYTICS_TEXTS,
  REPORT_TTL_HOURS,
  dayInTimeZone,
  type AnalyticsDashboard,
  type ReportResponse,
} from '@portal/shared';
import { addDays } from '../../lib/dates.js';
import { createStorage } from '../../lib/storage/storage.js';
import { createSignedInClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createReportsService } from './service.js';
import { pdfText, readCsv, readWorkbook } from '../../testing/reports.js';

type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
type Client = { user: { id: string }; profile: { id: string; page: { id: string; slug: string } } };

let t: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let alice: SignedIn & { client: Client };
let bruno: SignedIn & { client: Client };

const ADMIN = '/api/admin/analytics/reports';
const ME = '/api/me/analytics/reports';
/** The calendar day an Excel date cell holds (written as that day's UTC midnight: a cell has no zone). */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
// The app's day (Brasília), not the UTC one: from 21:00 to 24:00 Brasília they differ.
const today = dayInTimeZone();
const monthAgo = addDays(today, -29);
const range = { startDate: monthAgo, endDate: today };
const ptDay = (day: string) => day.split('-').reverse().join('/');
const ptInt = (value: number) => new Intl.NumberFormat('pt-BR').format(value);
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** A client (USER account, profile, active page) made by the admin, signed in. */
async function client(name: string, slug: string): Promise<SignedIn & { client: Client }> {
  const password = 'senha-segura-123';
  const { token, auth, ...created } = await createSignedInClient(
    t,
    admin,
    `${slug}@relatorios.com`,
    { name, publicPageSlug: slug },
    password,
  );
  return { user: { id: created.user.id } as SignedIn['user'], token, password, auth, client: created };
}

async function visit(slug: string, times: number, ip: string) {
  for (let n = 0; n < times; n += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/p/${slug}`,
      remoteAddress: `${ip}.${n + 1}`,
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(res.statusCode).toBe(200);
  }
}

const generate = (who: SignedIn | null, body: unknown, base = ADMIN) =>
  t.app.inject({ method: 'POST', url: `${base}/generate`, headers: who?.auth ?? {}, payload: body as object });

/** Generates, checks the 201 answer, downloads and checks the download headers; answers the file's bytes. */
async function generateAndDownload(who: SignedIn, body: Record<string, unknown>, base = ADMIN) {
  const res = await generate(who, body, base);
  expect(res.statusCode, res.body).toBe(201);
  const report = res.json<ReportResponse>();
  expect(report.downloadUrl).toBe(`${base}/${report.id}/download`);
  const expiresIn = Date.parse(report.expiresAt) - Date.now();
  expect(expiresIn).toBeGreaterThan((REPORT_TTL_HOURS - 0.1) * 3_600_000);
  expect(expiresIn).toBeLessThanOrEqual(REPORT_TTL_HOURS * 3_600_000);
  const file = await t.app.inject({ method: 'GET', url: report.downloadUrl, headers: who.auth });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toBe(`attachment; filename="${report.fileName}"`);
  expect(file.headers['cache-control']).toBe('private, no-store');
  expect(file.headers['x-content-type-options']).toBe('nosniff');
  expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
  // REPORT_SAMPLES=dir keeps the files (to look at the PDFs: pdftoppm -png -r 60 file.pdf page).
  const samples = process.env.REPORT_SAMPLES;
  if (samples) {
    mkdirSync(samples, { recursive: true });
    writeFileSync(
      path.join(samples, `${base.includes('/me/') ? 'user' : 'admin'}-${report.fileName}`),
      file.rawPayload,
    );
  }
  return { report, bytes: file.rawPayload, contentType: String(file.headers['content-type']) };
}

let adminDashboard: AnalyticsDashboard;
let aliceDashboard: AnalyticsDashboard;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  otherAdmin = await t.createUser('ADMIN');
  alice = await client('Alice Conceição', 'alice-relatorio');
  bruno = await client('Bruno Gonçalves', 'bruno-relatorio');
  await visit('alice-relatorio', 3, '198.51.100');
  await visit('bruno-relatorio', 2, '203.0.113');
  await t.app.services.analytics.flush();
  // 1,234 unassigned tags (a number with a thousands separator in the PDF) and one tag each for Alice and Bruno.
  await t.database.db.execute(
    sql`INSERT INTO tags (code, created_at) SELECT 'LOTE' || lpad(g::text, 5, '0'), now() - g * interval '1 second' FROM generate_series(1, 1234) AS g`,
  );
  await t.database.db.execute(
    sql`INSERT INTO tags (code, status, assigned_user_id, assigned_at) VALUES ('ALICE01', 'ACTIVE', ${alice.client.user.id}, now()), ('BRUNO01', 'LOST', ${bruno.client.user.id}, now())`,
  );
  const rangeInput = { ...range, granularity: 'day' as const };
  adminDashboard = await t.app.services.analytics.dashboard({ kind: 'admin' }, rangeInput);
  aliceDashboard = await t.app.services.analytics.dashboard({ kind: 'user', userId: alice.client.user.id }, rangeInput);
});
afterAll(async () => t?.close());

describe('PDF reports', () => {
  it('overview: title, product, pt-BR period, the KPI values as pt-BR numbers with growth, charts and top tables', async () => {
    expect(adminDashboard.overview.totalViews).toBe(5);
    const { bytes, contentType, report } = await generateAndDownload(admin, {
      type: 'overview',
      format: 'pdf',
      dateRange: range,
      includeCharts: true,
    });
    expect(contentType).toBe('application/pdf');
    expect(report.fileName).toBe(`relatorio-visao-geral-${range.startDate}-a-${range.endDate}.pdf`);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(bytes);
    expect(text).toContain('Relatório — Visão geral');
    expect(text).toContain(t.config.appName);
    expect(text).toContain(`Período: ${ptDay(range.startDate)} a ${ptDay(range.endDate)}`);
    expect(text).toMatch(/Gerado em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Horários de Brasília/);
    for (const label of ['Total de Clientes', 'Tags Ativas', 'Páginas Públicas', 'Total de Visualizações']) {
      expect(text).toContain(label);
    }
    const { overview } = adminDashboard;
    expect(text).toMatch(new RegExp(`Total de Visualizações\\s+${overview.totalViews}\\b`));
    expect(text).toMatch(new RegExp(`Total de Clientes\\s+${ptInt(overview.totalClients)}\\b`));
    expect(text).toMatch(new RegExp(`Tags Ativas\\s+${ptInt(overview.assignedTags)}\\b`));
    // The charts: titles, the status bars with their counts (1.234 inactive tags, pt-BR thousands).
    expect(text).toContain(ANALYTICS_TEXTS.viewsOverTime);
    expect(text).toContain(ANALYTICS_TEXTS.tagStatus);
    expect(text).toMatch(/Inativa\s+1\.234/);
    // Top pages and countries.
    expect(text).toContain(ANALYTICS_TEXTS.topPages);
    expect(text).toMatch(/Alice Conceição\s+alice-relatorio\s+3/);
    expect(text).toContain(ANALYTICS_TEXTS.topCountries);
  });

  it('the title of the request, no charts when includeCharts is false, and a tags list paged with its header repeated', async () => {
    const { bytes } = await generateAndDownload(admin, {
      title: 'Inventário de tags',
      type: 'tags',
      format: 'pdf',
      includeCharts: false,
    });
    const { text, pages } = await pdfText(bytes);
    expect(text).toContain('Inventário de tags');
    expect(text).not.toContain(ANALYTICS_TEXTS.viewsOverTime);
    expect(pages).toBeGreaterThan(10); // 1,236 rows
    expect(text.match(/Código\s+Tipo\s+Status\s+Dono/g)!.length).toBeGreaterThanOrEqual(pages - 1);
    expect(text).toContain('LOTE01234');
    expect(text).toMatch(/ALICE01\s+B2C\s+Disponível\s+Alice Conceição/);
  });

  it('clients and pages lists', async () => {
    const clients = await pdfText((await generateAndDownload(admin, { type: 'clients', format: 'pdf' })).bytes);
    expect(clients.text).toMatch(
      /Alice Conceição\s+alice-relatorio@relatorios\.com\s+\/p\/alice-relatorio\s+Ativa\s+3\s+1/,
    );
    const pages = await pdfText((await generateAndDownload(admin, { type: 'pages', format: 'pdf' })).bytes);
    expect(pages.text).toMatch(/Bruno Gonçalves\s+bruno-relatorio\s+Ativa\s+2\s+2/);
  });
});

describe('Excel reports', () => {
  it('one sheet per table with a bold, filtered, frozen header and typed cells', async () => {
    const { bytes, contentType, report } = await generateAndDownload(admin, {
      type: 'tags',
      format: 'excel',
      dateRange: range,
      includeRawData: true,
    });
    expect(contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(report.fileName).toBe(`relatorio-tags-${range.startDate}-a-${range.endDate}.xlsx`);
    const workbook = await readWorkbook(bytes);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Resumo',
      'Páginas mais visitadas',
      'Países',
      'Dados por dia',
      'Tags',
      'Relatório',
    ]);
    for (const sheet of workbook.worksheets) {
      expect(sheet.getRow(1).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      expect(sheet.autoFilter).toBeTruthy();
    }
    const summary = workbook.getWorksheet('Resumo')!;
    expect(summary.getRow(1).values).toEqual([undefined, 'Indicador', 'Valor', 'Variação vs período anterior']);
    expect(summary.getCell('A5').value).toBe('Total de Visualizações');
    expect(summary.getCell('B5').value).toBe(adminDashboard.overview.totalViews);
    expect(typeof summary.getCell('B2').value).toBe('number');
    expect(summary.getCell('C2').numFmt).toBe('0.0%');

    const tags = workbook.getWorksheet('Tags')!;
    expect(tags.rowCount).toBe(1 + 1236);
    expect(tags.getRow(1).values).toEqual([
      undefined,
      'Código',
      'Tipo',
      'Status',
      'Dono',
      'Atribuída em',
      'Último escaneamento',
    ]);
    const aliceRow = tags.getRows(2, 1236)!.find((row) => row.getCell(1).value === 'ALICE01')!;
    expect(aliceRow.getCell(5).value).toBeInstanceOf(Date);
    expect(aliceRow.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(dayOf(aliceRow.getCell(5).value as Date)).toBe(today);

    const daily = workbook.getWorksheet('Dados por dia')!;
    expect(daily.getCell('A2').value).toBeInstanceOf(Date);
    expect(daily.rowCount).toBe(1 + 30);
    const views = daily.getRows(2, 30)!.reduce((sum, row) => sum + (row.getCell(2).value as number), 0);
    expect(views).toBe(5);
    const info = workbook.getWorksheet('Relatório')!;
    expect(info.getCell('B5').value).toEqual(new Date(`${range.startDate}T00:00:00.000Z`));
  });

  it('clients sheet with numbers as numbers', async () => {
    const workbook = await readWorkbook((await generateAndDownload(admin, { type: 'clients', format: 'excel' })).bytes);
    const sheet = workbook.getWorksheet('Clientes')!;
    const alice = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === 'Alice Conceição')!;
    expect(alice.getCell(5).value).toBe(3);
    expect(alice.getCell(6).value).toBe(1);
    expect(alice.getCell(7).value).toBeInstanceOf(Date);
  });
});

describe('CSV reports', () => {
  it("tags: ';' separators, UTF-8 BOM, CRLF, a header row and dd/mm/aaaa dates", async () => {
    const { bytes, contentType } = await generateAndDownload(admin, { type: 'tags', format: 'csv' });
    expect(contentType).toBe('text/csv; charset=utf-8');
    const csv = readCsv(bytes);
    expect(csv.bom).toBe(true);
    expect(csv.text.split('\r\n').length).toBe(1 + 1236 + 1); // header, rows, the last line's end
    expect(csv.text.replace(/\r\n/g, '')).not.toContain('\n');
    expect(csv.rows[0]).toEqual([
      'Código',
      'Tipo',
      'Status',
      'Dono',
      'Atribuída em',
      'Último escaneamento (Horários de Brasília)',
    ]);
    expect(csv.rows.find((row) => row[0] === 'BRUNO01')).toEqual([
      'BRUNO01',
      'B2C',
      'Perdida',
      'Bruno Gonçalves',
      ptDay(today),
      '',
    ]);
  });

  it('overview: KPI values and pt-BR decimals (comma, no thousands separator)', async () => {
    const { bytes } = await generateAndDownload(admin, { type: 'overview', format: 'csv', includeRawData: true });
    const csv = readCsv(bytes);
    expect(csv.rows[0]).toEqual(['Seção', 'Item', 'Valor', 'Percentual (%)']);
    expect(csv.rows).toContainEqual(['Indicadores', 'Total de Visualizações', '5', expect.any(String)]);
    const country = csv.rows.find((row) => row[0] === ANALYTICS_TEXTS.topCountries)!;
    expect(country[3]).toMatch(/^\d+(,\d)?$/);
    const total = adminDashboard.charts.geographicData[0]!;
    expect(country[3]).toBe(String(total.percentage).replace('.', ','));
    expect(csv.rows.filter((row) => row[0] === 'Dados por dia')).toHaveLength(30);
  });
});

describe('who sees what', () => {
  it('401 without a token, 403 for the other role on each family', async () => {
    expect((await generate(null, { type: 'overview', format: 'pdf' })).statusCode).toBe(401);
    expect((await generate(null, { type: 'overview', format: 'pdf' }, ME)).statusCode).toBe(401);
    expect((await generate(alice, { type: 'overview', format: 'pdf' })).statusCode).toBe(403);
    expect((await generate(admin, { type: 'overview', format: 'pdf' }, ME)).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const download = await t.app.inject({ method: 'GET', url: `${ADMIN}/${unknown}/download` });
    expect(download.statusCode).toBe(401);
  });

  it("a user's report holds only their own pages, tags and numbers", async () => {
    const tags = readCsv((await generateAndDownload(alice, { type: 'tags', format: 'csv' }, ME)).bytes);
    expect(tags.rows.slice(1).map((row) => row[0])).toEqual(['ALICE01']);
    const pages = readCsv((await generateAndDownload(alice, { type: 'pages', format: 'csv' }, ME)).bytes);
    expect(pages.rows.slice(1).map((row) => row[1])).toEqual(['alice-relatorio']);
    const clients = readCsv((await generateAndDownload(alice, { type: 'clients', format: 'csv' }, ME)).bytes);
    expect(clients.rows.slice(1).map((row) => row[0])).toEqual(['Alice Conceição']);

    expect(aliceDashboard.overview.totalViews).toBe(3);
    const { text } = await pdfText((await generateAndDownload(alice, { type: 'overview', format: 'pdf' }, ME)).bytes);
    expect(text).toMatch(/Total de Visualizações\s+3\b/);
    expect(text).not.toContain('bruno-relatorio');
    expect(text).not.toContain('1.234');
  });

  it('a report downloads only for the account that generated it: another user or another admin gets 404', async () => {
    const own = (await generate(alice, { type: 'tags', format: 'csv' }, ME)).json<ReportResponse>();
    const notFound = { code: 'REPORT_NOT_FOUND', message: ANALYTICS_TEXTS.reportNotFound };
    const asBruno = await t.app.inject({ method: 'GET', url: `${ME}/${own.id}/download`, headers: bruno.auth });
    expect(asBruno.statusCode).toBe(404);
    expect(asBruno.json()).toMatchObject(notFound);
    const byAdmin = await t.app.inject({ method: 'GET', url: `${ADMIN}/${own.id}/download`, headers: admin.auth });
    expect(byAdmin.statusCode).toBe(404);

    const admins = (await generate(admin, { type: 'overview', format: 'csv' })).json<ReportResponse>();
    const other = await t.app.inject({ method: 'GET', url: admins.downloadUrl, headers: otherAdmin.auth });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject(notFound);
    const byOwner = await t.app.inject({ method: 'GET', url: admins.downloadUrl, headers: admin.auth });
    expect(byOwner.statusCode).toBe(200);
    const badId = await t.app.inject({ method: 'GET', url: `${ADMIN}/nao-e-um-id/download`, headers: admin.auth });
    expect(badId.statusCode).toBe(400);
  });
});

describe('validation', () => {
  it('a bad type or format is a 400 naming the field', async () => {
    const type = await generate(admin, { type: 'vendas', format: 'pdf' });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({
      field: 'type',
      message: 'Tipo de relatório inválido: use overview, clients, tags ou pages.',
    });
    const format = await generate(admin, { type: 'tags', format: 'docx' });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ field: 'format', message: 'Formato inválido: use pdf, excel ou csv.' });
  });

  it('a reversed, too long or impossible range is a 400 with the range texts', async () => {
    const cases = [
      // reversed, longer than a year, a day that does not exist
      [{ startDate: '2026-11-24', endDate: '2026-10-25' }, 'dateRange.startDate', ANALYTICS_TEXTS.rangeReversed],
      [{ startDate: '2025-01-01', endDate: '2026-01-02' }, 'dateRange.endDate', ANALYTICS_TEXTS.rangeTooLong],
      [{ startDate: '2026-02-30', endDate: '2026-03-02' }, 'dateRange.startDate', ANALYTICS_TEXTS.rangeInvalid],
    ] as const;
    for (const [dateRange, field, message] of cases) {
      const res = await generate(admin, { type: 'overview', format: 'pdf', dateRange });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
    const shape = await generate(admin, { type: 'overview', format: 'pdf', dateRange: { startDate: '24/11/2026' } });
    expect(shape.statusCode).toBe(400);
  });
});

describe('expiry', () => {
  /** The same service over the same database and storage, with its clock moved forward. */
  const serviceAt = (at: Date) =>
    createReportsService({
      db: t.database.db,
      storage: createStorage(t.config),
      log: t.app.log,
      appName: t.config.appName,
      timeZone: t.config.timeZone,
      loadDashboard: (scope, period) => t.app.services.analytics.dashboard(scope, period),
      resolvePeriod: (dateRange, now) => t.app.services.analytics.resolveRange(dateRange ?? {}, now, 'dateRange.'),
      now: () => at,
    });
  const storageKeyOf = async (id: string) =>
    rowsOf<{ storage_key: string }>(
      await t.database.db.execute(sql`SELECT storage_key FROM reports WHERE id = ${id}`),
    )[0]?.storage_key;

  it('a report past its expiry is a 404 and its file is deleted', async () => {
    const report = (await generate(admin, { type: 'tags', format: 'csv' })).json<ReportResponse>();
    const key = (await storageKeyOf(report.id))!;
    const storage = createStorage(t.config);
    expect(await storage.exists(key)).toBe(true);

    const justBefore = serviceAt(new Date(Date.parse(report.expiresAt) - 1000));
    const open = await justBefore.open(admin.user.id, report.id);
    open.stream.destroy();

    const later = serviceAt(new Date(Date.parse(report.expiresAt) + 1000));
    await expect(later.open(admin.user.id, report.id)).rejects.toMatchObject({
      statusCode: 404,
      message: ANALYTICS_TEXTS.reportNotFound,
    });
    expect(await storage.exists(key)).toBe(false);
    expect(await storageKeyOf(report.id)).toBeUndefined();
    const res = await t.app.inject({ method: 'GET', url: report.downloadUrl, headers: admin.auth });
    expect(res.statusCode).toBe(404);
  });

  it('the sweep removes every expired report and its file, and keeps the others', async () => {
    const report = (await generate(alice, { type: 'pages', format: 'csv' }, ME)).json<ReportResponse>();
    const key = (await storageKeyOf(report.id))!;
    const storage = createStorage(t.config);
    expect(await serviceAt(new Date()).sweep()).toBe(0);
    expect(await storage.exists(key)).toBe(true);
    const removed = await serviceAt(new Date(Date.now() + (REPORT_TTL_HOURS + 1) * 3_600_000)).sweep();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await storage.exists(key)).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: report.downloadUrl, headers: alice.auth });
    expect(res.statusCode).toBe(404);
  });
});
