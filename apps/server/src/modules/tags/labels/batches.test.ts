import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PRESETS, type TagBatchesResponse } from '@portal/shared';
import { labelSheetReader } from '../../../testing/label-sheets.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
let user: SignedIn;
const { savePdf, pdfText, qrOfCell, close } = labelSheetReader('batches');

beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Lotes' });
  user = await t.createUser('USER');
});
afterAll(async () => {
  close();
  await t.close();
});

/** An import whose codes are not in code order: the labels must keep the file's order. */
async function importUnsorted(codes: string[]): Promise<string> {
  const items = codes.map((code) => ({ code, type: 'B2C' }));
  const res = await kit.post('/api/admin/bracelets/bulk', admin, { items });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ batchId: string }>().batchId;
}

describe('Batches stay (issue 43, item 13)', () => {
  it('GET /api/admin/tags/batches lists each import with its id, date, count and who imported it, newest first', async () => {
    const older = await importUnsorted(['BTZ0009', 'BTA0001', 'BTM0005']);
    const { batchId: newer } = await kit.bulkImport(admin, 'BTN', 2);

    const res = await kit.get('/api/admin/tags/batches', admin);

    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<TagBatchesResponse>();
    const ours = items.filter((batch) => batch.id === older || batch.id === newer);
    expect(ours.map((batch) => [batch.id, batch.count, batch.createdByName])).toEqual([
      [newer, 2, 'Ana Lotes'],
      [older, 3, 'Ana Lotes'],
    ]);
    expect(Date.now() - Date.parse(ours[0]!.createdAt)).toBeLessThan(60_000);
  });

  it("a batch's labels print in the order of the import, not by code, and its activation cards too", async () => {
    const batchId = await importUnsorted(['BUZ0009', 'BUA0001', 'BUM0005']);

    const labels = await kit.get(`/api/admin/tags/batches/${batchId}/labels.pdf`, admin);
    expect(labels.statusCode, labels.body).toBe(200);
    expect(labels.headers['content-type']).toBe('application/pdf');
    expect(labels.headers['content-disposition']).toBe('attachment; filename="etiquetas-3.pdf"');
    const file = savePdf(labels.rawPayload);
    const grid = LABEL_PRESETS['A4-3x10'].grid;
    expect(await qrOfCell(file, 1, grid, 0)).toBe('http://localhost/t/BUZ0009');
    expect(await qrOfCell(file, 1, grid, 1)).toBe('http://localhost/t/BUA0001');
    expect(await qrOfCell(file, 1, grid, 2)).toBe('http://localhost/t/BUM0005');

    const cards = await kit.get(`/api/admin/tags/batches/${batchId}/cards.pdf`, admin);
    expect(cards.statusCode, cards.body).toBe(200);
    expect(cards.headers['content-disposition']).toBe('attachment; filename="cartoes-de-ativacao-3.pdf"');
    const text = await pdfText(savePdf(cards.rawPayload));
    const at = ['BUZ0009', 'BUA0001', 'BUM0005'].map((code) => text.indexOf(code));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it('an unknown batch is a 404, a malformed id a 400, and only admins may list or print', async () => {
    expect((await kit.get(`/api/admin/tags/batches/${UNKNOWN_ID}/labels.pdf`, admin)).statusCode).toBe(404);
    const bad = await kit.get('/api/admin/tags/batches/nao-e-um-id/cards.pdf', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Lote inválido.');
    expect((await kit.get('/api/admin/tags/batches', user)).statusCode).toBe(403);
    expect((await kit.get('/api/admin/tags/batches', null)).statusCode).toBe(401);
  });
});
