import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentSummary, MaintenanceRecord } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { tags } from '../../db/tables/tags.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN');
  tech = await t.createUser('TECHNICIAN', { name: 'Técnica Sync' });
});
afterAll(async () => t.close());

const detail = async (tagId: string) => {
  const response = await kit.get(`/api/tecnico/equipment/${tagId}`, tech);
  expect(response.statusCode).toBe(200);
  return response.json() as { equipment: EquipmentSummary; records: MaintenanceRecord[] };
};
const tagMeta = async (tagId: string) => (await kit.get(`/api/admin/tags/${tagId}`, admin)).json().meta;
const listed = async (code: string) => {
  const body = (await kit.get(`/api/tecnico/equipment?search=${code}`, tech)).json();
  return body.items[0] as EquipmentSummary;
};
const logRecord = (tagId: string, body: Record<string, unknown>) =>
  kit.post(`/api/tecnico/equipment/${tagId}/records`, tech, {
    type: 'PREVENTIVA',
    outcome: 'OK',
    description: 'Recarga',
    ...body,
  });

describe('the tag meta and the service log stay one', () => {
  it("a bulk-imported tag's maintenance entry is an IMPORTED record; its nextService sets the due state", async () => {
    const response = await kit.post('/api/admin/bracelets/bulk', admin, {
      items: [
        {
          code: 'SYN00001',
          type: 'B2B',
          meta: {
            serialNumber: 'SN-SYN-1',
            nextService: kit.day(-2),
            maintenance: [{ date: '2025-06-01', description: 'Recarga anual' }],
          },
        },
      ],
    });
    expect(response.json().createdCount).toBe(1);
    const tagId = response.json().items[0].id;
    const { records, equipment } = await detail(tagId);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      performedAt: '2025-06-01',
      description: 'Recarga anual',
      source: 'IMPORTED',
      // Nobody typed a type or an outcome: unknown, never a guess (issue 20).
      type: null,
      outcome: null,
      technicianId: null,
      editableUntil: null,
    });
    expect(equipment).toMatchObject({ nextService: kit.day(-2), due: 'overdue' });
  });

  it('a logged record appears in meta.maintenance (oldest first) with the imported ones, never twice', async () => {
    const tag = await kit.makeEquipment('SYN00002', { maintenance: [{ date: '2025-01-10', description: 'Inicial' }] });
    expect((await detail(tag.id)).records.map((record) => record.source)).toEqual(['IMPORTED']);
    expect((await logRecord(tag.id, { performedAt: kit.day(-1), description: 'Troca do lacre' })).statusCode).toBe(201);
    const meta = await tagMeta(tag.id);
    expect(meta.maintenance).toEqual([
      { date: '2025-01-10', description: 'Inicial' },
      { date: kit.day(-1), description: 'Troca do lacre' },
    ]);
    // The meta editor saves the list back as it shows it, plus a new line: only the new line becomes a record.
    const saved = await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, {
      meta: { maintenance: [...meta.maintenance, { date: '2025-02-20', description: 'Teste hidrostático' }] },
    });
    expect(saved.statusCode).toBe(200);
    const { records } = await detail(tag.id);
    expect(records.map((record) => [record.description, record.source])).toEqual([
      ['Troca do lacre', 'RECORD'],
      ['Teste hidrostático', 'IMPORTED'],
      ['Inicial', 'IMPORTED'],
    ]);
    // Deleting a record takes it out of the meta too.
    const logged = records[0]!;
    expect((await kit.del(`/api/tecnico/records/${logged.id}`, tech)).statusCode).toBe(204);
    expect((await tagMeta(tag.id)).maintenance).toEqual([
      { date: '2025-01-10', description: 'Inicial' },
      { date: '2025-02-20', description: 'Teste hidrostático' },
    ]);
  });

  it('after a record, a 180-day plan sets nextService (column and meta) to performedAt + 180', async () => {
    const tag = await kit.makeEquipment('SYN00003', { nextService: kit.day(-30) });
    await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, { intervalDays: 180 });
    await logRecord(tag.id, { performedAt: kit.day(-10) });
    expect((await tagMeta(tag.id)).nextService).toBe(kit.day(170));
    expect(await listed('SYN00003')).toMatchObject({ nextService: kit.day(170), due: 'ok' });
  });

  it('the log and the next_service column are the one truth: the stored meta keeps no copy of either', async () => {
    const tag = await kit.makeEquipment('SYN00005', {
      serialNumber: 'SN-SYN-5',
      nextService: kit.day(20),
      maintenance: [{ date: '2025-04-01', description: 'Inicial' }],
    });
    await logRecord(tag.id, { performedAt: kit.day(-3), description: 'Troca do manômetro' });
    const [stored] = await t.database.db
      .select({ meta: tags.meta, nextService: tags.nextService })
      .from(tags)
      .where(eq(tags.id, tag.id));
    expect(stored!.meta).toEqual({ serialNumber: 'SN-SYN-5', physicalType: 'QR' });
    expect(stored!.nextService).toBe(kit.day(20));
    // What the API answers is the view of the log and the column.
    expect(await tagMeta(tag.id)).toMatchObject({
      serialNumber: 'SN-SYN-5',
      nextService: kit.day(20),
      maintenance: [
        { date: '2025-04-01', description: 'Inicial' },
        { date: kit.day(-3), description: 'Troca do manômetro' },
      ],
    });
  });

  it("a manual meta nextService edit moves the list's due state", async () => {
    const tag = await kit.makeEquipment('SYN00004', { nextService: kit.day(60) });
    expect((await listed('SYN00004')).due).toBe('ok');
    await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: { nextService: kit.day(3) } });
    expect(await listed('SYN00004')).toMatchObject({ nextService: kit.day(3), due: 'soon' });
    const overdue = (await kit.get('/api/tecnico/equipment?due=overdue&search=SYN00004', tech)).json();
    expect(overdue.items).toHaveLength(0);
    await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: { nextService: kit.day(-1) } });
    expect((await listed('SYN00004')).due).toBe('overdue');
    await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: { nextService: null } });
    expect(await listed('SYN00004')).toMatchObject({ nextService: null, due: 'none' });
  });
});
