import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentSummary } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profiles } from '../../db/tables/profiles.js';
import { tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let tech: SignedIn;

type ListBody = { items: EquipmentSummary[]; pagination: { total: number; page: number }; counts: unknown };

const list = async (query: string): Promise<ListBody> => {
  const response = await kit.get(`/api/tecnico/equipment?${query}`, tech);
  expect(response.statusCode).toBe(200);
  return response.json() as ListBody;
};
const codes = (body: ListBody) => body.items.map((item) => item.code);

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  tech = await t.createUser('TECHNICIAN', { name: 'Téo Técnico' });
  const owner = await t.createUser('USER', { name: 'Hospital Santa Luzia', email: 'manutencao@santaluzia.org' });
  const ownerTag = await kit.makeEquipment('SRC00001', { nextService: kit.day(-2), serialNumber: 'AB%CD-1' });
  await kit.assignTo(ownerTag.id, owner.user.id);
  await kit.makeEquipment('SRC00002', { nextService: kit.day(3), serialNumber: 'ABXCD-2' });
  await kit.makeEquipment('SRC00003', { nextService: kit.day(30), serial: 'LEGADO_77' });
  await kit.makeEquipment('SRC00004', { nextService: kit.day(60), serial: 'LEGADOX77' });
  const broken = await kit.makeEquipment('SRC00005', { nextService: kit.day(-9), serialNumber: 'ABQCD-5' });
  await t.app.services.tags.setStatus(broken.id, 'BROKEN', { id: tech.user.id, name: 'x' });
  // A B2C tag is never equipment, whatever it matches.
  await kit.makeTag({ code: 'SRC00006', meta: { serialNumber: 'AB%CD-6' } });
  // A tag that opens an EQUIPMENT profile: found by the profile's name (search_text) and its serial number.
  const clinic = await t.createUser('USER', { name: 'Clínica Norte', email: 'contato@norte.com' });
  await t.app.services.profiles.ensureProfileForUser(clinic.user.id, 'Clínica Norte', t.database.db);
  const [machine] = await t.database.db
    .insert(profiles)
    .values({
      userId: clinic.user.id,
      name: 'Autoclave Sala 2',
      kind: 'EQUIPMENT',
      isPrimary: false,
      searchText: 'autoclave sala 2',
      equipmentInfo: { model: 'AC-21', serialNumber: 'EQP-SERIE-314' },
    })
    .returning();
  const profiled = await kit.makeEquipment('SRC00007', { nextService: kit.day(90) });
  await kit.assignTo(profiled.id, clinic.user.id);
  await t.app.services.tags.linkTagToProfile(profiled.id, machine!.id, { id: tech.user.id, name: 'x', role: 'ADMIN' });
});
afterAll(async () => t.close());

describe('GET /api/tecnico/equipment?search=', () => {
  it('finds B2B equipment by code, serial number (serialNumber or serial), owner name or email, and profile', async () => {
    expect(codes(await list('search=src0000'))).toEqual([
      'SRC00005',
      'SRC00001',
      'SRC00002',
      'SRC00003',
      'SRC00004',
      'SRC00007',
    ]);
    expect(codes(await list('search=abxcd'))).toEqual(['SRC00002']);
    expect(codes(await list('search=legadox'))).toEqual(['SRC00004']);
    expect(codes(await list('search=santa luzia'))).toEqual(['SRC00001']);
    expect(codes(await list('search=MANUTENCAO@SANTALUZIA'))).toEqual(['SRC00001']);
    expect(codes(await list('search=autoclave'))).toEqual(['SRC00007']);
    expect(codes(await list('search=eqp-serie-314'))).toEqual(['SRC00007']);
    expect(codes(await list('search=nada-disso'))).toEqual([]);
  });

  it('% and _ in the term are literal characters, not wildcards', async () => {
    expect(codes(await list('search=AB%25CD'))).toEqual(['SRC00001']);
    expect(codes(await list('search=legado_'))).toEqual(['SRC00003']);
    expect(codes(await list('search=%25'))).toEqual(['SRC00001']);
  });

  it('combines with the status and due filters; the total counts every match, also past the last page', async () => {
    expect(codes(await list('search=ab&status=BROKEN'))).toEqual(['SRC00005']);
    expect(codes(await list('search=ab&status=ACTIVE'))).toEqual(['SRC00001', 'SRC00002']);
    expect(codes(await list('search=ab&due=overdue'))).toEqual(['SRC00005', 'SRC00001']);
    expect(codes(await list('search=ab&due=soon'))).toEqual(['SRC00002']);
    const second = await list('search=src&limit=2&page=2');
    expect(codes(second)).toEqual(['SRC00002', 'SRC00003']);
    expect(second.pagination.total).toBe(6);
    const past = await list('search=src&limit=2&page=9');
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(6);
  });
});

describe('GET /api/tecnico/equipment?status=', () => {
  it('lists only that status, by next service', async () => {
    expect(codes(await list('status=BROKEN'))).toEqual(['SRC00005']);
    const active = codes(await list('status=ACTIVE&limit=100'));
    expect(active).not.toContain('SRC00005');
    expect(active.indexOf('SRC00001')).toBeLessThan(active.indexOf('SRC00002'));
  });
});
