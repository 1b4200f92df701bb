import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { filesTestKit, type SignedIn } from '../../testing/maintenance.js';
import { pdfWords } from '../../testing/reports.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let admin: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Administradora' });
});
afterAll(async () => t.close());

/**
 * `count` records of one tag in one statement: one a day back from yesterday ('Visita 0001' the newest), or all on
 * one day when `sameDay` (one statement, one created_at: only the id orders them).
 */
const insertRecords = (tagId: string, count: number, sameDay = false) =>
  t.database.db.execute(sql`
    INSERT INTO maintenance_records (tag_id, performed_at, type, description, outcome, source)
    SELECT ${tagId}::uuid, current_date - ${sameDay ? sql`1` : sql`n`}, 'PREVENTIVA',
           'Visita ' || lpad(n::text, 4, '0'), 'OK', 'RECORD'
    FROM generate_series(1, ${count}) AS n`);

describe('the whole service log', () => {
  it('the service report holds every record of a 130-record log, the oldest included', async () => {
    const tag = await kit.equipment({ model: 'Elevador social' });
    await insertRecords(tag.id, 130);

    const res = await kit.get(`/api/tecnico/equipment/${tag.id}/report.pdf`, admin);

    expect(res.statusCode).toBe(200);
    const { text } = await pdfWords(res.rawPayload);
    expect(text).toContain('Visita 0001');
    expect(text).toContain('Visita 0100');
    expect(text).toContain('Visita 0101');
    expect(text).toContain('Visita 0130');
    // The screen's detail still stops at the newest 100.
    const detail = await t.app.services.maintenance.equipmentDetail(tag.id, admin.user);
    expect(detail.records).toHaveLength(100);
  });

  it('recordsOfEquipment reads past its 500-record pages, newest first, each record once (ties by id)', async () => {
    const tag = await kit.equipment();
    const tied = await kit.equipment();
    await insertRecords(tag.id, 1_050);
    await insertRecords(tied.id, 1_001, true);

    const records = await t.app.services.maintenance.recordsOfEquipment(tag.id, admin.user);
    expect(records).toHaveLength(1_050);
    expect(records[0]!.description).toBe('Visita 0001');
    expect(records.at(-1)!.description).toBe('Visita 1050');
    const sameDay = await t.app.services.maintenance.recordsOfEquipment(tied.id, admin.user);
    expect(new Set(sameDay.map((record) => record.id)).size).toBe(1_001);
  });
});
