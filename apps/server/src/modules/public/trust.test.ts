import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile, CreateProfileRequestBody, MaintenanceRecord, Tag } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { maintenanceRecords } from '../../db/tables/maintenance.js';
import type { NewTagInput } from '../tags/service.js';
import { addDays, todayInSaoPaulo } from '../../lib/dates.js';
import type { InjectOptions } from 'fastify';

/**
 * Issue 20, items 1, 3 and 8: what the public pages say must be true. An equipment's service state above its sheet,
 * a lost tag that keeps its owner's contacts off the pages unless the owner chooses, and an entry typed in the tag's
 * meta editor shown as typed (no invented type or outcome).
 */
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: SignedIn;
let owner: SignedIn;

// A browser's user agent: inject's own reads as a bot.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });

async function createProfile(body: CreateProfileRequestBody): Promise<AccountProfile> {
  const res = await kit.post('/api/me/profiles', owner, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A tag of the owner that opens `profileId`. */
async function ownedTag(code: string, type: 'B2C' | 'B2B', profileId: string, meta: Record<string, unknown> = {}) {
  const tag = await kit.makeTag({ code, type, meta, status: 'ACTIVE' });
  await kit.assignTo(tag.id, owner.user.id);
  const linked = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId });
  expect(linked.statusCode, linked.body).toBe(200);
  return tag;
}

/** Requests with a token, tags through the service, days around today (Brasília). */
const kit = {
  call: (method: InjectOptions['method'], url: string, who: SignedIn, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who.auth,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    }),
  get: (url: string, who: SignedIn) => kit.call('GET', url, who),
  post: (url: string, who: SignedIn, payload?: unknown) => kit.call('POST', url, who, payload),
  patch: (url: string, who: SignedIn, payload?: unknown) => kit.call('PATCH', url, who, payload),
  makeTag: (input: Partial<NewTagInput>) =>
    t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, { id: admin.user.id, name: 'Admin' }),
  makeEquipment: (code: string, meta: Record<string, unknown>) =>
    kit.makeTag({ code, type: 'B2B', physicalType: 'QR', meta }),
  assignTo: (tagId: string, userId: string) =>
    t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, { id: admin.user.id, name: 'Admin' }),
  day: (n: number) => addDays(todayInSaoPaulo(), n),
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { name: 'Admin' });
  owner = await t.createUser('USER', { name: 'Bruno Usuário' });
}, 120_000);
afterAll(async () => t.close());

describe('item 1: the public page says whether the equipment may be trusted', () => {
  let overdueId: string;
  beforeAll(async () => {
    const extinguisher = await createProfile({
      name: 'Extintor Recepção',
      kind: 'EQUIPMENT',
      publicPageSlug: 'extintor-recepcao',
      equipmentInfo: { brand: 'Kidde', model: 'PQS 6 kg', serialNumber: 'SN-TR-1' },
    });
    overdueId = (await ownedTag('TRUST001', 'B2B', extinguisher.id, { status: 'ACTIVE', nextService: '2026-03-15' }))
      .id;
    const soon = await createProfile({ name: 'Extintor Cozinha', kind: 'EQUIPMENT' });
    await ownedTag('TRUST002', 'B2B', soon.id, { nextService: kit.day(3) });
    const fine = await createProfile({ name: 'Extintor Garagem', kind: 'EQUIPMENT' });
    await ownedTag('TRUST003', 'B2B', fine.id, { status: 'ACTIVE', nextService: kit.day(60) });
  }, 120_000);

  it("/t of an overdue extinguisher says 'Manutenção vencida desde 15/03/2026' and what to do, above its sheet, never 'Disponível'", async () => {
    const res = await get('/t/TRUST001');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<p class="svc-title">Manutenção vencida desde 15/03/2026</p>');
    expect(res.body).toContain('Não confie neste equipamento; avise o responsável.');
    expect(res.body.indexOf('<p class="svc-title">')).toBeLessThan(res.body.indexOf('<h2>Ficha técnica</h2>'));
    expect(res.body.toLowerCase()).not.toContain('disponível');
  });

  it('GET /api/public/tag/{code} carries serviceState OVERDUE with the date', async () => {
    const res = await get('/api/public/tag/TRUST001');
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceState).toEqual({ state: 'OVERDUE', date: '2026-03-15' });
  });

  it('GET /api/public/profile/{slug} of the equipment carries the same serviceState', async () => {
    const res = await get('/api/public/profile/extintor-recepcao');
    expect(res.statusCode).toBe(200);
    expect(res.json().serviceState).toEqual({ state: 'OVERDUE', date: '2026-03-15' });
  });

  it('the banner keeps /t inside the 14 KB budget (compressed HTML)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/t/TRUST001',
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(14 * 1024);
  });

  it("the equipment's /p/{slug} shows the same banner above its sheet", async () => {
    const res = await get('/p/extintor-recepcao');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Manutenção vencida desde 15/03/2026');
    expect(res.body.indexOf('<p class="svc-title">')).toBeLessThan(res.body.indexOf('<h2>Ficha técnica</h2>'));
  });

  it("due within 7 days: 'Próxima manutenção em dd/mm/aaaa' (DUE_SOON); in order: no banner (OK)", async () => {
    const [y, m, d] = kit.day(3).split('-');
    const soon = await get('/t/TRUST002');
    expect(soon.body).toContain(`Próxima manutenção em ${d}/${m}/${y}`);
    expect((await get('/api/public/tag/TRUST002')).json().serviceState).toEqual({
      state: 'DUE_SOON',
      date: kit.day(3),
    });
    const fine = await get('/t/TRUST003');
    expect(fine.body).not.toContain('<p class="svc-title">');
    expect((await get('/api/public/tag/TRUST003')).json().serviceState.state).toBe('OK');
  });

  it("the technician's out of service: 'Fora de serviço — não utilize' (OUT_OF_SERVICE)", async () => {
    const res = await kit.patch(`/api/tecnico/equipment/${overdueId}/status`, admin, { status: 'BROKEN' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/t/TRUST001')).body).toContain('Fora de serviço — não utilize');
    expect((await get('/api/public/tag/TRUST001')).json().serviceState).toEqual({
      state: 'OUT_OF_SERVICE',
      date: '2026-03-15',
    });
    expect((await get('/p/extintor-recepcao')).body).toContain('Fora de serviço — não utilize');
    await kit.patch(`/api/tecnico/equipment/${overdueId}/status`, admin, { status: 'ACTIVE' });
  });

  it('a B2C tag has no service state', async () => {
    const pet = await createProfile({ name: 'Gato Sem Data', kind: 'PET' });
    await ownedTag('TRUST004', 'B2C', pet.id);
    const json = (await get('/api/public/tag/TRUST004')).json();
    expect(json.serviceState).toBeUndefined();
  });
});

describe('item 3: a lost tag shows no contact unless its owner chooses to', () => {
  const SECRETS = [
    '98765-4321',
    '98765 4321',
    '987654321',
    'bruno.dono@exemplo.com.br',
    'Rua das Acácias',
    '91234-5678',
    '912345678',
    'filha@exemplo.com.br',
    '4000-1234',
  ];
  let petTag: Tag;
  let companyTag: Tag;

  beforeAll(async () => {
    const pet = await createProfile({
      name: 'Thor',
      kind: 'PET',
      publicPageSlug: 'thor-perdido',
      phone: '(11) 98765-4321',
      email: 'bruno.dono@exemplo.com.br',
      address: { street: 'Rua das Acácias', number: '45', city: 'São Paulo', state: 'SP' },
      emergencyContacts: [
        { name: 'Bruno Usuário', phone: '(11) 98765-4321', relationship: 'Tutor' },
        { name: 'Clara Filha', phone: '(11) 91234-5678', relationship: 'Filha', email: 'filha@exemplo.com.br' },
      ],
    });
    petTag = await ownedTag('TRUSTPET', 'B2C', pet.id);
    const generator = await createProfile({
      name: 'Gerador Loja',
      kind: 'EQUIPMENT',
      publicPageSlug: 'gerador-loja',
      equipmentInfo: { brand: 'Honda', responsibleCompany: 'Bruno Usuário ME', contactPhone: '(11) 4000-1234' },
    });
    companyTag = await ownedTag('TRUSTGER', 'B2B', generator.id, { serialNumber: 'GER-1' });
  }, 120_000);

  const pages = (code: string, slug: string) => [
    `/t/${code}`,
    `/p/${slug}`,
    `/api/public/tag/${code}`,
    `/api/public/profile/${slug}`,
    `/api/page/${slug}`,
  ];

  it('PATCH /api/me/bracelets/{id}/lost without showContacts: /t, /p, /api/public/tag and /api/public/profile hold no phone, e-mail or street of the profile or its emergency contacts', async () => {
    const res = await kit.patch(`/api/me/bracelets/${petTag.id}/lost`, owner, { lost: true, message: 'Thor é manso' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lost).toMatchObject({ showContacts: false });
    for (const url of pages('TRUSTPET', 'thor-perdido')) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      for (const secret of SECRETS) expect(page.body, `${url} ${secret}`).not.toContain(secret);
    }
  });

  it("the sentence 'Se você a encontrou, entre em contato com o responsável:' leads to the form ('Falar com o tutor' for a pet)", async () => {
    const html = (await get('/t/TRUSTPET')).body;
    expect(html).toContain(
      '<p style="margin:0 0 10px">Se você a encontrou, entre em contato com o responsável:</p><a class="btn big" href="#falar">Falar com o tutor</a>',
    );
    expect(html).toContain('id="falar"');
  });

  it("an equipment's company phone is hidden too (the admin's twin, PATCH /api/admin/bracelets/{id}/lost)", async () => {
    const res = await kit.patch(`/api/admin/bracelets/${companyTag.id}/lost`, admin, { lost: true });
    expect(res.statusCode, res.body).toBe(200);
    for (const url of pages('TRUSTGER', 'gerador-loja')) {
      const page = await get(url);
      expect(page.body, url).not.toContain('4000-1234');
    }
  });

  it('showContacts true: the pages show what the profile publishes; found clears the choice', async () => {
    const res = await kit.patch(`/api/me/bracelets/${petTag.id}/lost`, owner, { lost: true, showContacts: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lost).toMatchObject({ showContacts: true, message: 'Thor é manso' });
    expect((await get('/t/TRUSTPET')).body).toContain('tel:+5511912345678');
    expect((await get('/api/public/tag/TRUSTPET')).body).toContain('+5511912345678');
    expect((await get('/p/thor-perdido')).body).toContain('tel:+5511912345678');

    const admin2 = await kit.patch(`/api/admin/bracelets/${companyTag.id}/lost`, admin, {
      lost: true,
      showContacts: true,
    });
    expect(admin2.json().lost).toMatchObject({ showContacts: true });
    expect((await get('/p/gerador-loja')).body).toContain('4000-1234');

    expect((await kit.patch(`/api/me/bracelets/${petTag.id}/lost`, owner, { lost: false })).statusCode).toBe(200);
    const again = await kit.patch(`/api/me/bracelets/${petTag.id}/lost`, owner, { lost: true });
    expect(again.json().lost).toMatchObject({ showContacts: false });
    expect((await get('/t/TRUSTPET')).body).not.toContain('91234');
  });

  it('showContacts that is not a boolean is a 400 naming the field, in Portuguese', async () => {
    const res = await kit.patch(`/api/me/bracelets/${petTag.id}/lost`, owner, { lost: true, showContacts: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'showContacts', message: 'showContacts deve ser verdadeiro ou falso.' });
  });
});

describe('item 8: a maintenance entry of the meta editor is kept as typed', () => {
  let tagId: string;
  beforeAll(async () => {
    const tag = await kit.makeEquipment('TRUSTEQP', { serialNumber: 'EQP-29' });
    tagId = tag.id;
    const res = await kit.patch(`/api/admin/bracelets/${tagId}/meta`, admin, {
      meta: { maintenance: [{ date: '2026-11-01', description: 'Troca do selo mecânico' }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);

  it("/t shows '01/11/2026', 'Troca do selo mecânico' and '—' for the unknown type and outcome, never 'Preventiva · OK'", async () => {
    const html = (await get('/t/TRUSTEQP')).body;
    expect(html).toContain(
      '<td><time dateTime="2026-11-01">01/11/2026</time></td><td>—<span class="log-note">Troca do selo mecânico</span></td><td>—</td>',
    );
    expect(html).not.toContain('Preventiva');
    const json = (await get('/api/public/tag/TRUSTEQP')).json();
    expect(json.serviceLog).toEqual([
      { date: '2026-11-01', type: null, outcome: null, note: 'Troca do selo mecânico' },
    ]);
  });

  it("the technician's log holds it as IMPORTED with type and outcome null; the CSV marks it 'Importado' with '—'", async () => {
    const tech = await t.createUser('TECHNICIAN');
    const detail = (await kit.get(`/api/tecnico/equipment/${tagId}`, tech)).json();
    const record = detail.records[0] as MaintenanceRecord;
    expect(record).toMatchObject({
      source: 'IMPORTED',
      type: null,
      outcome: null,
      description: 'Troca do selo mecânico',
    });
    const csv = await kit.get(`/api/tecnico/records?format=csv&from=2026-11-01&to=2026-11-01`, tech);
    expect(csv.statusCode).toBe(200);
    const line = csv.body.split(/\r?\n/).find((row) => row.includes('TRUSTEQP'));
    expect(line).toContain('Importado');
    expect(line).toContain('—');
    expect(line).not.toContain('Preventiva');
  });

  it("migration 0015 clears the invented 'PREVENTIVA'/'OK' of untouched IMPORTED rows only", async () => {
    const { db } = t.database;
    const insert = (source: string, description: string) =>
      db.execute(sql`INSERT INTO maintenance_records (tag_id, performed_at, type, description, outcome, source)
        VALUES (${tagId}, '2025-01-01', 'PREVENTIVA', ${description}, 'OK', ${source})`);
    await insert('IMPORTED', 'Antiga importada');
    await insert('IMPORTED', 'Importada e editada');
    await insert('RECORD', 'Registrada por técnico');
    await db.execute(
      sql`UPDATE maintenance_records SET updated_at = updated_at + interval '1 minute' WHERE description = 'Importada e editada'`,
    );
    const file = readFileSync(new URL('../../../drizzle/0015_trust_public.sql', import.meta.url), 'utf8');
    const update = file
      .split('--> statement-breakpoint')
      .at(-1)!
      .replace(/^--.*$/gm, '')
      .trim();
    expect(update).toMatch(/^UPDATE "maintenance_records"/);
    await db.execute(sql.raw(update));
    const rows = await db
      .select({
        description: maintenanceRecords.description,
        type: maintenanceRecords.type,
        outcome: maintenanceRecords.outcome,
      })
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.performedAt, '2025-01-01'))
      .orderBy(asc(maintenanceRecords.description));
    expect(rows).toEqual([
      { description: 'Antiga importada', type: null, outcome: null },
      { description: 'Importada e editada', type: 'PREVENTIVA', outcome: 'OK' },
      { description: 'Registrada por técnico', type: 'PREVENTIVA', outcome: 'OK' },
    ]);
  });
});
