import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_TEXTS } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
let user: SignedIn;
let tech: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Admin' });
  user = await t.createUser('USER', { name: 'Bruno Dono' });
  tech = await t.createUser('TECHNICIAN');
});
afterAll(async () => t.close());

const TAG_KEYS = [
  'assignedAt',
  'assignedUserEmail',
  'assignedUserId',
  'assignedUserName',
  'code',
  'createdAt',
  'id',
  // Lost mode (issue 13): null while the tag is not LOST.
  'lost',
  'meta',
  'nfcCode',
  'notes',
  'physicalType',
  'profile',
  'scanDigest',
  'status',
  'type',
  'updatedAt',
];

describe('POST /api/admin/tags (Nova Tag)', () => {
  it('creates a tag with the code trimmed and upper-cased, INACTIVE by default, and answers 201 with the tag', async () => {
    const res = await kit.post('/api/admin/tags', admin, { code: '  nova0001 ', notes: 'Caixa 1' });
    expect(res.statusCode).toBe(201);
    const tag = res.json();
    expect(Object.keys(tag).sort()).toEqual(TAG_KEYS);
    expect(tag).toMatchObject({
      code: 'NOVA0001',
      nfcCode: 'NOVA0001',
      status: 'INACTIVE',
      type: 'B2C',
      physicalType: 'NFC',
      notes: 'Caixa 1',
      assignedUserId: null,
      // An unassigned tag opens no profile.
      profile: null,
      lost: null,
      scanDigest: false,
    });
    expect(tag.meta).toEqual({ physicalType: 'NFC' });
  });

  it("the code is required: 'O código NFC é obrigatório.'", async () => {
    for (const payload of [{}, { code: '' }, { code: '   ' }]) {
      const res = await kit.post('/api/admin/tags', admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'O código NFC é obrigatório.',
        field: 'code',
      });
    }
  });

  it("a duplicate code is 409 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.'", async () => {
    await kit.makeTag({ code: 'DUPL0001' });
    const res = await kit.post('/api/admin/tags', admin, { code: 'dupl0001' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'DUPLICATE_CODE',
      message: 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.',
    });
  });

  it('a code with spaces or symbols is 400 with a pt-BR message', async () => {
    const res = await kit.post('/api/admin/tags', admin, { code: 'ab cd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'O código deve ter até 64 caracteres: letras, números, hífen, ponto ou sublinhado.',
    );
  });

  it('only admins: a user or technician gets 403 Acesso negado, no token 401', async () => {
    expect((await kit.post('/api/admin/tags', user, { code: 'X1' })).json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Acesso negado',
    });
    expect((await kit.post('/api/admin/tags', tech, { code: 'X1' })).statusCode).toBe(403);
    expect((await kit.post('/api/admin/tags', null, { code: 'X1' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/tags', () => {
  it('lists { tags, pagination } with the owner name and email joined, filtered by status, search (code or id) and assignedUserId', async () => {
    const owned = await kit.makeTag({ code: 'LIST0001', status: 'ACTIVE' });
    await kit.assignTo(owned.id, user.user.id);
    await kit.makeTag({ code: 'LIST0002', status: 'LOST' });
    await kit.makeTag({ code: 'LIST0003', status: 'BROKEN' });

    const all = (await kit.get('/api/admin/tags?search=list&sortBy=code&sortOrder=desc', admin)).json();
    expect(all.tags.map((tag: { code: string }) => tag.code)).toEqual(['LIST0003', 'LIST0002', 'LIST0001']);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 3, totalPages: 1 });
    expect(all.tags[2]).toMatchObject({
      assignedUserId: user.user.id,
      assignedUserName: 'Bruno Dono',
      assignedUserEmail: user.user.email,
    });

    expect(
      (await kit.get('/api/admin/tags?search=list&status=LOST', admin))
        .json()
        .tags.map((tag: { code: string }) => tag.code),
    ).toEqual(['LIST0002']);
    expect((await kit.get('/api/admin/tags?search=list&status=all', admin)).json().pagination.total).toBe(3);
    expect(
      (await kit.get(`/api/admin/tags?assignedUserId=${user.user.id}`, admin))
        .json()
        .tags.map((tag: { id: string }) => tag.id),
    ).toEqual([owned.id]);
    expect(
      (await kit.get(`/api/admin/tags?search=${owned.id}`, admin)).json().tags.map((tag: { code: string }) => tag.code),
    ).toEqual(['LIST0001']);
  });

  it("search by id also takes the start of the id, as the cards show it ('ID 1a2b3c4d')", async () => {
    const tag = await kit.makeTag({ code: 'IDPFX001' });
    const ids = async (search: string) =>
      (await kit.get(`/api/admin/tags?search=${search}`, admin)).json().tags.map((row: { id: string }) => row.id);
    expect(await ids(tag.id.slice(0, 8))).toEqual([tag.id]);
    expect(await ids(tag.id.slice(0, 13).toUpperCase())).toEqual([tag.id]);
    expect(await ids(tag.id)).toEqual([tag.id]);
    // Too short to name an id: only codes are searched.
    expect(await ids(tag.id.slice(0, 4))).not.toContain(tag.id);
  });

  it('pages 20 at a time with totalPages (Página X de Y)', async () => {
    for (let i = 0; i < 23; i += 1) await kit.makeTag({ code: `PAGE${String(i).padStart(4, '0')}` });
    const first = (await kit.get('/api/admin/tags?search=PAGE', admin)).json();
    expect(first.tags).toHaveLength(20);
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
    const second = (await kit.get('/api/admin/tags?search=PAGE&page=2', admin)).json();
    expect(second.tags).toHaveLength(3);
  });

  it('the total follows every write at once (create, assign, status, delete)', async () => {
    const total = async (query: string) =>
      (await kit.get(`/api/admin/tags?search=FRESH&${query}`, admin)).json().pagination.total;
    expect(await total('')).toBe(0);
    const created = await kit.post('/api/admin/tags', admin, { code: 'FRESH001' });
    expect(await total('')).toBe(1);
    expect(await total('status=ACTIVE')).toBe(0);
    await kit.patch(`/api/admin/bracelets/${created.json().id}/status`, admin, { status: 'ACTIVE' });
    expect(await total('status=ACTIVE')).toBe(1);
    expect(await total(`assignedUserId=${user.user.id}`)).toBe(0);
    await kit.post(`/api/admin/tags/${created.json().id}/assign`, admin, { userId: user.user.id });
    expect(await total(`assignedUserId=${user.user.id}`)).toBe(1);
    await kit.del(`/api/admin/tags/${created.json().id}`, admin);
    expect(await total('')).toBe(0);
  });

  it('treats LIKE wildcards as text and refuses a bad status with a pt-BR message', async () => {
    expect((await kit.get('/api/admin/tags?search=%25', admin)).json().pagination.total).toBe(0);
    const bad = await kit.get('/api/admin/tags?status=PERDIDA', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'status',
      message: 'Status inválido. Use ACTIVE, INACTIVE, LOST ou BROKEN.',
    });
  });

  it('a user token is 403', async () => {
    expect((await kit.get('/api/admin/tags', user)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/tags/stats', () => {
  it('counts total, available (ACTIVE), assigned, lost and damaged (BROKEN)', async () => {
    const before = (await kit.get('/api/admin/tags/stats', admin)).json();
    const a = await kit.makeTag({ code: 'STAT0001', status: 'ACTIVE' });
    await kit.assignTo(a.id, user.user.id);
    await kit.makeTag({ code: 'STAT0002', status: 'ACTIVE' });
    await kit.makeTag({ code: 'STAT0003', status: 'LOST' });
    await kit.makeTag({ code: 'STAT0004', status: 'BROKEN' });
    await kit.makeTag({ code: 'STAT0005', status: 'INACTIVE' });
    const after = (await kit.get('/api/admin/tags/stats', admin)).json();
    expect(after).toEqual({
      total: before.total + 5,
      available: before.available + 2,
      assigned: before.assigned + 1,
      lost: before.lost + 1,
      damaged: before.damaged + 1,
    });
    expect((await kit.get('/api/admin/tags/stats', user)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/tags/:id', () => {
  it("answers the tag, 404 'Tag não encontrada.' for an unknown id, 400 for a malformed id", async () => {
    const tag = await kit.makeTag({ code: 'GET00001' });
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json()).toMatchObject({ id: tag.id, code: 'GET00001' });
    const missing = await kit.get(`/api/admin/tags/${UNKNOWN_ID}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' });
    expect((await kit.get('/api/admin/tags/123', admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/tags/:id (edit tag)', () => {
  it('changes code and status ({code, status}), recording a status event and an update event', async () => {
    const tag = await kit.makeTag({ code: 'EDIT0001' });
    const res = await kit.put(`/api/admin/tags/${tag.id}`, admin, { code: 'edit0001b', status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'EDIT0001B', status: 'ACTIVE' });
    const history = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(history.map((event: { action: string }) => event.action)).toEqual(['UPDATED', 'STATUS_CHANGED', 'CREATED']);
    expect(history[1]).toMatchObject({ status: 'ACTIVE', previousStatus: 'INACTIVE', actorName: 'Ana Admin' });
    expect(history[0].notes).toBe('código EDIT0001 → EDIT0001B');
  });

  it('accepts the other form {nfcCode, status}', async () => {
    const tag = await kit.makeTag({ code: 'EDIT0002' });
    const res = await kit.put(`/api/admin/tags/${tag.id}`, admin, { nfcCode: 'EDIT0002X', status: 'LOST' });
    expect(res.json()).toMatchObject({ code: 'EDIT0002X', nfcCode: 'EDIT0002X', status: 'LOST' });
  });

  it("Código NFC is required (400 'O código NFC é obrigatório.'), a taken code is 409, an unknown id 404", async () => {
    const tag = await kit.makeTag({ code: 'EDIT0003' });
    await kit.makeTag({ code: 'EDIT0004' });
    const missing = await kit.put(`/api/admin/tags/${tag.id}`, admin, { status: 'ACTIVE' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'O código NFC é obrigatório.', field: 'code' });
    const taken = await kit.put(`/api/admin/tags/${tag.id}`, admin, { code: 'EDIT0004' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('DUPLICATE_CODE');
    expect((await kit.put(`/api/admin/tags/${UNKNOWN_ID}`, admin, { code: 'ZZZ' })).statusCode).toBe(404);
    expect((await kit.put(`/api/admin/tags/${tag.id}`, user, { code: 'ZZZ' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/admin/tags/:id', () => {
  it('deletes the tag with its history (204); then 404', async () => {
    const tag = await kit.makeTag({ code: 'DEL00001' });
    expect((await kit.del(`/api/admin/tags/${tag.id}`, user)).statusCode).toBe(403);
    const res = await kit.del(`/api/admin/tags/${tag.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).statusCode).toBe(404);
    expect((await kit.del(`/api/admin/tags/${tag.id}`, admin)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/tags/:id/assign, /transfer, /unassign', () => {
  it('assign {userId, notes} records who and when; a tag of someone else is 409 ALREADY_ASSIGNED with the name', async () => {
    const tag = await kit.makeTag({ code: 'ASG00001' });
    const res = await kit.post(`/api/admin/tags/${tag.id}/assign`, admin, {
      userId: user.user.id,
      notes: 'Entregue na recepção',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assignedUserId: user.user.id, assignedUserName: 'Bruno Dono' });
    expect(res.json().assignedAt).toEqual(expect.any(String));

    const other = await t.createUser('USER', { name: 'Carla Outra' });
    const blocked = await kit.post(`/api/admin/tags/${tag.id}/assign`, admin, { userId: other.user.id });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({
      code: 'ALREADY_ASSIGNED',
      message: 'Esta bracelete já está atribuída a Bruno Dono.',
      assignedUserId: user.user.id,
      assignedUserName: 'Bruno Dono',
    });
  });

  it("an unknown user is 404 'Usuário não encontrado.', a missing userId 400 'Selecione um usuário.'", async () => {
    const tag = await kit.makeTag({ code: 'ASG00002' });
    const unknown = await kit.post(`/api/admin/tags/${tag.id}/assign`, admin, { userId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' });
    const missing = await kit.post(`/api/admin/tags/${tag.id}/assign`, admin, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'userId', message: 'Selecione um usuário.' });
    expect((await kit.post(`/api/admin/tags/${UNKNOWN_ID}/assign`, admin, { userId: user.user.id })).statusCode).toBe(
      404,
    );
  });

  it('transfer {fromUserId, toUserId, reason, notes} moves ownership and writes a transfer event with both names', async () => {
    const tag = await kit.makeTag({ code: 'TRF00001' });
    await kit.assignTo(tag.id, user.user.id);
    const target = await t.createUser('USER', { name: 'Daniela Nova' });
    const res = await kit.post(`/api/admin/tags/${tag.id}/transfer`, admin, {
      fromUserId: user.user.id,
      toUserId: target.user.id,
      reason: 'Venda',
      notes: 'Com nota fiscal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assignedUserId: target.user.id, assignedUserName: 'Daniela Nova' });
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history?limit=1`, admin)).json();
    expect(event).toMatchObject({
      action: 'TRANSFERRED',
      fromUserId: user.user.id,
      fromUserName: 'Bruno Dono',
      toUserId: target.user.id,
      toUserName: 'Daniela Nova',
      notes: 'Venda — Com nota fiscal',
    });
  });

  it('transfer refuses a fromUserId that is not the owner, a toUserId that already owns it, and an unassigned tag (409)', async () => {
    const tag = await kit.makeTag({ code: 'TRF00002' });
    const free = await kit.makeTag({ code: 'TRF00003' });
    await kit.assignTo(tag.id, user.user.id);
    const other = await t.createUser('USER');
    const wrongFrom = await kit.post(`/api/admin/tags/${tag.id}/transfer`, admin, {
      fromUserId: other.user.id,
      toUserId: admin.user.id,
    });
    expect(wrongFrom.statusCode).toBe(409);
    expect(wrongFrom.json()).toEqual({
      code: 'OWNER_MISMATCH',
      message: 'O usuário de origem não é o dono atual desta tag.',
    });
    const same = await kit.post(`/api/admin/tags/${tag.id}/transfer`, admin, {
      fromUserId: user.user.id,
      toUserId: user.user.id,
    });
    expect(same.json()).toEqual({ code: 'SAME_USER', message: 'A tag já está atribuída a este usuário.' });
    const unassigned = await kit.post(`/api/admin/tags/${free.id}/transfer`, admin, {
      fromUserId: user.user.id,
      toUserId: other.user.id,
    });
    expect(unassigned.json()).toEqual({ code: 'NOT_ASSIGNED', message: 'Esta tag não está atribuída.' });
    expect(
      (await kit.post(`/api/admin/tags/${tag.id}/transfer`, admin, { fromUserId: user.user.id, toUserId: UNKNOWN_ID }))
        .statusCode,
    ).toBe(404);
  });

  it('unassign {reason} (or {notes}, or no body) frees the tag and records the previous owner', async () => {
    const tag = await kit.makeTag({ code: 'UNA00001' });
    await kit.assignTo(tag.id, user.user.id);
    const res = await kit.post(`/api/admin/tags/${tag.id}/unassign`, admin, { reason: 'Devolvida' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assignedUserId: null, assignedUserName: null, assignedAt: null });
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(event).toMatchObject({
      action: 'UNASSIGNED',
      fromUserId: user.user.id,
      fromUserName: 'Bruno Dono',
      notes: 'Devolvida',
    });

    await kit.assignTo(tag.id, user.user.id);
    const bare = await t.app.inject({ method: 'POST', url: `/api/admin/tags/${tag.id}/unassign`, headers: admin.auth });
    expect(bare.statusCode).toBe(200);
    const again = await kit.post(`/api/admin/tags/${tag.id}/unassign`, admin, { notes: 'de novo' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'NOT_ASSIGNED', message: 'Esta tag não está atribuída.' });
  });
});

describe('GET /api/admin/tags/:id/history', () => {
  it('answers the events newest first (action or status, notes, timestamp), limited by ?limit', async () => {
    const tag = await kit.makeTag({ code: 'HIS00001' });
    await kit.assignTo(tag.id, user.user.id);
    await kit.patch(`/api/admin/bracelets/${tag.id}/status`, admin, { status: 'ACTIVE' });
    const events = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(events.map((event: { action: string }) => event.action)).toEqual(['STATUS_CHANGED', 'ASSIGNED', 'CREATED']);
    expect(events[0]).toMatchObject({ status: 'ACTIVE', tagId: tag.id, braceletId: tag.id });
    expect(events[0].timestamp).toBe(events[0].createdAt);
    expect((await kit.get(`/api/admin/tags/${tag.id}/history?limit=2`, admin)).json()).toHaveLength(2);
    expect((await kit.get(`/api/admin/tags/${UNKNOWN_ID}/history`, admin)).statusCode).toBe(404);
    expect((await kit.get(`/api/admin/tags/${tag.id}/history?limit=0`, admin)).statusCode).toBe(400);
    expect((await kit.get(`/api/admin/tags/${tag.id}/history`, user)).statusCode).toBe(403);
  });
});

describe('bad input is a 4xx, never a 500', () => {
  it('NUL characters (which PostgreSQL cannot store) are dropped from text, and codes holding them are unknown', async () => {
    const nul = '\u0000';
    const tag = await kit.makeTag({ code: 'NUL00001', type: 'B2B' });
    await kit.assignTo(tag.id, user.user.id);

    const search = await kit.get(`/api/admin/tags?search=${encodeURIComponent(`NUL${nul}0000`)}`, admin);
    expect(search.statusCode).toBe(200);
    expect(search.json().tags.map((row: { code: string }) => row.code)).toEqual(['NUL00001']);

    const created = await kit.post('/api/admin/bracelets', admin, {
      notes: `caixa${nul} 1`,
      meta: {
        model: `M${nul}1`,
        [`chave${nul}`]: { a: `b${nul}` },
        customTabs: [{ title: 'T', content: `<p>o${nul}i</p>` }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      notes: 'caixa 1',
      meta: { model: 'M1', chave: { a: 'b' }, customTabs: [{ title: 'T', content: '<p>oi</p>' }] },
    });

    expect(
      (await kit.put(`/api/admin/tags/${tag.id}`, admin, { code: 'NUL00001', notes: `n${nul}` })).json().notes,
    ).toBe('n');
    expect(
      (await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, { meta: { location: `Sala${nul} 2` } })).json()
        .meta.location,
    ).toBe('Sala 2');
    expect(
      (await kit.patch(`/api/me/bracelets/${tag.id}/meta`, user, { meta: { serialNumber: `SN${nul}9` } })).json().meta
        .serialNumber,
    ).toBe('SN9');

    const bulk = (
      await kit.post('/api/admin/bracelets/bulk', admin, {
        items: [{ code: 'NULBULK1', notes: `x${nul}`, serialNumber: `S${nul}1` }],
      })
    ).json();
    expect(bulk).toMatchObject({ createdCount: 1, items: [{ notes: 'x', meta: { serialNumber: 'S1' } }] });

    const claim = await kit.post('/api/me/bracelets/claim', user, { code: `NUL${nul}1`, activationCode: 'ABCDEFGH' });
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toEqual({ code: 'INVALID_ACTIVATION', message: ACTIVATION_TEXTS.invalid });
    expect((await kit.get(`/api/me/bracelets/${encodeURIComponent(nul)}`, user)).statusCode).toBe(404);
    expect(await t.app.services.tags.findTagByCode(`NUL00001${nul}`)).toBeUndefined();

    const unassign = await kit.post(`/api/admin/tags/${tag.id}/unassign`, admin, { reason: `fim${nul}` });
    expect(unassign.statusCode).toBe(200);
  });

  it("a NUL in a top-level meta key is dropped from the key and from the event's 'Campos: ...' note", async () => {
    const tag = await kit.makeTag({ code: 'NULKEY01', type: 'B2B' });
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}/meta`, admin, {
      meta: { 'loca\u0000tion': 'Sala 3', 'mo\u0000del': 'X1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta).toMatchObject({ location: 'Sala 3', model: 'X1' });
    const history = await kit.get(`/api/admin/tags/${tag.id}/history`, admin);
    expect(history.json()[0]).toMatchObject({ action: 'META_UPDATED', notes: 'Campos: location, model' });
  });

  it('meta JSON nested too deep is a 400 naming the key', async () => {
    const body = `{"meta":{"extra":${'['.repeat(5000)}"fundo"${']'.repeat(5000)}}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/bracelets',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'meta.extra', message: 'extra tem níveis demais (máximo 8).' });
    const ok = await kit.post('/api/admin/bracelets', admin, { meta: { extra: { a: [1, { b: true }] } } });
    expect(ok.json().meta.extra).toEqual({ a: [1, { b: true }] });
  });
});
