import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS, type EquipmentSummary } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tecnicoTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/maintenance.js';

let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;
let otherTech: SignedIn;
let user: SignedIn;

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Admin' });
  tech = await t.createUser('TECHNICIAN', { name: 'Téo Técnico' });
  otherTech = await t.createUser('TECHNICIAN', { name: 'Outro Técnico' });
  user = await t.createUser('USER', { name: 'Usuária Comum' });
});
afterAll(async () => t.close());

const record = (overrides: Record<string, unknown> = {}) => ({
  performedAt: kit.today,
  type: 'PREVENTIVA',
  description: 'Recarga e teste de pressão',
  outcome: 'OK',
  ...overrides,
});
const logRecord = (tagId: string, who: SignedIn, body: Record<string, unknown> = {}) =>
  kit.post(`/api/tecnico/equipment/${tagId}/records`, who, record(body));

describe('GET /api/tecnico/equipment: B2B tags by next service, due filters and counts', () => {
  let client: SignedIn;
  beforeAll(async () => {
    client = await t.createUser('USER', { name: 'Indústria Beta', email: 'contato@beta.com' });
    const overdue = await kit.makeEquipment('LST00001', {
      nextService: kit.day(-3),
      serialNumber: 'SER-AAA-1',
      model: 'PQS 4kg',
    });
    await kit.assignTo(overdue.id, client.user.id);
    await kit.makeEquipment('LST00002', { nextService: kit.day(2) });
    await kit.makeEquipment('LST00003', { nextService: kit.day(7) });
    await kit.makeEquipment('LST00004', { nextService: kit.day(40), serial: 'OUTRO-9' });
    const broken = await kit.makeEquipment('LST00005');
    await t.app.services.tags.setStatus(broken.id, 'BROKEN', { id: admin.user.id, name: 'x' });
    await kit.makeTag({ code: 'LST00006', type: 'B2C', meta: { nextService: kit.day(-1) } });
  });
  const list = async (query: string, who: SignedIn = tech) => {
    const response = await kit.get(
      `/api/tecnico/equipment?${query.includes('limit=') ? '' : 'limit=100&'}${query}`,
      who,
    );
    expect(response.statusCode).toBe(200);
    return response.json() as { items: EquipmentSummary[]; counts: Record<string, number>; pagination: unknown };
  };
  const codes = (body: { items: EquipmentSummary[] }) => body.items.map((item) => item.code);

  it('lists B2B equipment only, sorted by next service (no date last), with the four counts', async () => {
    const body = await list('search=LST');
    expect(codes(body)).toEqual(['LST00001', 'LST00002', 'LST00003', 'LST00004', 'LST00005']);
    expect(body.items.map((item) => item.due)).toEqual(['overdue', 'soon', 'soon', 'ok', 'none']);
    expect(body.counts).toEqual({ overdue: 1, soon: 2, ok: 1, outOfService: 1 });
    expect(body.items[0]).toMatchObject({ clientName: 'Indústria Beta', serialNumber: 'SER-AAA-1', model: 'PQS 4kg' });
  });

  it('filters by due state (overdue: before today; soon: today to today + 7; ok: after) and by status', async () => {
    expect(codes(await list('due=overdue&search=LST'))).toEqual(['LST00001']);
    expect(codes(await list('due=soon&search=LST'))).toEqual(['LST00002', 'LST00003']);
    expect(codes(await list('due=ok&search=LST'))).toEqual(['LST00004']);
    expect(codes(await list('status=BROKEN&search=LST'))).toEqual(['LST00005']);
  });

  it('searches by code, serial number (serialNumber or serial) and client name or email', async () => {
    expect(codes(await list('search=lst00002'))).toEqual(['LST00002']);
    expect(codes(await list('search=ser-aaa'))).toEqual(['LST00001']);
    expect(codes(await list('search=outro-9'))).toEqual(['LST00004']);
    expect(codes(await list('search=indústria beta'))).toEqual(['LST00001']);
    expect(codes(await list('search=contato@beta'))).toEqual(['LST00001']);
  });

  it('paginates in SQL and refuses a bad due filter naming it', async () => {
    const body = await list('search=LST&limit=2&page=2');
    expect(codes(body)).toEqual(['LST00003', 'LST00004']);
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    const bad = await kit.get('/api/tecnico/equipment?due=later', tech);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('due');
  });
});

describe('GET /api/tecnico/equipment/:tagId', () => {
  it('answers the technical sheet, map link, documents and plan; the log newest first', async () => {
    const tag = await kit.makeEquipment('DET00001', {
      serialNumber: 'SN-DET',
      model: 'DEA X',
      technical: { details: 'Bateria 2028' },
      location: 'Recepção: -23.5505, -46.6333',
      documents: [{ label: 'Manual', url: 'https://example.com/manual.pdf' }],
    });
    await logRecord(tag.id, tech, { performedAt: kit.day(-30), description: 'Primeira' });
    await logRecord(tag.id, tech, { performedAt: kit.day(-1), description: 'Segunda' });
    const response = await kit.get(`/api/tecnico/equipment/${tag.id}`, tech);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.equipment).toMatchObject({
      code: 'DET00001',
      serialNumber: 'SN-DET',
      model: 'DEA X',
      details: 'Bateria 2028',
      mapUrl: 'https://www.google.com/maps?q=-23.5505,-46.6333',
    });
    expect(body.documents).toEqual([{ label: 'Manual', url: 'https://example.com/manual.pdf' }]);
    expect(body.records.map((entry: { description: string }) => entry.description)).toEqual(['Segunda', 'Primeira']);
    expect(body.plan).toBeNull();
  });

  it('a B2C tag or an unknown id is the equipment 404', async () => {
    const b2c = await kit.makeTag({ code: 'DET00002' });
    for (const id of [b2c.id, UNKNOWN_ID]) {
      const response = await kit.get(`/api/tecnico/equipment/${id}`, tech);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'EQUIPMENT_NOT_FOUND', message: MAINTENANCE_TEXTS.notFound });
    }
  });
});

describe('PUT /api/tecnico/equipment/:tagId/plan', () => {
  it('saves the interval and technician, and derives the next service from the newest record', async () => {
    const tag = await kit.makeEquipment('PLN00001');
    await logRecord(tag.id, tech, { performedAt: kit.day(-10) });
    const response = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, {
      intervalDays: 30,
      technicianId: tech.user.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().plan).toMatchObject({
      intervalDays: 30,
      technicianId: tech.user.id,
      technicianName: 'Téo Técnico',
    });
    expect(response.json().equipment.nextService).toBe(kit.day(20));
  });

  it('an interval of 0 or none is a 400 naming intervalDays; a non-technician is a 400 naming technicianId', async () => {
    const tag = await kit.makeEquipment('PLN00002');
    const zero = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, { intervalDays: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ field: 'intervalDays', message: MAINTENANCE_TEXTS.intervalInvalid });
    const none = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, tech, {});
    expect(none.json()).toMatchObject({ field: 'intervalDays', message: MAINTENANCE_TEXTS.intervalMissing });
    const notTech = await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, {
      intervalDays: 10,
      technicianId: user.user.id,
    });
    expect(notTech.statusCode).toBe(400);
    expect(notTech.json()).toMatchObject({ field: 'technicianId', message: MAINTENANCE_TEXTS.technicianNotFound });
  });
});

describe('POST /api/tecnico/equipment/:tagId/records', () => {
  it('answers 201 {record, equipment}; with a 180-day plan the next service is performedAt + 180', async () => {
    const tag = await kit.makeEquipment('REC00001', { nextService: kit.day(-5) });
    await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, { intervalDays: 180 });
    const response = await logRecord(tag.id, tech, {
      performedAt: kit.day(-2),
      durationMinutes: 45,
      costCents: 12_345,
      internalNotes: 'Cliente pediu nota',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.record).toMatchObject({
      performedAt: kit.day(-2),
      technicianId: tech.user.id,
      technicianName: 'Téo Técnico',
      source: 'RECORD',
      costCents: 12_345,
      attachments: [],
    });
    expect(body.record.editableUntil).not.toBeNull();
    expect(body.equipment).toMatchObject({ nextService: kit.day(178), due: 'ok' });
    expect(body.equipment.lastService).toEqual({ performedAt: kit.day(-2), type: 'PREVENTIVA', outcome: 'OK' });
    // An older record (backdated) leaves the next service where the newest put it.
    const older = await logRecord(tag.id, tech, { performedAt: kit.day(-100) });
    expect(older.json().equipment.nextService).toBe(kit.day(178));
  });

  it('a date in the future, an empty description or a bad outcome is a 400 naming the field', async () => {
    const tag = await kit.makeEquipment('REC00002');
    const future = await logRecord(tag.id, tech, { performedAt: kit.day(1) });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ field: 'performedAt', message: MAINTENANCE_TEXTS.performedAtFuture });
    const empty = await logRecord(tag.id, tech, { description: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'description', message: MAINTENANCE_TEXTS.descriptionRequired });
    const outcome = await logRecord(tag.id, tech, { outcome: 'MAYBE' });
    expect(outcome.json()).toMatchObject({ field: 'outcome', message: MAINTENANCE_TEXTS.outcomeInvalid });
  });

  it('OUT_OF_SERVICE sets the tag BROKEN with a STATUS_CHANGED event', async () => {
    const tag = await kit.makeEquipment('REC00003');
    const response = await logRecord(tag.id, tech, { outcome: 'OUT_OF_SERVICE', description: 'Válvula quebrada' });
    expect(response.statusCode).toBe(201);
    expect(response.json().equipment.status).toBe('BROKEN');
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(event).toMatchObject({ action: 'STATUS_CHANGED', status: 'BROKEN', previousStatus: 'ACTIVE' });
    expect(event.actorName).toBe('Téo Técnico');
  });
});

describe('PATCH and DELETE /api/tecnico/records/:id: own records within 24 h; an admin any', () => {
  it('the author changes and deletes within the window', async () => {
    const tag = await kit.makeEquipment('EDT00001');
    const created = (await logRecord(tag.id, tech)).json().record;
    const patched = await kit.patch(`/api/tecnico/records/${created.id}`, tech, { description: 'Corrigido' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ description: 'Corrigido', id: created.id });
    expect((await kit.del(`/api/tecnico/records/${created.id}`, tech)).statusCode).toBe(204);
    const gone = await kit.patch(`/api/tecnico/records/${created.id}`, tech, { description: 'x' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'RECORD_NOT_FOUND', message: MAINTENANCE_TEXTS.recordNotFound });
  });

  it("another technician's record is a 403; after 24 h the author gets 409; an admin still may", async () => {
    const tag = await kit.makeEquipment('EDT00002');
    const created = (await logRecord(tag.id, tech)).json().record;
    const other = await kit.patch(`/api/tecnico/records/${created.id}`, otherTech, { description: 'x' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ code: 'NOT_OWNER', message: MAINTENANCE_TEXTS.notYourRecord });
    expect((await kit.del(`/api/tecnico/records/${created.id}`, otherTech)).statusCode).toBe(403);

    await kit.ageRecord(created.id, 25);
    const late = await kit.patch(`/api/tecnico/records/${created.id}`, tech, { description: 'x' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ code: 'EDIT_WINDOW_CLOSED', message: MAINTENANCE_TEXTS.editWindowClosed });
    expect((await kit.del(`/api/tecnico/records/${created.id}`, tech)).statusCode).toBe(409);
    const detail = (await kit.get(`/api/tecnico/equipment/${tag.id}`, tech)).json();
    expect(detail.records[0].editableUntil).toBeNull();

    const byAdmin = await kit.patch(`/api/tecnico/records/${created.id}`, admin, { outcome: 'NEEDS_REPAIR' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().outcome).toBe('NEEDS_REPAIR');
    expect((await kit.del(`/api/tecnico/records/${created.id}`, admin)).statusCode).toBe(204);
  });

  it('a changed date recomputes the next service; a future date is refused', async () => {
    const tag = await kit.makeEquipment('EDT00003');
    await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, { intervalDays: 10 });
    const created = (await logRecord(tag.id, tech, { performedAt: kit.day(-1) })).json().record;
    await kit.patch(`/api/tecnico/records/${created.id}`, tech, { performedAt: kit.day(-4) });
    expect((await kit.get(`/api/tecnico/equipment/${tag.id}`, tech)).json().equipment.nextService).toBe(kit.day(6));
    const future = await kit.patch(`/api/tecnico/records/${created.id}`, tech, { performedAt: kit.day(3) });
    expect(future.json()).toMatchObject({ field: 'performedAt', message: MAINTENANCE_TEXTS.performedAtFuture });
  });
});

describe('GET /api/tecnico/records: the log across equipment, and its CSV', () => {
  let tagId: string;
  beforeAll(async () => {
    tagId = (await kit.makeEquipment('LOG00001')).id;
    await logRecord(tagId, tech, { performedAt: '2025-03-10', type: 'INSPECAO', description: 'Inspeção anual' });
    await logRecord(tagId, otherTech, {
      performedAt: '2025-04-15',
      type: 'CORRETIVA',
      outcome: 'NEEDS_REPAIR',
      description: 'Troca do manômetro; lacre novo',
      costCents: 150_000,
      internalNotes: 'Peça do estoque B',
    });
  });

  it('filters by period, type, outcome and technician, newest first', async () => {
    const all = (await kit.get('/api/tecnico/records?from=2025-03-01&to=2025-04-30', admin)).json();
    expect(all.records.map((entry: { performedAt: string }) => entry.performedAt)).toEqual([
      '2025-04-15',
      '2025-03-10',
    ]);
    expect(all.pagination.total).toBe(2);
    const byType = (await kit.get('/api/tecnico/records?type=INSPECAO&from=2025-01-01&to=2025-12-31', tech)).json();
    expect(byType.records.map((entry: { description: string }) => entry.description)).toEqual(['Inspeção anual']);
    const byTech = (await kit.get(`/api/tecnico/records?technicianId=${otherTech.user.id}`, tech)).json();
    expect(byTech.records.every((entry: { technicianId: string }) => entry.technicianId === otherTech.user.id)).toBe(
      true,
    );
    const byOutcome = (await kit.get('/api/tecnico/records?outcome=NEEDS_REPAIR&to=2025-12-31', tech)).json();
    expect(byOutcome.records).toHaveLength(1);
  });

  it('from after to is a 400 naming from', async () => {
    const response = await kit.get('/api/tecnico/records?from=2025-05-01&to=2025-04-01', tech);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'from', message: MAINTENANCE_TEXTS.dateRangeInvalid });
  });

  it('format=csv: a ; file with BOM, pt-BR dates, BRL and the internal notes, as an attachment', async () => {
    const response = await kit.get('/api/tecnico/records?format=csv&from=2025-03-01&to=2025-04-30', tech);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="manutencoes.csv"');
    expect(response.body.startsWith('\uFEFFData;Código;Tipo;Descrição;Resultado')).toBe(true);
    const lines = response.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(
      '15/04/2025;LOG00001;Corretiva;"Troca do manômetro; lacre novo";Precisa de reparo;Outro',
    );
    expect(lines[1]).toMatch(/R\$\s1\.500,00;Peça do estoque B;Registro$/);
    expect(lines[2]).toContain('10/03/2025;LOG00001;Inspeção;Inspeção anual;OK;Téo Técnico');
  });
});

describe('PATCH /api/tecnico/equipment/:tagId/status', () => {
  it('sets BROKEN and back to ACTIVE; another status is a 400; a B2C tag a 404', async () => {
    const tag = await kit.makeEquipment('STS00001');
    const broken = await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status: 'BROKEN' });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().status).toBe('BROKEN');
    const active = await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status: 'ACTIVE' });
    expect(active.json().status).toBe('ACTIVE');
    const lost = await kit.patch(`/api/tecnico/equipment/${tag.id}/status`, tech, { status: 'LOST' });
    expect(lost.statusCode).toBe(400);
    expect(lost.json()).toMatchObject({ field: 'status', message: MAINTENANCE_TEXTS.statusInvalid });
    const b2c = await kit.makeTag({ code: 'STS00002' });
    expect((await kit.patch(`/api/tecnico/equipment/${b2c.id}/status`, tech, { status: 'BROKEN' })).statusCode).toBe(
      404,
    );
  });
});

describe('the service for the other parts (public page, reminders)', () => {
  it('publicServiceLog gives date, type and outcome (a description only for an IMPORTED entry); dueForReminders the overdue and soon ones', async () => {
    const tag = await kit.makeEquipment('SVC00001', { model: 'CO2 6kg', location: 'Galpão 2' });
    await kit.put(`/api/tecnico/equipment/${tag.id}/plan`, admin, { intervalDays: 3, technicianId: tech.user.id });
    await logRecord(tag.id, tech, { performedAt: kit.day(-5), internalNotes: 'segredo', costCents: 10 });
    expect(await t.app.services.maintenance.publicServiceLog(tag.id)).toEqual([
      { date: kit.day(-5), type: 'PREVENTIVA', outcome: 'OK', source: 'RECORD', description: null },
    ]);
    const due = await t.app.services.maintenance.dueForReminders(kit.today);
    expect(due.find((entry) => entry.code === 'SVC00001')).toEqual({
      tagId: tag.id,
      code: 'SVC00001',
      model: 'CO2 6kg',
      location: 'Galpão 2',
      nextService: kit.day(-2),
      due: 'overdue',
      technicianId: tech.user.id,
      clientName: null,
    });
  });
});

describe('U+0000 in the technician area (fault 2): a 400 naming the field, never a 500', () => {
  it('the equipment search, a record description or internal notes (create and PATCH) -> 400 "Texto contém um caractere inválido."', async () => {
    const nul = 'Texto contém um caractere inválido.';
    const search = await kit.get('/api/tecnico/equipment?search=%00', tech);
    expect(search.statusCode).toBe(400);
    expect(search.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'search', message: nul });

    const tag = await kit.makeEquipment('NUL00001');
    for (const [body, field] of [
      [{ description: 'a\u0000b' }, 'description'],
      [{ internalNotes: 'a\u0000b' }, 'internalNotes'],
    ] as const) {
      const created = await logRecord(tag.id, tech, body);
      expect(created.statusCode, field).toBe(400);
      expect(created.json(), field).toMatchObject({ code: 'VALIDATION_ERROR', field, message: nul });
    }
    const ok = await logRecord(tag.id, tech);
    expect(ok.statusCode).toBe(201);
    const id = ok.json().record.id as string;
    for (const [body, field] of [
      [{ description: 'x\u0000' }, 'description'],
      [{ internalNotes: 'x\u0000' }, 'internalNotes'],
    ] as const) {
      const patched = await kit.patch(`/api/tecnico/records/${id}`, tech, body);
      expect(patched.statusCode, field).toBe(400);
      expect(patched.json(), field).toMatchObject({ code: 'VALIDATION_ERROR', field, message: nul });
    }
  });
});
