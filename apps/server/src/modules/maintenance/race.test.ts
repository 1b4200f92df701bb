import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { todayInSaoPaulo } from '../../lib/dates.js';
import { tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';

describe('today is the day in America/Sao_Paulo', () => {
  it('late evening in São Paulo is still the same day, though UTC has moved on', () => {
    expect(todayInSaoPaulo(new Date('2026-01-01T02:30:00Z'))).toBe('2025-12-31');
    expect(todayInSaoPaulo(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});

// Two requests really run at once only on PostgreSQL (PGlite runs one statement at a time).
describe.skipIf(!process.env.DATABASE_URL)('writes of one equipment at once (PostgreSQL)', () => {
  let t: TestApp;
  let kit: ReturnType<typeof tecnicoTestKit>;
  let admin: SignedIn;
  let techs: SignedIn[];
  beforeAll(async () => {
    t = await createTestApp();
    kit = tecnicoTestKit(t);
    admin = await t.createUser('ADMIN');
    techs = [await t.createUser('TECHNICIAN'), await t.createUser('TECHNICIAN')];
  });
  afterAll(async () => t.close());

  it('two records logged together: both kept, the next service follows the newest, the meta lists both', async () => {
    const tag = await kit.makeEquipment('RAC00001');
    await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, { intervalDays: 10 });
    const days = [kit.day(-1), kit.day(-5)];
    const responses = await Promise.all(
      days.map((performedAt, index) =>
        kit.post(`/api/tecnico/equipment/${tag.id}/records`, techs[index]!, {
          performedAt,
          type: 'INSPECAO',
          description: `Inspeção ${index}`,
          outcome: 'OK',
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201]);
    const detail = (await kit.get(`/api/tecnico/equipment/${tag.id}`, admin)).json();
    expect(detail.records).toHaveLength(2);
    expect(detail.equipment.nextService).toBe(kit.day(9));
    const meta = (await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().meta;
    expect(meta.maintenance).toEqual([
      { date: kit.day(-5), description: 'Inspeção 1' },
      { date: kit.day(-1), description: 'Inspeção 0' },
    ]);
    expect(meta.nextService).toBe(kit.day(9));
  });

  it('one maintenance entry saved twice at once by the meta editor is imported once', async () => {
    const tag = await kit.makeEquipment('RAC00002');
    const entry = { maintenance: [{ date: '2025-05-05', description: 'Recarga' }] };
    const responses = await Promise.all(
      [0, 1].map(() => kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: entry })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const detail = (await kit.get(`/api/tecnico/equipment/${tag.id}`, admin)).json();
    expect(detail.records.map((record: { source: string }) => record.source)).toEqual(['IMPORTED']);
  });
});
