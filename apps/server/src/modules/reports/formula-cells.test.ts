import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { readCsv, readWorkbook } from '../../testing/reports.js';

// Every list report (clients, tags, pages) of both families, as CSV and as Excel, fed the names a client may choose:
// a spreadsheet must show them as text, never run them.
const NAMES = ['=HYPERLINK("http://evil.example";"x")', '+55 11 99999-0000', '-Ana Formula', '@SUM(A1)'];

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
const owners: Array<{ auth: Record<string, string>; name: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN');
  for (const [index, name] of NAMES.entries()) {
    const email = `formula${index}@relatorios.com`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.auth,
      payload: { email, password: 'senha-segura-123', profile: { name, publicPageSlug: `formula-${index}` } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const userId = res.json<{ user: { id: string } }>().user.id;
    await t.database.db.execute(
      sql`INSERT INTO tags (code, status, assigned_user_id, assigned_at) VALUES (${`FORM0${index}`}, 'ACTIVE', ${userId}, now())`,
    );
    const { token } = await t.app.services.auth.login(email, 'senha-segura-123');
    owners.push({ auth: { authorization: `Bearer ${token}` }, name });
  }
});
afterAll(async () => t?.close());

async function download(auth: Record<string, string>, base: string, type: string, format: 'csv' | 'excel') {
  const res = await t.app.inject({ method: 'POST', url: `${base}/generate`, headers: auth, payload: { type, format } });
  expect(res.statusCode, res.body).toBe(201);
  const file = await t.app.inject({ method: 'GET', url: res.json<ReportResponse>().downloadUrl, headers: auth });
  expect(file.statusCode).toBe(200);
  return file.rawPayload;
}

/** The cell of each name (clients: the name; tags: the owner; pages: the title). */
const NAME_COLUMN: Record<string, number> = { clients: 0, tags: 3, pages: 0 };
const SHEETS: Record<string, string> = { clients: 'Clientes', tags: 'Tags', pages: 'Páginas' };

describe('formula-like names in every list report', () => {
  for (const type of ['clients', 'tags', 'pages']) {
    it(`${type}: the admin's and each owner's CSV quote them with ', their Excel keeps them as text`, async () => {
      const readers = [
        { auth: admin.auth, base: '/api/admin/analytics/reports', names: NAMES },
        ...owners.map((owner) => ({ auth: owner.auth, base: '/api/me/analytics/reports', names: [owner.name] })),
      ];
      for (const reader of readers) {
        const csv = readCsv(await download(reader.auth, reader.base, type, 'csv'));
        const cells = csv.rows.slice(1).map((row) => row[NAME_COLUMN[type]!]);
        for (const name of reader.names) expect(cells).toContain(`'${name}`);
        for (const name of reader.names) expect(cells).not.toContain(name);

        const workbook = await readWorkbook(await download(reader.auth, reader.base, type, 'excel'));
        const sheet = workbook.getWorksheet(SHEETS[type]!)!;
        const found = new Map<string, ExcelJS.Cell>();
        sheet.eachRow((row) => {
          const cell = row.getCell(NAME_COLUMN[type]! + 1);
          if (typeof cell.value === 'string') found.set(cell.value, cell);
        });
        for (const name of reader.names) {
          const cell = found.get(name);
          expect(cell, `${type} ${name}`).toBeDefined();
          expect(cell!.type).toBe(ExcelJS.ValueType.String);
          expect(cell!.formula).toBeUndefined();
        }
      }
    });
  }
});
