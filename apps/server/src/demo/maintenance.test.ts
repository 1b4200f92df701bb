import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  isValidCnpj,
  MAINTENANCE_OUTCOMES,
  MAINTENANCE_TYPES,
  type EquipmentAssetResponse,
  type EquipmentDetailResponse,
  type EquipmentSummary,
  type Site,
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

describe('demo fire safety (issue 44)', () => {
  it("the site 'Edifício Aurora' has six extinguishers in different states and the generator; its AVCB report says so", async () => {
    const admin = await t.app.services.auth.login('admin@demo.portal', 'admin12345');
    const adminAuth = { authorization: `Bearer ${admin.token}` };
    const sites = await t.app.inject({ method: 'GET', url: '/api/admin/sites?search=Aurora', headers: adminAuth });
    const [site] = sites.json<{ items: Site[] }>().items;
    expect(site).toMatchObject({ name: 'Edifício Aurora', cnpj: '11222333000181', equipmentCount: 7 });
    expect(isValidCnpj(site!.cnpj!)).toBe(true);
    const listed: EquipmentSummary[] = (await get(`/api/tecnico/equipment?siteId=${site!.id}&limit=50`)).json().items;
    expect(listed.map((item) => item.code).sort()).toEqual([
      'EXA00001',
      'EXA00002',
      'EXA00003',
      'EXA00004',
      'EXA00005',
      'EXA00006',
      'GER00002',
    ]);
    const states = new Map<string, EquipmentAssetResponse>();
    for (const item of listed) states.set(item.code, (await get(`/api/tecnico/equipment/${item.id}/asset`)).json());
    const dues = (code: string) => states.get(code)!.levels.map((level) => level.due);
    expect(dues('EXA00001')).toEqual(['ok', 'ok', 'ok']);
    expect(dues('EXA00002')[0]).toBe('soon');
    expect(dues('EXA00003')[0]).toBe('overdue');
    expect(states.get('EXA00004')!.openPendencias).toBe(1);
    expect(dues('EXA00005')).toEqual(['ok', 'ok', 'overdue']);
    for (const [code, asset] of states) {
      if (code === 'GER00002') expect(asset.class).toBe('GERADOR');
      else expect(asset.extinguisher).toMatchObject({ agent: expect.any(String), capacity: expect.any(Number) });
    }
    expect(states.get('EXA00001')!.company).toMatchObject({ name: 'Extintec Proteção contra Incêndio Ltda' });
    const chamados = (await get(`/api/tecnico/chamados?siteId=${site!.id}&status=ABERTO`)).json().items;
    expect(chamados.map((chamado: { code: string }) => chamado.code)).toEqual(['EXA00006']);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/sites/${site!.id}/avcb.xlsx`,
      headers: adminAuth,
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const summary = new Map<string, unknown>();
    workbook.getWorksheet('Resumo')!.eachRow((row) => summary.set(String(row.getCell(1).value), row.getCell(2).value));
    const counts = {
      Unidades: 7,
      'Com serviço vencido': 2,
      'Com serviço a vencer em breve': 1,
      'Pendências abertas': 1,
      'Chamados abertos': 1,
    };
    expect(Object.fromEntries(Object.keys(counts).map((key) => [key, summary.get(key)]))).toEqual(counts);
  });
});
