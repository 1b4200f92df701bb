import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { pdfText, readCsv, readWorkbook } from '../../testing/reports.js';

/**
 * Issue 20 item 5: a report writes every time on Brasília's clock (APP_TIME_ZONE) and says so once. The scan below
 * happened at 01:30 UTC on 20/11, which is 22:30 on 19/11 in Brasília: the day must not move either.
 */
const SCAN_AT = '2026-11-20T01:30:00Z';
const BRASILIA = '19/11/2026 22:30';
const UTC_TEXT = '20/11/2026 01:30';
const ADMIN = '/api/admin/analytics/reports';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

async function download(body: Record<string, unknown>): Promise<Buffer> {
  const res = await t.app.inject({ method: 'POST', url: `${ADMIN}/generate`, headers: admin.auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const report = res.json<ReportResponse>();
  const file = await t.app.inject({ method: 'GET', url: report.downloadUrl, headers: admin.auth });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

const countOf = (text: string, needle: string) => text.split(needle).length - 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  await t.database.db.execute(
    sql`INSERT INTO tags (code, status, assigned_at) VALUES ('FUSO0001', 'ACTIVE', ${SCAN_AT}::timestamptz)`,
  );
  await t.database.db.execute(
    sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at)
        SELECT id, 'v', 'BR', 'mobile', ${SCAN_AT}::timestamptz FROM tags WHERE code = 'FUSO0001'`,
  );
}, 120_000);
afterAll(async () => t?.close());

describe('reports write times in Brasília time and say so once', () => {
  it("CSV: the tag's last scan at 22:30 in Brasília (not 01:30 UTC of the next day); 'Horários de Brasília' once", async () => {
    const { rows, text } = readCsv(await download({ type: 'tags', format: 'csv' }));
    const header = rows[0]!;
    expect(header).toContain('Último escaneamento (Horários de Brasília)');
    const row = rows.find((r) => r[0] === 'FUSO0001')!;
    expect(row[header.indexOf('Último escaneamento (Horários de Brasília)')]).toBe(BRASILIA);
    // Assigned at that same instant: its day is Brasília's 19/11, not UTC's 20/11.
    expect(row[header.indexOf('Atribuída em')]).toBe('19/11/2026');
    expect(text).not.toContain(UTC_TEXT);
    expect(text).not.toContain('UTC');
    expect(countOf(text, 'Horários de Brasília')).toBe(1);
  }, 120_000);

  it("Excel: the scan cell shows 19/11/2026 22:30 and the 'Relatório' sheet names the zone once", async () => {
    const workbook = await readWorkbook(await download({ type: 'tags', format: 'excel' }));
    const sheet = workbook.getWorksheet('Tags')!;
    const headers = (sheet.getRow(1).values as unknown[]).map(String);
    const column = headers.indexOf('Último escaneamento');
    let cell: unknown;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === 'FUSO0001') cell = row.getCell(column).value;
    });
    // Excel shows a date cell's fields as they are: they must be Brasília's wall clock.
    expect(cell).toBeInstanceOf(Date);
    expect((cell as Date).toISOString()).toBe('2026-11-19T22:30:00.000Z');
    const about = workbook.getWorksheet('Relatório')!;
    const notes: string[] = [];
    workbook.eachSheet((each) =>
      each.eachRow((row) => (row.values as unknown[]).forEach((value) => notes.push(String(value)))),
    );
    expect(notes.filter((value) => value === 'Horários de Brasília')).toHaveLength(1);
    let generated = '';
    about.eachRow((row) => {
      if (row.getCell(1).value === 'Gerado em') generated = String(row.getCell(2).value);
    });
    expect(generated).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  }, 120_000);

  it("PDF: the scan at 19/11/2026 22:30, 'Gerado em' on Brasília's clock, 'Horários de Brasília' once, no UTC", async () => {
    const { text } = await pdfText(await download({ type: 'tags', format: 'pdf' }));
    expect(text).toContain(BRASILIA);
    expect(text).not.toContain(UTC_TEXT);
    expect(text).not.toContain('UTC');
    expect(text).toMatch(/Gerado em: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · Horários de Brasília/);
    expect(countOf(text, 'Horários de Brasília')).toBe(1);
  }, 120_000);
});
