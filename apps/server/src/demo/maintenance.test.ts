import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPES,
  type EquipmentDetailResponse,
  type EquipmentSummary,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemo } from './index.js';

let t: TestApp;
let auth: Record<string, string>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services, t.database.db);
  await seedDemo(t.app.services, t.database.db); // twice is harmless
  const { token } = await t.app.services.auth.login('tecnico@demo.portal', 'tecnico12345');
  auth = { authorization: `Bearer ${token}` };
}, 120_000);
afterAll(async () => t.close());

describe('demo maintenance data', () => {
  it('Carla Técnica is responsible for a dozen items of an equipment client in every state', async () => {
    const res = await get('/api/tecnico/equipment?search=MNT&limit=50');
    expect(res.statusCode).toBe(200);
    const items: EquipmentSummary[] = res.json().items;
    const byCode = new Map(items.map((item) => [item.code, item]));
    expect([...byCode.keys()].filter((code) => /^MNT\d{5}$/.test(code)).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `MNT${String(i + 1).padStart(5, '0')}`),
    );
    const due = (codes: number[]) => codes.map((n) => byCode.get(`MNT${String(n).padStart(5, '0')}`)!);
    for (const item of due([1, 2, 3])) expect(item.due).toBe('overdue');
    for (const item of due([4, 5, 6])) expect(item.due).toBe('soon');
    for (const item of due([7, 8, 9, 10])) expect(item.due).toBe('ok');
    for (const item of due([11, 12])) expect(item.status).toBe('BROKEN');
    for (const item of due([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])) expect(item.status).toBe('ACTIVE');
    for (const item of items) {
      expect(item.plan?.technicianName).toBe('Carla Técnica');
      expect(item.serialNumber).not.toBe('');
      expect(item.location).toMatch(/-23\.\d+, -46\.\d+$/);
    }
    const counts = res.json().counts;
    expect(counts.overdue).toBeGreaterThanOrEqual(3);
    expect(counts.soon).toBeGreaterThanOrEqual(3);
    expect(counts.outOfService).toBeGreaterThanOrEqual(2);
  });

  it('each item has a year of records (4–12), of every type and outcome, a few by the admin, none still editable', async () => {
    const list: EquipmentSummary[] = (await get('/api/tecnico/equipment?search=MNT&limit=50')).json().items;
    const types = new Set<string>();
    const outcomes = new Set<string>();
    const technicians = new Set<string>();
    for (const item of list) {
      const detail: EquipmentDetailResponse = (await get(`/api/tecnico/equipment/${item.id}`)).json();
      expect(detail.records.length).toBeGreaterThanOrEqual(4);
      expect(detail.records.length).toBeLessThanOrEqual(12);
      expect(detail.equipment.clientName).not.toBeNull();
      expect(detail.equipment.mapUrl).not.toBeNull();
      for (const record of detail.records) {
        types.add(record.type ?? '');
        outcomes.add(record.outcome ?? '');
        technicians.add(record.technicianName ?? '');
        expect(record.editableUntil).toBeNull();
      }
      // The newest record decides the next service (seeded through the maintenance service).
      expect(detail.records[0]!.performedAt <= new Date().toISOString().slice(0, 10)).toBe(true);
      if (item.status === 'BROKEN') expect(detail.records[0]!.outcome).toBe('OUT_OF_SERVICE');
    }
    expect([...types].sort()).toEqual([...MAINTENANCE_TYPES].sort());
    expect([...outcomes].sort()).toEqual([...MAINTENANCE_OUTCOMES].sort());
    expect([...technicians].sort()).toEqual(['Ana Administradora', 'Carla Técnica']);
  });

  it('the generator GER00002 (every 250 h or 6 months) has readings, and its next service is the hours estimate', async () => {
    const item: EquipmentSummary = (await get('/api/tecnico/equipment?search=GER00002')).json().items[0];
    const detail: EquipmentDetailResponse = (await get(`/api/tecnico/equipment/${item.id}`)).json();
    expect(detail.plan).toMatchObject({ intervalMonths: 6, intervalHours: 250 });
    expect(detail.records.filter((record) => record.meterReading !== null)).toHaveLength(6);
    expect(detail.meter?.forecast).toMatchObject({ rule: 'hours', estimated: true, dueAtHours: 2660.5 });
    expect(detail.equipment.nextService).toBe(detail.meter?.forecast.date);
    expect((await t.app.inject({ method: 'GET', url: '/t/GER00002' })).body).toContain('(estimada)');
  });

  it('the items belong to the Condomínio Edifício Aurora; each /t shows its own sheet, never another page', async () => {
    const item: EquipmentSummary = (await get('/api/tecnico/equipment?search=MNT00002')).json().items[0];
    expect(item.clientName).toBe('Condomínio Edifício Aurora');
    const page = await t.app.inject({ method: 'GET', url: '/t/MNT00002' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Desfibrilador externo automático ZOLL AED Plus');
    expect(page.body).not.toContain('Extintor CO2 — Recepção');
  });
});
