import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINDER_LIMIT_PER_ADDRESS,
  PROBLEM_TEXTS,
  type ListProblemReportsResponse,
  type ProblemReport,
  type Site,
} from '@portal/shared';
import { adminMessages } from '../../db/tables/messages.js';
import { notices } from '../../db/tables/notices.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { cameraPhoto, tecnicoTestKit, type SignedIn } from '../../testing/maintenance.js';
import { multipart } from '../../testing/photos.js';

/**
 * Issue 44 item 6: 'Relatar um problema' on an equipment's /t/{code}, a plain form (urlencoded, or multipart with a
 * photo) that opens a chamado; the technicians take it, a record closes it, the site's client is told.
 */
let t: TestApp;
let kit: ReturnType<typeof tecnicoTestKit>;
let admin: SignedIn;
let tech: SignedIn;
let otherTech: SignedIn;
let client: SignedIn;
let site: Site;
let tagId: string;

const PHONE_TYPED = '(21) 99876-5432';
const PHONE_DIGITS = ['99876-5432', '998765432', '+5521998765432', '21998765432'];
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
let nextAddress = 10;
/** Each test from its own address: the finder form's limits (5 an hour per address) are tested on their own. */
const address = () => `198.51.100.${nextAddress++}`;

const postForm = (code: string, fields: Record<string, string>, ip = address()) =>
  t.app.inject({
    method: 'POST',
    url: `/t/${code}/problema`,
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

/** The form as a browser sends it with a file input: multipart (`multipart(...)` builds the body). */
const postMultipart = (code: string, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: `/t/${code}/problema`,
    remoteAddress: address(),
    headers: { 'user-agent': BROWSER, ...body.headers },
    payload: body.payload,
  });

const noPhoneIn = (body: string) => {
  for (const digits of PHONE_DIGITS) expect(body).not.toContain(digits);
};

const chamados = async (query = '') => {
  const res = await kit.get(`/api/tecnico/chamados${query}`, tech);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListProblemReportsResponse>();
};

beforeAll(async () => {
  t = await createTestApp();
  kit = tecnicoTestKit(t);
  admin = await t.createUser('ADMIN');
  tech = await t.createUser('TECHNICIAN', { name: 'Técnica Joana' });
  otherTech = await t.createUser('TECHNICIAN', { name: 'Técnico Paulo' });
  client = await t.createUser('USER', { name: 'Condomínio Aurora', email: 'sindico@aurora.com.br' });
  site = (
    await kit.post('/api/admin/sites', admin, { userId: client.user.id, name: 'Edifício Aurora', address: 'Rua A, 1' })
  ).json();
  const tag = await kit.makeEquipment('PRB00001', { serialNumber: 'SN-PRB-1' });
  await kit.assignTo(tag.id, client.user.id);
  await kit.patch(`/api/admin/bracelets/${tag.id}`, admin, { siteId: site.id, place: 'Garagem G2' });
  tagId = tag.id;
});
afterAll(async () => t.close());

describe('POST /t/{code}/problema', () => {
  it('the equipment’s /t carries the form (multipart, no script needed) and names the site and the place', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/t/PRB00001', headers: { 'user-agent': BROWSER } });
    expect(page.body).toContain('action="/t/PRB00001/problema#relatar-problema"');
    expect(page.body.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(page.body).toContain('name="tipo"');
    expect(page.body).toContain('Edifício Aurora');
    expect(page.body).toContain('Garagem G2');
  });

  it('urlencoded: opens a chamado, answers a pt-BR confirmation without the phone, tells the client and the admins', async () => {
    const res = await postForm('PRB00001', {
      tipo: 'VAZAMENTO',
      descricao: 'Pó saindo pela válvula',
      nome: 'Carlos Zelador',
      telefone: PHONE_TYPED,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(PROBLEM_TEXTS.sentTitle);
    expect(res.body).toContain(PROBLEM_TEXTS.sent);
    noPhoneIn(res.body);
    expect(res.body).not.toContain('Carlos Zelador');

    const list = await chamados('?status=ABERTO');
    const chamado = list.items.find((item) => item.description === 'Pó saindo pela válvula')!;
    expect(chamado).toMatchObject({
      code: 'PRB00001',
      kind: 'VAZAMENTO',
      siteId: site.id,
      siteName: 'Edifício Aurora',
      place: 'Garagem G2',
      reporterName: 'Carlos Zelador',
      reporterPhone: '+5521998765432',
      status: 'ABERTO',
      photoUrl: null,
    });
    expect(list.counts.open).toBeGreaterThanOrEqual(1);

    // The site's client: the bell line and the e-mail in the outbox (kind problem_report), never the phone.
    const queued = await t.database.db.select().from(notices).where(eq(notices.toUserId, client.user.id));
    expect(queued.map((row) => [row.kind, row.toAddress])).toEqual([['problem_report', 'sindico@aurora.com.br']]);
    expect(queued[0]!.text).toContain('Vazamento');
    expect(queued[0]!.text).toContain('Edifício Aurora — Garagem G2');
    noPhoneIn(queued[0]!.text);
    const bells = await t.database.db.select().from(adminMessages);
    expect(
      bells
        .filter((row) => row.title === PROBLEM_TEXTS.noticeTitle('PRB00001'))
        .map((row) => row.toRole)
        .sort(),
    ).toEqual(['ADMIN', 'USER']);

    // No public answer carries the phone: the page, its JSON twin.
    for (const url of ['/t/PRB00001', '/api/public/tag/PRB00001']) {
      const pub = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
      expect(pub.statusCode).toBe(200);
      noPhoneIn(pub.body);
      expect(pub.body).not.toContain('Carlos Zelador');
    }
  });

  it('multipart with a photo: the photo is stored (metadata stripped) and served to the technicians only', async () => {
    const photo = await cameraPhoto(1200, 900);
    const body = multipart([{ name: 'extintor.jpg', content: photo }], 'photo', {
      tipo: 'LACRE_ROMPIDO',
      descricao: 'Lacre partido no gatilho',
      telefone: '',
      nome: '',
    });
    const res = await postMultipart('PRB00001', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain(PROBLEM_TEXTS.sentTitle);
    const chamado = (await chamados()).items.find((item) => item.kind === 'LACRE_ROMPIDO')!;
    expect(chamado.photoUrl).toMatch(/^\/api\/tecnico\/chamados\/[0-9a-f-]+\/photo\?size=medium&exp=/);
    expect(chamado.reporterPhone).toBeNull();
    const image = await t.app.inject({ method: 'GET', url: chamado.photoUrl! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.includes(Buffer.from('PortalCam'))).toBe(false);
    const unsigned = `/api/tecnico/chamados/${chamado.id}/photo`;
    expect((await t.app.inject({ method: 'GET', url: unsigned })).statusCode).toBe(404);
    expect((await kit.get(unsigned, client)).statusCode).toBe(404);
    expect((await kit.get(unsigned, tech)).statusCode).toBe(200);
  });

  it('a multipart form with no photo chosen (an empty file part) is a chamado without a photo', async () => {
    const body = multipart([{ name: '', content: Buffer.alloc(0), type: 'application/octet-stream' }], 'photo', {
      tipo: 'ACESSO_OBSTRUIDO',
      descricao: 'Caixas na frente',
    });
    const res = await postMultipart('PRB00001', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect((await chamados()).items.find((item) => item.kind === 'ACESSO_OBSTRUIDO')!.photoUrl).toBeNull();
  });

  it('a description over 1,000 characters is a 413 page in pt-BR, urlencoded and multipart; nothing is opened', async () => {
    const before = (await chamados()).pagination.total;
    const long = await postForm('PRB00001', { tipo: 'OUTRO', descricao: 'a'.repeat(1001) });
    expect(long.statusCode).toBe(413);
    expect(long.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(long.body).toContain(PROBLEM_TEXTS.descriptionTooLong);
    const body = multipart([], 'photo', { tipo: 'OUTRO', descricao: 'b'.repeat(1001) });
    const viaMultipart = await postMultipart('PRB00001', body);
    expect(viaMultipart.statusCode).toBe(413);
    expect(viaMultipart.body).toContain(PROBLEM_TEXTS.descriptionTooLong);
    // Exactly 1,000, line breaks sent as CRLF counted as one: accepted.
    const fits = await postForm('PRB00001', { tipo: 'OUTRO', descricao: `${'c'.repeat(998)}\r\nd` });
    expect(fits.statusCode).toBe(200);
    expect((await chamados()).pagination.total).toBe(before + 1);
  });

  it('a missing kind or a phone that cannot be read is the page again (400) with the error beside the field', async () => {
    const res = await postForm('PRB00001', { tipo: '', descricao: 'x', telefone: PHONE_TYPED });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PROBLEM_TEXTS.kindRequired);
    const phone = await postForm('PRB00001', { tipo: 'OUTRO', descricao: 'x', telefone: '12' });
    expect(phone.statusCode).toBe(400);
    expect(phone.body).toContain('Telefone inválido');
    expect((await postForm('NAOEXISTE', { tipo: 'OUTRO', descricao: 'x' })).statusCode).toBe(404);
  });

  it(`the ${FINDER_LIMIT_PER_ADDRESS + 1}th report from one address within the hour is a 429 page`, async () => {
    const ip = '203.0.113.99';
    for (let index = 0; index < FINDER_LIMIT_PER_ADDRESS; index++)
      expect((await postForm('PRB00001', { tipo: 'SINALIZACAO' }, ip)).statusCode).toBe(200);
    const over = await postForm('PRB00001', { tipo: 'SINALIZACAO' }, ip);
    expect(over.statusCode).toBe(429);
    expect(over.body).toContain(PROBLEM_TEXTS.tooMany);
  });

  it('a person’s (B2C) tag takes no report: 404', async () => {
    await kit.makeTag({ code: 'PRB0B2C1' });
    expect((await postForm('PRB0B2C1', { tipo: 'OUTRO', descricao: 'x' })).statusCode).toBe(404);
  });
});

describe('the technicians’ chamados', () => {
  let chamado: ProblemReport;
  beforeAll(async () => {
    await postForm('PRB00001', { tipo: 'MANOMETRO_FORA_DA_FAIXA', descricao: 'Ponteiro no vermelho' });
    chamado = (await chamados()).items.find((item) => item.kind === 'MANOMETRO_FORA_DA_FAIXA')!;
  });

  it('a USER cannot list or change them (403); the list filters by site', async () => {
    expect((await kit.get('/api/tecnico/chamados', client)).statusCode).toBe(403);
    expect(
      (await kit.patch(`/api/tecnico/chamados/${chamado.id}`, client, { status: 'EM_ATENDIMENTO' })).statusCode,
    ).toBe(403);
    const bySite = await chamados(`?siteId=${site.id}`);
    expect(bySite.items.every((item) => item.siteId === site.id)).toBe(true);
    const otherSite = (
      await kit.post('/api/admin/sites', admin, { userId: client.user.id, name: 'Anexo', address: 'Rua B, 2' })
    ).json<Site>();
    expect((await chamados(`?siteId=${otherSite.id}`)).items).toEqual([]);
  });

  it('a technician takes it; another cannot take it from them (409); a record with outcome OK closes it', async () => {
    const taken = await kit.patch(`/api/tecnico/chamados/${chamado.id}`, tech, { status: 'EM_ATENDIMENTO' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<ProblemReport>()).toMatchObject({
      status: 'EM_ATENDIMENTO',
      technicianId: tech.user.id,
      technicianName: 'Técnica Joana',
    });
    const stolen = await kit.patch(`/api/tecnico/chamados/${chamado.id}`, otherTech, { status: 'EM_ATENDIMENTO' });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json().message).toBe(PROBLEM_TEXTS.alreadyTaken('Técnica Joana'));

    // Another technician's record, or one that leaves it to repair, closes nothing.
    for (const [who, outcome] of [
      [otherTech, 'OK'],
      [tech, 'NEEDS_REPAIR'],
    ] as const) {
      const other = await kit.post(`/api/tecnico/equipment/${tagId}/records`, who, {
        performedAt: kit.today,
        type: 'CORRETIVA',
        description: 'Verificação',
        outcome,
      });
      expect(other.statusCode, other.body).toBe(201);
      expect((await chamados()).items.find((item) => item.id === chamado.id)!.status).toBe('EM_ATENDIMENTO');
    }
    const record = await kit.post(`/api/tecnico/equipment/${tagId}/records`, tech, {
      performedAt: kit.today,
      type: 'CORRETIVA',
      description: 'Manômetro trocado',
      outcome: 'OK',
    });
    expect(record.statusCode, record.body).toBe(201);
    const closed = (await chamados()).items.find((item) => item.id === chamado.id)!;
    expect(closed).toMatchObject({ status: 'RESOLVIDO', recordId: record.json().record.id });
    expect(closed.resolvedAt).not.toBeNull();
  });

  it('resolving by hand: only who took it or an admin; a resolved chamado cannot be taken again (409)', async () => {
    await postForm('PRB00001', { tipo: 'EQUIPAMENTO_DANIFICADO', descricao: 'Amassado' });
    const fresh = (await chamados('?status=ABERTO')).items.find((item) => item.kind === 'EQUIPAMENTO_DANIFICADO')!;
    await kit.patch(`/api/tecnico/chamados/${fresh.id}`, tech, { status: 'EM_ATENDIMENTO' });
    expect((await kit.patch(`/api/tecnico/chamados/${fresh.id}`, otherTech, { status: 'RESOLVIDO' })).statusCode).toBe(
      403,
    );
    const resolved = await kit.patch(`/api/tecnico/chamados/${fresh.id}`, tech, { status: 'RESOLVIDO' });
    expect(resolved.json<ProblemReport>().status).toBe('RESOLVIDO');
    expect((await kit.patch(`/api/tecnico/chamados/${fresh.id}`, tech, { status: 'EM_ATENDIMENTO' })).statusCode).toBe(
      409,
    );
    expect((await kit.patch(`/api/tecnico/chamados/${fresh.id}`, tech, { status: 'FEITO' })).statusCode).toBe(400);
  });
});
