import { EXTINGUISHER_CHECKLIST_DEFAULTS } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EquipmentAssetResponse, ListPendenciasResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { cameraPhoto, filesTestKit, type SignedIn } from '../../../testing/maintenance.js';
import { testRequests } from '../../../testing/requests.js';
import { multipart } from '../../../testing/photos.js';
import { createClient } from '../../../testing/clients.js';
import { tagTestKit } from '../../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let requests: ReturnType<typeof testRequests>;
let admin: SignedIn;
let carla: SignedIn;

/** The extinguisher's checklist as migration 0036 seeds it. */
const ITEMS = [...EXTINGUISHER_CHECKLIST_DEFAULTS];
const EXTINGUISHER = {
  agent: 'PO_ABC',
  capacity: 4,
  capacityUnit: 'kg',
  manufacturer: 'Kidde',
  manufactureYear: 2021,
  inmetroSeal: 'BR-12345/2024',
  ringColor: 'Amarelo',
  ringYear: 2025,
  lastHydrostaticTestYear: 2023,
};
const allOk = (overrides: Record<string, { result: string; photoId?: string }> = {}) =>
  ITEMS.map((item) => (overrides[item] ? { item, ...overrides[item] } : { item, result: 'OK' }));

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  requests = testRequests(t);
  admin = await t.createUser('ADMIN');
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica' });
});
afterAll(async () => t.close());

async function extinguisher() {
  const tag = await kit.equipment({ model: 'Extintor PQS 4 kg' });
  const res = await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, carla, {
    class: 'EXTINTOR',
    extinguisher: EXTINGUISHER,
  });
  expect(res.statusCode, res.body).toBe(200);
  return tag;
}

function uploadPhoto(tagId: string, who: SignedIn) {
  const body = multipart([{ name: 'manometro.jpg', content: photo }], 'photo');
  return t.app.inject({
    method: 'POST',
    url: `/api/tecnico/equipment/${tagId}/checklist-photos`,
    headers: { ...who.auth, ...body.headers },
    payload: body.payload,
  });
}
let photo: Buffer;
beforeAll(async () => {
  photo = await cameraPhoto(800, 600);
});

const record = (tagId: string, who: SignedIn, body: Record<string, unknown>) =>
  requests.post(`/api/tecnico/equipment/${tagId}/records`, who, {
    performedAt: kit.today,
    type: 'INSPECAO',
    description: 'Inspeção mensal',
    outcome: 'OK',
    ...body,
  });

describe('PUT /api/tecnico/equipment/:tagId/asset', () => {
  it('round-trips the class and the extinguisher data', async () => {
    const tag = await extinguisher();
    const res = await requests.get(`/api/tecnico/equipment/${tag.id}/asset`, carla);
    const asset: EquipmentAssetResponse = res.json();
    expect(asset).toMatchObject({ class: 'EXTINTOR', extinguisher: EXTINGUISHER, checklist: ITEMS, openPendencias: 0 });
    // No record yet: the test year 2023 gives the next test in 2028; the other levels have no date.
    expect(asset.levels.map((level) => level.text)).toEqual([
      'Inspeção: sem registro',
      'Manutenção / recarga: sem registro',
      'Teste hidrostático vence em 2028',
    ]);
  });

  it('refuses bad data with a pt-BR message naming the field', async () => {
    const tag = await kit.equipment();
    const bad = await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, carla, {
      class: 'EXTINTOR',
      extinguisher: { ...EXTINGUISHER, agent: 'AREIA', capacity: -1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Agente inválido');
    const missing = await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, carla, { class: 'EXTINTOR' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Informe os dados do extintor');
    const future = await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, carla, {
      class: 'EXTINTOR',
      extinguisher: { ...EXTINGUISHER, manufactureYear: Number(kit.today.slice(0, 4)) + 1 },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'extinguisher.manufactureYear' });
    const owner = await t.createUser('USER');
    expect((await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, owner, { class: 'OUTRO' })).statusCode).toBe(
      403,
    );
    const bracelet = await kit.braceletTag();
    expect(
      (await requests.put(`/api/tecnico/equipment/${bracelet.id}/asset`, carla, { class: 'OUTRO' })).statusCode,
    ).toBe(404);
  });
});

describe('levels and checklists on POST /api/tecnico/equipment/:tagId/records', () => {
  it('a Não conforme without a photo is a 400 naming the item; an unanswered item too', async () => {
    const tag = await extinguisher();
    const noPhoto = await record(tag.id, carla, {
      level: 1,
      checklist: allOk({ 'Manômetro na faixa': { result: 'NAO_CONFORME' } }),
    });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().message).toBe('Tire uma foto do item "Manômetro na faixa", marcado como Não conforme.');
    const missing = await record(tag.id, carla, { level: 1, checklist: allOk().slice(1) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('falta Lacre e trava');
    // Nothing was written by the refused records.
    expect((await requests.get(`/api/tecnico/equipment/${tag.id}`, carla)).json().records).toHaveLength(0);
  });

  it('a Não conforme opens a pendência that a later record answering the item OK closes', async () => {
    const tag = await extinguisher();
    const upload = await uploadPhoto(tag.id, carla);
    expect(upload.statusCode).toBe(201);
    const photoId = upload.json().id as string;
    const opened = await record(tag.id, carla, {
      performedAt: kit.day(-3),
      level: 1,
      checklist: allOk({ 'Manômetro na faixa': { result: 'NAO_CONFORME', photoId } }),
    });
    expect(opened.statusCode).toBe(201);
    expect(opened.json().record).toMatchObject({ level: 1 });
    expect(opened.json().record.checklist[1]).toMatchObject({
      item: 'Manômetro na faixa',
      result: 'NAO_CONFORME',
      photoId,
    });

    const list = await requests.get(`/api/tecnico/pendencias?tagId=${tag.id}`, carla);
    const pendencias: ListPendenciasResponse = list.json();
    expect(pendencias.items).toEqual([
      expect.objectContaining({ item: 'Manômetro na faixa', code: tag.code, openedRecordId: opened.json().record.id }),
    ]);
    // The photo is served to its signed URL.
    const bytes = await kit.get(pendencias.items[0]!.photoUrl!);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');
    // The same photo cannot prove a second record.
    const reused = await record(tag.id, carla, {
      level: 1,
      checklist: allOk({ Sinalização: { result: 'NAO_CONFORME', photoId } }),
    });
    expect(reused.statusCode).toBe(400);

    // A level 2 record answering the item OK closes it.
    const closed = await record(tag.id, carla, { type: 'PREVENTIVA', level: 2, checklist: allOk() });
    expect(closed.statusCode).toBe(201);
    expect((await requests.get(`/api/tecnico/pendencias?tagId=${tag.id}`, carla)).json().items).toEqual([]);
  });

  it('each level’s next date follows its last record (or a higher level’s) in calendar months', async () => {
    const tag = await extinguisher();
    // On 01/02/2026 (a fixed Brasília day: the dates below do not move with the clock).
    const levelsOn = () => t.app.services.fireSafety.units([tag.id], '2026-02-01').then(([unit]) => unit!.levels);
    await kit.record(tag.id, carla, { performedAt: '2025-01-31', level: 1, checklist: allOk() } as never);
    let levels = await levelsOn();
    expect(levels[0]).toMatchObject({ lastDate: '2025-01-31', nextDate: '2026-01-31', due: 'overdue' });
    expect(levels[0]!.text).toBe('Inspeção vencida desde 01/2026');
    // A shorter interval keeps the calendar: 31/01 + 1 month = 28/02.
    await requests.put('/api/admin/fire-safety/settings', admin, { company: null, intervals: { 1: 1, 2: 12, 3: 60 } });
    levels = await levelsOn();
    expect(levels[0]).toMatchObject({ nextDate: '2025-02-28' });
    await requests.put('/api/admin/fire-safety/settings', admin, { company: null, intervals: { 1: 12, 2: 12, 3: 60 } });
    // A level 3 test renews all three levels.
    await kit.record(tag.id, carla, { performedAt: '2025-03-15', level: 3, checklist: allOk() } as never);
    levels = await levelsOn();
    expect(levels.map((level) => level.nextDate)).toEqual(['2026-03-15', '2026-03-15', '2030-03-15']);
    expect(levels.map((level) => level.text)).toEqual([
      'Inspeção válida até 03/2026',
      'Manutenção válida até 03/2026',
      'Teste hidrostático vence em 2030',
    ]);
  });
});

describe('admin settings', () => {
  it('the checklist is editable by an admin only; old records keep a removed item’s text', async () => {
    const tag = await extinguisher();
    await kit.record(tag.id, carla, { level: 1, checklist: allOk() } as never);
    expect(
      (await requests.put('/api/admin/equipment-classes/EXTINTOR/checklist', carla, { items: ['X'] })).statusCode,
    ).toBe(403);
    expect((await requests.get('/api/admin/equipment-classes/EXTINTOR/checklist', carla)).statusCode).toBe(403);
    const items = [...ITEMS.slice(1), 'Pintura (SP IT-21)'];
    const saved = await requests.put('/api/admin/equipment-classes/EXTINTOR/checklist', admin, { items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items).toEqual(items);
    const old = (await requests.get(`/api/tecnico/equipment/${tag.id}`, carla)).json().records[0];
    expect(old.checklist[0]).toMatchObject({ item: 'Lacre e trava', result: 'OK' });
    // The new list is the one a record must answer.
    const missing = await record(tag.id, carla, { level: 1, checklist: allOk() });
    expect(missing.statusCode).toBe(400);
    await requests.put('/api/admin/equipment-classes/EXTINTOR/checklist', admin, { items: ITEMS });
  });

  it('the service company needs a CNPJ with valid check digits and shows on /t with the levels', async () => {
    expect((await requests.get('/api/admin/fire-safety/settings', carla)).statusCode).toBe(403);
    const bad = await requests.put('/api/admin/fire-safety/settings', admin, {
      company: { name: 'Extintec', cnpj: '11.222.333/0001-00', inmetroRegistration: '000123' },
      intervals: { 1: 12, 2: 12, 3: 60 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('CNPJ inválido');
    const ok = await requests.put('/api/admin/fire-safety/settings', admin, {
      company: { name: 'Extintec', cnpj: '11.222.333/0001-81', inmetroRegistration: '000123' },
      intervals: { 1: 12, 2: 12, 3: 60 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().company).toMatchObject({ cnpj: '11222333000181' });

    const tag = await extinguisher();
    await kit.record(tag.id, carla, { level: 1, checklist: allOk() } as never);
    const page = await t.app.inject({ method: 'GET', url: `/t/${tag.code}` });
    expect(page.statusCode).toBe(200);
    const nextYear = Number(kit.today.slice(0, 4)) + 1;
    expect(page.body).toContain(`Inspeção válida até ${kit.today.slice(5, 7)}/${nextYear}`);
    expect(page.body).toContain('Teste hidrostático vence em 2028');
    expect(page.body).toContain('Pó ABC · 4 kg');
    expect(page.body).toContain('Extintec · CNPJ 11.222.333/0001-81 · Registro Inmetro nº 000123');
  });

  it('the equipment page /p shows its tag’s levels and the company too', async () => {
    const created = await createClient(t, admin, 'extintor-pagina@fire.test', {
      name: 'Extintor do hall',
      kind: 'EQUIPMENT',
      publicPageSlug: 'extintor-do-hall',
    });
    const tags = tagTestKit(t);
    const tag = await tags.makeTag({ code: 'FIREP001', type: 'B2B' });
    await tags.assignTo(tag.id, created.user.id);
    await requests.put(`/api/tecnico/equipment/${tag.id}/asset`, carla, {
      class: 'EXTINTOR',
      extinguisher: EXTINGUISHER,
    });
    await kit.record(tag.id, carla, { performedAt: '2025-01-31', level: 2, checklist: allOk() } as never);
    const page = await t.app.inject({ method: 'GET', url: '/p/extintor-do-hall' });
    expect(page.statusCode).toBe(200);
    // A level 2 record counts for the inspection too: both 12 months after 31/01/2025.
    expect(page.body).toContain('Inspeção vencida desde 01/2026');
    expect(page.body).toContain('Manutenção vencida desde 01/2026');
    expect(page.body).toContain('Teste hidrostático vence em 2028');
    expect(page.body).toContain('Registro Inmetro nº 000123');
  });
});
