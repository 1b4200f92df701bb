import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_PRESETS, LABEL_TEXTS, type LabelGrid } from '@portal/shared';
import { labelSheetReader } from '../../../testing/label-sheets.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
let user: SignedIn;
const { savePdf, pdfInfo, pdfText, inkOfCell, qrOfCell, close } = labelSheetReader('labels');

beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN');
  user = await t.createUser('USER');
});
afterAll(async () => {
  close();
  await t.close();
});

/** Without PUBLIC_URL the links follow the address the request reached: app.inject's is http://localhost. */
const linkBase = 'http://localhost';
const labels = (body: object, who: SignedIn | null = admin) => kit.post('/api/admin/tags/labels.pdf', who, body);

const importBatch = (prefix: string, count: number) => kit.bulkImport(admin, prefix, count);

describe('POST /api/admin/tags/labels.pdf', () => {
  it('75 labels on 3x10 with skip 5: 3 A4 pages, every code in the text, the first and last QR codes open /t/{code}', async () => {
    const { batchId, tags } = await importBatch('LBA', 75);
    expect(batchId).toMatch(/^[0-9a-f-]{36}$/);

    const res = await labels({ batchId, preset: 'A4-3x10', skip: 5, fields: ['qr', 'code', 'serialNumber', 'type'] });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="etiquetas-75.pdf"');
    const file = savePdf(res.rawPayload);
    expect(await pdfInfo(file)).toEqual({ pages: 3, size: '595.28 x 841.89 pts (A4)' });
    const text = await pdfText(file);
    for (const tag of tags) expect(text).toContain(tag.code);
    expect(text).toContain('S/N SN-LBA-1');
    expect(text).toContain('Tipo B2B');
    const grid = LABEL_PRESETS['A4-3x10'].grid;
    // The first label sits in the 6th cell of page 1; the 75th in the 20th cell of page 3 (5 + 75 = 80 = 30 + 30 + 20).
    expect(await qrOfCell(file, 1, grid, 5)).toBe(`${linkBase}/t/LBA0001`);
    expect(await qrOfCell(file, 3, grid, 19)).toBe(`${linkBase}/t/LBA0075`);
    expect(await qrOfCell(file, 1, grid, 4)).toBeNull();
  });

  it('prints the tags of ids and of codes in the order asked, on a 2x7 sheet and on a custom grid', async () => {
    const { tags } = await importBatch('LBB', 3);
    const byIds = await labels({ ids: [tags[2]!.id, tags[0]!.id], preset: 'A4-2x7' });
    expect(byIds.statusCode, byIds.body).toBe(200);
    const idsFile = savePdf(byIds.rawPayload);
    expect(await qrOfCell(idsFile, 1, LABEL_PRESETS['A4-2x7'].grid, 0)).toBe(`${linkBase}/t/LBB0003`);
    expect(await qrOfCell(idsFile, 1, LABEL_PRESETS['A4-2x7'].grid, 1)).toBe(`${linkBase}/t/LBB0001`);

    const custom: LabelGrid = {
      rows: 4,
      columns: 3,
      labelWidthMm: 50,
      labelHeightMm: 60,
      marginTopMm: 10,
      marginLeftMm: 10,
      gapXMm: 5,
      gapYMm: 5,
    };
    const byCodes = await labels({ codes: ['lbb0002'], custom, calibration: true });
    expect(byCodes.statusCode, byCodes.body).toBe(200);
    const codesFile = savePdf(byCodes.rawPayload);
    expect(await pdfText(codesFile)).toContain('LBB0002');
    expect(await qrOfCell(codesFile, 1, custom, 0)).toBe(`${linkBase}/t/LBB0002`);
    // The calibration page outlines every cell, the unused ones too; without it an unused cell stays blank.
    expect(await inkOfCell(codesFile, 1, custom, 7)).toBeGreaterThan(50);
    const plain = await labels({ codes: ['lbb0002'], custom });
    expect(await inkOfCell(savePdf(plain.rawPayload), 1, custom, 7)).toBe(0);
  });

  it('refuses a custom grid wider or taller than A4, a skip past the sheet and a label too small for the QR code', async () => {
    const { batchId } = await importBatch('LBC', 1);
    const grid: LabelGrid = { ...LABEL_PRESETS['A4-3x10'].grid };
    const tooWide = await labels({ batchId, custom: { ...grid, labelWidthMm: 70 } });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toBe(LABEL_TEXTS.gridTooWide(222.25));
    expect(tooWide.json().message).toBe(
      'A grade não cabe na folha A4: margem, etiquetas e espaços somam 222,25 mm de largura (máximo 210 mm).',
    );
    const tooTall = await labels({ batchId, custom: { ...grid, rows: 12 } });
    expect(tooTall.statusCode).toBe(400);
    expect(tooTall.json().message).toBe(
      'A grade não cabe na folha A4: margem, etiquetas e espaços somam 326,3 mm de altura (máximo 297 mm).',
    );
    const skip = await labels({ batchId, preset: 'A4-2x7', skip: 14 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().message).toBe('Pule no máximo 13 etiquetas: a folha escolhida tem 14.');
    const tiny = await labels({ batchId, custom: { ...grid, labelWidthMm: 20, labelHeightMm: 15 } });
    expect(tiny.statusCode).toBe(400);
    expect(tiny.json()).toMatchObject({
      code: 'LABEL_TOO_SMALL',
      message:
        'O QR code precisa de pelo menos 15 mm e não cabe numa etiqueta de 20 x 15 mm com os campos escolhidos. Escolha etiquetas maiores ou menos campos.',
    });
    // Without the QR code the same label holds the code alone.
    expect(
      (await labels({ batchId, custom: { ...grid, labelWidthMm: 20, labelHeightMm: 15 }, fields: ['code'] }))
        .statusCode,
    ).toBe(200);
    const both = await labels({ batchId, preset: 'A4-3x10', custom: grid });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(LABEL_TEXTS.oneLayout);
    const twoSelections = await labels({ batchId, codes: ['LBC0001'] });
    expect(twoSelections.statusCode).toBe(400);
    expect(twoSelections.json().message).toBe('Escolha as tags por um só critério: ids, codes ou batchId.');
  });

  it('names the unknown ids and codes (404), refuses an unknown batch, a user (403) and an anonymous caller (401)', async () => {
    const { tags } = await importBatch('LBD', 1);
    const ids = await labels({ ids: [tags[0]!.id, UNKNOWN_ID] });
    expect(ids.statusCode).toBe(404);
    expect(ids.json()).toMatchObject({ code: 'TAG_NOT_FOUND', message: `Tag não encontrada: ${UNKNOWN_ID}.` });
    const codes = await labels({ codes: ['LBD0001', 'NAOEXISTE1', 'naoexiste2'] });
    expect(codes.statusCode).toBe(404);
    expect(codes.json().message).toBe('Tags não encontradas: NAOEXISTE1, NAOEXISTE2.');
    const batch = await labels({ batchId: randomUUID() });
    expect(batch.statusCode).toBe(404);
    expect(batch.json()).toMatchObject({ code: 'BATCH_NOT_FOUND', message: LABEL_TEXTS.batchNotFound });
    expect((await labels({ codes: ['LBD0001'] }, user)).statusCode).toBe(403);
    expect((await labels({ codes: ['LBD0001'] }, null)).statusCode).toBe(401);
  });

  it('2,000 labels in one PDF: 67 pages, grown by less than 80 MB of resident memory', async () => {
    const batchId = randomUUID();
    await t.database.db.execute(
      sql`INSERT INTO tags (code, batch_id) SELECT 'MIL' || lpad(g::text, 5, '0'), ${batchId} FROM generate_series(1, 2000) AS g`,
    );
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const started = Date.now();
    const res = await labels({ batchId, preset: 'A4-3x10', fields: ['qr', 'code', 'serialNumber', 'type'] });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - before) / 1024 / 1024;
    console.info(
      `2.000 etiquetas: RSS +${growthMb.toFixed(1)} MB, PDF ${(res.rawPayload.length / 1024 / 1024).toFixed(1)} MB, ${Date.now() - started} ms`,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Streamed as it is drawn: no length known in advance (a buffered PDF would carry one).
    expect(res.headers['content-length']).toBeUndefined();
    const file = savePdf(res.rawPayload);
    expect((await pdfInfo(file)).pages).toBe(67);
    const text = await pdfText(file);
    expect(text).toContain('MIL00001');
    expect(text).toContain('MIL02000');
    expect(growthMb).toBeLessThan(80);
  }, 120_000);
});
