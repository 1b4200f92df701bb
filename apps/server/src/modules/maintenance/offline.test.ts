import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_RECORDS_PER_EQUIPMENT, type OfflineEquipmentResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { filesTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let tech: SignedIn;
const equipmentIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  tech = await t.createUser('TECHNICIAN', { name: 'Téo Offline' });
  for (let index = 0; index < 3; index += 1) {
    equipmentIds.push((await kit.equipment({ model: `Modelo ${index}` })).id);
  }
  // The first equipment has a longer log than the copy keeps; the second has one record; the third none.
  for (let back = 7; back >= 1; back -= 1) {
    await kit.record(equipmentIds[0]!, tech, { performedAt: kit.day(-back), description: `Serviço ${back}` });
  }
  await kit.record(equipmentIds[1]!, tech, { description: 'Único serviço' });
  await kit.braceletTag();
});
afterAll(async () => t.close());

const page = async (query: string) => {
  const response = await kit.get(`/api/tecnico/offline?${query}`, tech);
  expect(response.statusCode).toBe(200);
  return response.json() as OfflineEquipmentResponse;
};

describe('GET /api/tecnico/offline (the technician phone’s copy)', () => {
  it('lists every B2B equipment with its plan and only its newest records, page by page', async () => {
    const first = await page('page=1&limit=2');
    const second = await page('page=2&limit=2');
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const items = [...first.items, ...second.items];
    expect(items.map((item) => item.equipment.id).sort()).toEqual([...equipmentIds].sort());
    const byId = new Map(items.map((item) => [item.equipment.id, item]));
    const longLog = byId.get(equipmentIds[0]!)!;
    expect(longLog.records.map((record) => record.description)).toEqual(
      ['Serviço 1', 'Serviço 2', 'Serviço 3', 'Serviço 4', 'Serviço 5'].slice(0, OFFLINE_RECORDS_PER_EQUIPMENT),
    );
    expect(longLog.equipment.lastService?.performedAt).toBe(kit.day(-1));
    expect(byId.get(equipmentIds[1]!)!.records.map((record) => record.description)).toEqual(['Único serviço']);
    expect(byId.get(equipmentIds[2]!)!.records).toEqual([]);
  });

  it('is the technician area’s: an owner is refused with 403', async () => {
    const owner = await t.createUser('USER');
    const response = await kit.get('/api/tecnico/offline', owner);
    expect(response.statusCode).toBe(403);
  });
});
