import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createEventBus } from '../../lib/events.js';
import { createTagsService } from './service.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
let user: SignedIn;
let other: SignedIn;
beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Ana Admin' });
  user = await t.createUser('USER', { name: 'Bruno Dono' });
  other = await t.createUser('USER', { name: 'Carla Outra' });
});
afterAll(async () => t.close());

const codes = (body: { items: Array<{ code: string }> }) => body.items.map((item) => item.code);

describe('GET /api/admin/bracelets', () => {
  beforeAll(async () => {
    const a = await kit.makeTag({ code: 'BRL-A', type: 'B2B', status: 'ACTIVE' });
    await kit.makeTag({ code: 'BRL-B', type: 'B2C', status: 'LOST' });
    const c = await kit.makeTag({ code: 'BRL-C', type: 'B2B', status: 'BROKEN' });
    await kit.makeTag({ code: 'BRL-D', type: 'B2C', status: 'INACTIVE' });
    await kit.assignTo(a.id, user.user.id);
    await kit.assignTo(c.id, other.user.id);
  });

  it('answers { items, pagination } with search, type, status and assignment (ASSIGNED/UNASSIGNED) filters', async () => {
    const all = (await kit.get('/api/admin/bracelets?search=brl-&sortBy=code&sortOrder=asc', admin)).json();
    expect(codes(all)).toEqual(['BRL-A', 'BRL-B', 'BRL-C', 'BRL-D']);
    expect(all.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(all.items[0]).toMatchObject({ assignedUserName: 'Bruno Dono', assignedUserEmail: user.user.email });
    expect(
      codes((await kit.get('/api/admin/bracelets?search=BRL&type=B2B&sortBy=code&sortOrder=asc', admin)).json()),
    ).toEqual(['BRL-A', 'BRL-C']);
    expect(codes((await kit.get('/api/admin/bracelets?search=BRL&status=lost', admin)).json())).toEqual(['BRL-B']);
    expect(
      codes(
        (await kit.get('/api/admin/bracelets?search=BRL&assigned=UNASSIGNED&sortBy=code&sortOrder=asc', admin)).json(),
      ),
    ).toEqual(['BRL-B', 'BRL-D']);
    expect(
      codes(
        (await kit.get('/api/admin/bracelets?search=BRL&assigned=ASSIGNED&sortBy=code&sortOrder=asc', admin)).json(),
      ),
    ).toEqual(['BRL-A', 'BRL-C']);
  });

  it('a code typed in full comes first, so a lookup with limit 1 (the manual code of the assign dialog) finds it', async () => {
    await kit.makeTag({ code: 'EXACT001' });
    await kit.makeTag({ code: 'XEXACT001' }); // newer, and contains the code searched
    const first = (
      await kit.get('/api/admin/bracelets?search=exact001&sortBy=code&sortOrder=desc&page=1&limit=1', admin)
    ).json();
    expect(codes(first)).toEqual(['EXACT001']);
    expect(first.pagination.total).toBe(2);
    expect(
      codes((await kit.get('/api/admin/bracelets?search=EXACT00&sortBy=code&sortOrder=desc', admin)).json()),
    ).toEqual(['XEXACT001', 'EXACT001']);
  });

  it('sorts by code, type, status and createdAt, both ways', async () => {
    const list = async (query: string) =>
      codes((await kit.get(`/api/admin/bracelets?search=BRL&${query}`, admin)).json());
    expect(await list('sortBy=code&sortOrder=desc')).toEqual(['BRL-D', 'BRL-C', 'BRL-B', 'BRL-A']);
    expect((await list('sortBy=status&sortOrder=asc')).slice(0, 2)).toEqual(['BRL-A', 'BRL-C']); // ACTIVE, BROKEN, INACTIVE, LOST
    expect(await list('sortBy=status&sortOrder=asc')).toEqual(['BRL-A', 'BRL-C', 'BRL-D', 'BRL-B']);
    const byType = await list('sortBy=type&sortOrder=asc');
    expect(byType.slice(0, 2).sort()).toEqual(['BRL-A', 'BRL-C']);
    const newest = await list('sortBy=createdAt&sortOrder=desc');
    const oldest = await list('sortBy=createdAt&sortOrder=asc');
    expect(newest).toEqual([...oldest].reverse());
  });

  it('refuses unknown sort fields, orders and assignment filters with pt-BR messages', async () => {
    const bad = async (query: string) => (await kit.get(`/api/admin/bracelets?${query}`, admin)).json();
    expect(await bad('sortBy=nome')).toMatchObject({
      field: 'sortBy',
      message: 'sortBy inválido. Use code, type, status ou createdAt.',
    });
    expect(await bad('sortOrder=up')).toMatchObject({
      field: 'sortOrder',
      message: 'sortOrder inválido. Use asc ou desc.',
    });
    expect(await bad('assigned=talvez')).toMatchObject({
      field: 'assigned',
      message: 'assigned inválido. Use ASSIGNED ou UNASSIGNED.',
    });
    expect(await bad('type=B2X')).toMatchObject({ field: 'type', message: 'Tipo inválido. Use B2C ou B2B.' });
  });

  it('is for admins only', async () => {
    expect((await kit.get('/api/admin/bracelets', user)).statusCode).toBe(403);
    expect((await kit.get('/api/admin/bracelets', null)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/bracelets/generate-code', () => {
  it('answers {code}: 8 characters A-Z0-9, different each time; ?prefix starts the code', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const { code } = (await kit.get('/api/admin/bracelets/generate-code', admin)).json();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      seen.add(code);
    }
    expect(seen.size).toBe(5);
    const prefixed = (await kit.get('/api/admin/bracelets/generate-code?prefix=ab&type=B2B', admin)).json();
    expect(prefixed.code).toMatch(/^AB[A-Z0-9]{6}$/);
  });

  it('never answers an existing code: a generated candidate that is taken is skipped', async () => {
    await kit.makeTag({ code: 'TAKEN001' });
    const candidates = ['TAKEN001', 'TAKEN001', 'FREE0001'];
    const service = createTagsService({
      db: t.database.db,
      users: t.app.services.users,
      generateCode: () => candidates.shift() ?? 'FREE0002',
      addressKey: (address) => address,
      events: createEventBus(t.app.log),
    });
    expect(await service.generateCode()).toEqual({ code: 'FREE0001' });
  });

  it('refuses a prefix over 4 characters with a pt-BR message; 403 for users', async () => {
    const res = await kit.get('/api/admin/bracelets/generate-code?prefix=ABCDE', admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O prefixo deve ter no máximo 4 caracteres (letras e números).');
    expect((await kit.get('/api/admin/bracelets/generate-code', user)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/bracelets (single creation)', () => {
  it('without a code generates one; defaults physicalType NFC and type B2C (INACTIVE)', async () => {
    const res = await kit.post('/api/admin/bracelets', admin, {});
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'B2C',
      physicalType: 'NFC',
      status: 'INACTIVE',
      meta: { physicalType: 'NFC' },
    });
    expect(res.json().code).toMatch(/^[A-Z0-9]{8}$/);
    expect((await kit.post('/api/admin/bracelets', admin, { code: '' })).json().code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('a B2B tag starts ACTIVE, physicalType is mirrored in meta, meta dates are cut to 10 characters', async () => {
    const res = await kit.post('/api/admin/bracelets', admin, {
      code: 'b2b-0001',
      type: 'B2B',
      physicalType: 'ble',
      meta: {
        serialNumber: 'SN-1',
        nextService: '2026-05-01T12:00:00.000Z',
        maintenance: [{ when: '2025-01-02T08:00', note: 'Revisão' }],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'B2B-0001',
      type: 'B2B',
      physicalType: 'BLE',
      status: 'ACTIVE',
      meta: {
        serialNumber: 'SN-1',
        nextService: '2026-05-01',
        maintenance: [{ date: '2025-01-02', description: 'Revisão' }],
        physicalType: 'BLE',
      },
    });
  });

  it("409 on a duplicate code: 'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.'", async () => {
    await kit.makeTag({ code: 'BRDUP001' });
    const res = await kit.post('/api/admin/bracelets', admin, { code: 'brdup001', type: 'B2C', physicalType: 'NFC' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Código já existente. Clique em Gerar código ou deixe vazio para gerar automático.',
    );
  });

  it('bad type, physical type or meta dates are 400 with pt-BR messages', async () => {
    expect((await kit.post('/api/admin/bracelets', admin, { type: 'B2X' })).json()).toMatchObject({
      field: 'type',
      message: 'Tipo inválido. Use B2C ou B2B.',
    });
    expect((await kit.post('/api/admin/bracelets', admin, { physicalType: 'RFID' })).json()).toMatchObject({
      message: 'Tipo físico inválido. Use NFC, QR ou BLE.',
    });
    const date = await kit.post('/api/admin/bracelets', admin, { meta: { nextService: '15/13/2025' } });
    expect(date.statusCode).toBe(400);
    expect(date.json()).toMatchObject({
      field: 'meta.nextService',
      message: 'nextService deve estar no formato YYYY-MM-DD.',
    });
    expect((await kit.post('/api/admin/bracelets', user, {})).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/bracelets/:id/assign', () => {
  it('assigns a free tag; BLOCK (default) on a tag of someone else is 409 ALREADY_ASSIGNED with assignedUserName', async () => {
    const tag = await kit.makeTag({ code: 'PAS00001' });
    const first = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: user.user.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ assignedUserId: user.user.id, assignedUserName: 'Bruno Dono' });
    const blocked = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: other.user.id,
      conflictMode: 'BLOCK',
    });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'ALREADY_ASSIGNED',
      assignedUserId: user.user.id,
      assignedUserName: 'Bruno Dono',
    });
  });

  it('TRANSFER moves ownership and records a transfer from the old to the new owner', async () => {
    const tag = await kit.makeTag({ code: 'PAS00002' });
    await kit.assignTo(tag.id, user.user.id);
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: other.user.id,
      conflictMode: 'TRANSFER',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assignedUserId: other.user.id, assignedUserName: 'Carla Outra' });
    const [record] = (await kit.get(`/api/admin/bracelets/${tag.id}/transfers`, admin)).json();
    expect(record).toMatchObject({
      action: 'TRANSFERRED',
      braceletId: tag.id,
      fromUserId: user.user.id,
      fromUserName: 'Bruno Dono',
      toUserId: other.user.id,
      toUserName: 'Carla Outra',
    });
  });

  it('assigning to the current owner is 409 SAME_USER (not a transfer question); bad conflictMode 400; unknown user 404', async () => {
    const tag = await kit.makeTag({ code: 'PAS00003' });
    await kit.assignTo(tag.id, user.user.id);
    const same = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: user.user.id,
      conflictMode: 'TRANSFER',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ code: 'SAME_USER', message: 'A tag já está atribuída a este usuário.' });
    const mode = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: other.user.id,
      conflictMode: 'FORCE',
    });
    expect(mode.json()).toMatchObject({
      field: 'conflictMode',
      message: 'conflictMode inválido. Use BLOCK ou TRANSFER.',
    });
    const unknown = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: UNKNOWN_ID,
      conflictMode: 'TRANSFER',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Usuário não encontrado.');
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, user, { userId: user.user.id })).statusCode).toBe(
      403,
    );
    expect(
      (await kit.patch(`/api/admin/bracelets/${UNKNOWN_ID}/assign`, admin, { userId: user.user.id })).statusCode,
    ).toBe(404);
  });
});

describe('PATCH /api/admin/bracelets/:id/status', () => {
  it('switches to any status other than the current one and records it', async () => {
    const tag = await kit.makeTag({ code: 'STS00001' });
    for (const status of ['ACTIVE', 'LOST', 'BROKEN', 'INACTIVE']) {
      const res = await kit.patch(`/api/admin/bracelets/${tag.id}/status`, admin, { status: status.toLowerCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    const events = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(events.slice(0, 4).map((event: { status: string }) => event.status)).toEqual([
      'INACTIVE',
      'BROKEN',
      'LOST',
      'ACTIVE',
    ]);
  });

  it('the current status is 409; an unknown status 400; an unknown tag 404; users 403', async () => {
    const tag = await kit.makeTag({ code: 'STS00002', status: 'LOST' });
    const same = await kit.patch(`/api/admin/bracelets/${tag.id}/status`, admin, { status: 'LOST' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({
      code: 'SAME_STATUS',
      message: 'A tag já está com este status. Escolha outro status.',
    });
    const bad = await kit.patch(`/api/admin/bracelets/${tag.id}/status`, admin, { status: 'DAMAGED' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status inválido. Use ACTIVE, INACTIVE, LOST ou BROKEN.');
    expect((await kit.patch(`/api/admin/bracelets/${UNKNOWN_ID}/status`, admin, { status: 'ACTIVE' })).statusCode).toBe(
      404,
    );
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/status`, user, { status: 'ACTIVE' })).statusCode).toBe(403);
  });
});

describe('GET /api/admin/bracelets/:id/transfers', () => {
  it('lists only the ownership records (assign, transfer, unassign), newest first, at most 20', async () => {
    const tag = await kit.makeTag({ code: 'TRS00001' });
    const svc = t.app.services.tags;
    const actor = { id: admin.user.id, name: 'Ana Admin', role: 'ADMIN' as const };
    for (let i = 0; i < 11; i += 1) {
      await svc.assign(tag.id, { userId: user.user.id, conflictMode: 'BLOCK' }, actor);
      await svc.unassign(tag.id, { reason: `volta ${i}` }, actor);
    }
    await svc.setStatus(tag.id, 'ACTIVE', actor);
    const records = (await kit.get(`/api/admin/bracelets/${tag.id}/transfers`, admin)).json();
    expect(records).toHaveLength(20);
    expect(records[0]).toMatchObject({ action: 'UNASSIGNED', notes: 'volta 10', fromUserName: 'Bruno Dono' });
    expect(Object.keys(records[0])).toEqual(
      expect.arrayContaining(['id', 'braceletId', 'fromUserId', 'fromUserName', 'toUserId', 'toUserName', 'createdAt']),
    );
    expect(records.every((record: { action: string }) => record.action !== 'STATUS_CHANGED')).toBe(true);
    expect((await kit.get(`/api/admin/bracelets/${UNKNOWN_ID}/transfers`, admin)).statusCode).toBe(404);
  });
});
