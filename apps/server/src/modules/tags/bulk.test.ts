import { beforeAll, describe, expect, it } from 'vitest';
import { parseBulkInput } from '@portal/shared';
import { sharedTestApp } from '../../testing/test-app.js';
import { tagTestKit, type SignedIn } from '../../testing/tags.js';

const t = sharedTestApp();
const kit = tagTestKit(t);
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

const bulk = (items: unknown, who: SignedIn | null = admin) => kit.post('/api/admin/bracelets/bulk', who, { items });

describe('POST /api/admin/bracelets/bulk', () => {
  it('creates the good rows with defaults type B2B and physical type NFC; an empty code is generated', async () => {
    const res = await bulk([
      { code: 'blk-0001', meta: { serialNumber: 'SN-1', nextService: '2026-01-10T00:00:00Z' } },
      { code: '', type: 'b2c', physicalType: 'qr', status: 'inactive' },
      { serialNumber: 'SN-3', model: 'Extintor' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      createdCount: 3,
      errorCount: 0,
      errors: [],
      receivedCount: 3,
      truncated: false,
      ignoredCount: 0,
      message: 'Criados: 3, Erros: 0',
    });
    expect(body.items[0]).toMatchObject({
      code: 'BLK-0001',
      type: 'B2B',
      physicalType: 'NFC',
      status: 'ACTIVE',
      meta: { serialNumber: 'SN-1', nextService: '2026-01-10' },
      // Bulk-created tags are unassigned: they open no profile.
      profile: null,
    });
    expect(body.items[1]).toMatchObject({ type: 'B2C', physicalType: 'QR', status: 'INACTIVE' });
    expect(body.items[1].code).toMatch(/^[A-Z0-9]{8}$/);
    expect(body.items[2].meta).toMatchObject({ serialNumber: 'SN-3', model: 'Extintor', physicalType: 'NFC' });
    const [event] = (await kit.get(`/api/admin/tags/${body.items[0].id}/history`, admin)).json();
    expect(event).toMatchObject({ action: 'CREATED', notes: 'Criada em lote' });
    // The import's batch names its tags for their labels and encoder export (issue 25).
    const batch = await kit.get(`/api/admin/tags/export.csv?batchId=${body.batchId}`, admin);
    expect(batch.body.match(/^BLK-0001;/m)).not.toBeNull();
    expect(batch.body.trim().split('\r\n')).toHaveLength(4);
  });

  it('an import that creates nothing answers no batchId', async () => {
    const body = (await bulk([{ code: 'BLK-0001' }])).json();
    expect(body).toMatchObject({ createdCount: 0, errorCount: 1, batchId: null });
  });

  it("one bad row fails only itself, with the spec's 'Linha N: ...' messages", async () => {
    await kit.makeTag({ code: 'BLKTAKEN' });
    const res = await bulk([
      { code: 'BLK-OK-1' },
      { code: 'BLK-BAD1', status: 'perdida' },
      { code: 'BLK-BAD2', meta: { nextService: '10-01-2026x' } },
      {
        code: 'BLK-BAD3',
        meta: {
          maintenance: [
            { date: '2025-01-01', description: 'a' },
            { date: '2025-99-01', description: 'b' },
          ],
        },
      },
      { code: 'blktaken' },
      { code: 'BLK-OK-1' },
      { code: 'BLK-BAD4', meta: { documents: [{ label: 'x', url: 'ftp://a' }] } },
      'não é um objeto',
      { code: 'BLK-OK-2', type: 'B2C' },
    ]);
    const body = res.json();
    expect(body.createdCount).toBe(2);
    expect(body.errorCount).toBe(7);
    expect(body.items.map((tag: { code: string }) => tag.code)).toEqual(['BLK-OK-1', 'BLK-OK-2']);
    expect(body.errors).toEqual([
      {
        line: 2,
        code: 'BLK-BAD1',
        message: 'Linha 2: status inválido "perdida". Use ACTIVE, INACTIVE, LOST ou BROKEN.',
      },
      { line: 3, code: 'BLK-BAD2', message: 'Linha 3: nextService deve estar no formato YYYY-MM-DD.' },
      { line: 4, code: 'BLK-BAD3', message: 'Linha 4: maintenance[1].date deve estar no formato YYYY-MM-DD.' },
      {
        line: 5,
        code: 'BLKTAKEN',
        message: 'Linha 5: código BLKTAKEN já existente. Deixe o código vazio para gerar automático.',
      },
      { line: 6, code: 'BLK-OK-1', message: 'Linha 6: código BLK-OK-1 repetido no arquivo.' },
      { line: 7, code: 'BLK-BAD4', message: 'Linha 7: URL inválida (use http ou https)' },
      { line: 8, message: 'Linha 8: o item deve ser um objeto.' },
    ]);
    expect(body.message).toBe('Criados: 2, Erros: 7');
  });

  it('uses the line numbers the import dialog sends (CSV rows, header is line 1)', async () => {
    const parsed = parseBulkInput('code;type;status\nBLK-CSV1;B2B;ACTIVE\nBLKTAKEN;B2B;LOST\n');
    expect(parsed.errors).toEqual([]);
    const body = (await bulk(parsed.items)).json();
    expect(body.createdCount).toBe(1);
    expect(body.errors).toEqual([
      {
        line: 3,
        code: 'BLKTAKEN',
        message: 'Linha 3: código BLKTAKEN já existente. Deixe o código vazio para gerar automático.',
      },
    ]);
  });

  it('custom tab HTML in bulk rows is sanitised too', async () => {
    const body = (
      await bulk([
        { code: 'BLK-HTML', meta: { customTabs: [{ title: 'T', content: '<b>ok</b><script>x()</script>' }] } },
      ])
    ).json();
    expect(body.items[0].meta.customTabs).toEqual([{ title: 'T', content: '<b>ok</b>' }]);
  });

  // The time of a 500-item bulk is measured by the benchmark (npm run bench), not here.
  it('takes only the first 500 items and says so', async () => {
    const items = Array.from({ length: 520 }, (_, i) => ({
      code: `MASS${String(i).padStart(4, '0')}`,
      meta: { serialNumber: `SN-${i}`, nextService: '2026-06-01' },
    }));
    const res = await bulk(items);
    const body = res.json();
    expect(body).toMatchObject({
      createdCount: 500,
      errorCount: 0,
      receivedCount: 520,
      truncated: true,
      ignoredCount: 20,
    });
    expect(body.message).toBe(
      'Criados: 500, Erros: 0. Apenas os primeiros 500 itens foram considerados; 20 ignorado(s).',
    );
    expect(body.items.at(-1).code).toBe('MASS0499');
    expect((await kit.get('/api/admin/tags?search=MASS05', admin)).json().pagination.total).toBe(0);
  });

  it("an empty list is 400 'Nenhum item para criar.'; a non-list 400; users 403; no token 401", async () => {
    expect((await bulk([])).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'items',
      message: 'Nenhum item para criar.',
    });
    expect((await bulk('code;type')).json()).toMatchObject({ field: 'items', message: 'items deve ser uma lista.' });
    const user = await t.createUser('USER');
    expect((await bulk([{ code: 'X' }], user)).statusCode).toBe(403);
    expect((await bulk([{ code: 'X' }], null)).statusCode).toBe(401);
  });
});
