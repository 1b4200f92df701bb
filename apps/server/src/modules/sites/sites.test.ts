import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, SITE_TEXTS, type ListEquipmentResponse, type Site, type Tag } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tecnicoTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/maintenance.js';

/** Issue 44 item 1: a client's sites, an equipment tag's site and place, and the lists that filter by site. */
let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;
let client: SignedIn;
let otherClient: SignedIn;

// A valid CNPJ (check digits 81) and the alphanumeric form of IN RFB 2.229/2024 ('12ABC34501DE35').
const CNPJ = '11.222.333/0001-81';
const ALPHANUMERIC_CNPJ = '12.ABC.345/01DE-35';

const createSite = async (who: SignedIn, body: Record<string, unknown>) => kit.post('/api/admin/sites', who, body);

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN');
  tech = await t.createUser('TECHNICIAN');
  client = await t.createUser('USER', { name: 'Condomínio Aurora' });
  otherClient = await t.createUser('USER', { name: 'Shopping Boreal' });
});
afterAll(async () => t.close());

describe('the CNPJ rule', () => {
  it('accepts the check digits of a numeric and an alphanumeric CNPJ, refuses a wrong digit and 14 equal digits', () => {
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12ABC34501DE36')).toBe(false);
    expect(isValidCnpj('11111111111111')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
});

describe('/api/admin/sites', () => {
  it('a USER or a TECHNICIAN cannot reach the sites: 403; nobody signed in: 401', async () => {
    for (const who of [client, tech]) {
      expect((await kit.get('/api/admin/sites', who)).statusCode).toBe(403);
      expect((await createSite(who, { userId: client.user.id, name: 'X', address: 'Y' })).statusCode).toBe(403);
    }
    expect((await kit.get('/api/admin/sites', null)).statusCode).toBe(401);
    // The panel's filter: technicians read the sites at /api/tecnico/sites; a USER does not.
    expect((await kit.get('/api/tecnico/sites', tech)).statusCode).toBe(200);
    expect((await kit.get('/api/tecnico/sites', client)).statusCode).toBe(403);
  });

  it('creates, reads, edits and lists a client’s sites, the CNPJ checked and kept unformatted', async () => {
    const created = await createSite(admin, {
      userId: client.user.id,
      name: 'Edifício Aurora',
      address: 'Rua das Flores, 100 — São Paulo/SP',
      cnpj: CNPJ,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<Site>();
    expect(site).toMatchObject({ userId: client.user.id, clientName: 'Condomínio Aurora', cnpj: '11222333000181' });
    expect(site.equipmentCount).toBe(0);

    const alphanumeric = await createSite(admin, {
      userId: otherClient.user.id,
      name: 'Shopping Boreal',
      address: 'Av. Norte, 9',
      cnpj: ALPHANUMERIC_CNPJ,
    });
    expect(alphanumeric.statusCode, alphanumeric.body).toBe(201);
    expect(alphanumeric.json<Site>().cnpj).toBe('12ABC34501DE35');

    const edited = await kit.patch(`/api/admin/sites/${site.id}`, admin, { name: 'Edifício Aurora I', cnpj: '' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Site>()).toMatchObject({ name: 'Edifício Aurora I', cnpj: null, address: site.address });
    expect((await kit.get(`/api/admin/sites/${site.id}`, admin)).json<Site>().name).toBe('Edifício Aurora I');

    const mine = await kit.get(`/api/admin/sites?userId=${client.user.id}&page=1&limit=10`, admin);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((item: Site) => item.id)).toEqual([site.id]);
    expect(mine.json().pagination).toMatchObject({ page: 1, limit: 10, total: 1 });
    const searched = await kit.get('/api/admin/sites?search=boreal', admin);
    expect(searched.json().items.map((item: Site) => item.name)).toEqual(['Shopping Boreal']);
  });

  it('a wrong CNPJ, a missing name or address, and a client that is not a USER are 400s in pt-BR', async () => {
    const wrong = await createSite(admin, {
      userId: client.user.id,
      name: 'A',
      address: 'B',
      cnpj: '11.222.333/0001-82',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(SITE_TEXTS.cnpjInvalid);
    const empty = await createSite(admin, { userId: client.user.id, name: ' ', address: '' });
    expect(empty.statusCode).toBe(400);
    expect([SITE_TEXTS.nameRequired, SITE_TEXTS.addressRequired]).toContain(empty.json().message);
    const technician = await createSite(admin, { userId: tech.user.id, name: 'A', address: 'B' });
    expect(technician.statusCode).toBe(400);
    expect(technician.json()).toMatchObject({ message: SITE_TEXTS.clientNotFound, field: 'userId' });
    expect((await kit.get(`/api/admin/sites/${UNKNOWN_ID}`, admin)).statusCode).toBe(404);
  });
});

describe('a tag’s site and place (PATCH /api/admin/bracelets/{id})', () => {
  let site: Site;
  let otherSite: Site;
  let tag: Tag;

  beforeAll(async () => {
    site = (await createSite(admin, { userId: client.user.id, name: 'Torre Sul', address: 'Rua Sul, 1' })).json();
    otherSite = (await createSite(admin, { userId: otherClient.user.id, name: 'Galpão', address: 'Rod. 2' })).json();
    tag = await kit.makeEquipment('SIT00001', { serialNumber: 'SN-SIT-1', nextService: kit.day(3) });
    await kit.assignTo(tag.id, client.user.id);
    const elsewhere = await kit.makeEquipment('SIT00002', { nextService: kit.day(1) });
    await kit.assignTo(elsewhere.id, client.user.id);
  });

  it('places the equipment in its owner’s site, with its place; the tag answers both', async () => {
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}`, admin, {
      siteId: site.id,
      place: '  2º andar, corredor B ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Tag>()).toMatchObject({ siteId: site.id, siteName: 'Torre Sul', place: '2º andar, corredor B' });
    expect((await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json<Tag>()).toMatchObject({
      siteId: site.id,
      place: '2º andar, corredor B',
    });
    expect((await kit.get(`/api/admin/sites/${site.id}`, admin)).json<Site>().equipmentCount).toBe(1);
    const { equipment } = await t.app.services.sites.equipmentOfSite(site.id);
    expect(equipment.map((row) => [row.code, row.place])).toEqual([['SIT00001', '2º andar, corredor B']]);
  });

  it('a site of another client is a 400 naming siteId; a place over 120 characters is a 400; USER: 403', async () => {
    const other = await kit.patch(`/api/admin/bracelets/${tag.id}`, admin, { siteId: otherSite.id });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: SITE_TEXTS.siteOfAnotherClient, field: 'siteId' });
    const long = await kit.patch(`/api/admin/bracelets/${tag.id}`, admin, { place: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(SITE_TEXTS.placeTooLong);
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}`, client, { place: 'x' })).statusCode).toBe(403);
    const unowned = await kit.makeEquipment('SIT00003');
    const noOwner = await kit.patch(`/api/admin/bracelets/${unowned.id}`, admin, { siteId: site.id });
    expect(noOwner.json()).toMatchObject({ message: SITE_TEXTS.tagWithoutOwner });
  });

  it('the technician’s equipment and the admin’s tags filter by site; the equipment names its site and place', async () => {
    const equipment = await kit.get(`/api/tecnico/equipment?siteId=${site.id}`, tech);
    expect(equipment.statusCode, equipment.body).toBe(200);
    const body = equipment.json<ListEquipmentResponse>();
    expect(body.items.map((item) => item.code)).toEqual(['SIT00001']);
    expect(body.items[0]).toMatchObject({ site: { id: site.id, name: 'Torre Sul' }, place: '2º andar, corredor B' });
    const all = await kit.get('/api/tecnico/equipment?search=SIT0000', tech);
    expect(all.json<ListEquipmentResponse>().items.length).toBe(3);
    const tags = await kit.get(`/api/admin/bracelets?siteId=${site.id}`, admin);
    expect(tags.json().items.map((item: Tag) => item.code)).toEqual(['SIT00001']);
    expect((await kit.get('/api/tecnico/equipment?siteId=nope', tech)).statusCode).toBe(400);
  });

  it('the tags report (CSV) lists one site’s tags with ?siteId', async () => {
    const generated = await kit.post('/api/admin/analytics/reports/generate', admin, {
      type: 'tags',
      format: 'csv',
      siteId: site.id,
    });
    expect(generated.statusCode, generated.body).toBe(201);
    const file = await kit.get(generated.json().downloadUrl, admin);
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(['SIT00001']);
  });

  it('/t/{code} shows the site’s name and the place, never its address or CNPJ; the JSON twin too', async () => {
    await kit.patch(`/api/admin/sites/${site.id}`, admin, { cnpj: CNPJ });
    const page = await t.app.inject({ method: 'GET', url: '/t/SIT00001' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Torre Sul');
    expect(page.body).toContain('2º andar, corredor B');
    expect(page.body).not.toContain('Rua Sul, 1');
    expect(page.body).not.toContain('11222333000181');
    const json = await t.app.inject({ method: 'GET', url: '/api/public/tag/SIT00001' });
    expect(json.json().location).toEqual({ site: 'Torre Sul', place: '2º andar, corredor B' });
    expect(json.body).not.toContain('Rua Sul');
  });

  it('a tag that changes hands leaves its site; a deleted site leaves its tags without one, their place kept', async () => {
    const moved = await kit.makeEquipment('SIT00004');
    await kit.assignTo(moved.id, client.user.id);
    await kit.patch(`/api/admin/bracelets/${moved.id}`, admin, { siteId: site.id, place: 'Térreo' });
    const transferred = await kit.post(`/api/admin/tags/${moved.id}/transfer`, admin, {
      fromUserId: client.user.id,
      toUserId: otherClient.user.id,
    });
    expect(transferred.statusCode, transferred.body).toBe(200);
    expect((await kit.get(`/api/admin/bracelets/${moved.id}`, admin)).json<Tag>()).toMatchObject({
      siteId: null,
      place: 'Térreo',
    });

    const deleted = await kit.del(`/api/admin/sites/${site.id}`, admin);
    expect(deleted.statusCode).toBe(204);
    expect((await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json<Tag>()).toMatchObject({
      siteId: null,
      place: '2º andar, corredor B',
    });
    expect((await kit.get(`/api/admin/sites/${site.id}`, admin)).statusCode).toBe(404);
  });
});
