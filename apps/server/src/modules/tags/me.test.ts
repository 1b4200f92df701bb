import { beforeAll, describe, expect, it } from 'vitest';
import { TAG_TEXTS } from '@portal/shared';
import { sharedTestApp } from '../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

const t = sharedTestApp();
const kit = tagTestKit(t);
let admin: SignedIn;
let owner: SignedIn;
let stranger: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
  owner = await t.createUser('USER', { name: 'Dono' });
  stranger = await t.createUser('USER', { name: 'Estranho' });
});

describe('GET /api/me/bracelets', () => {
  it('lists only the own tags as { items, pagination }, 50 a page by default, with search and status filters', async () => {
    const mine1 = await kit.makeTag({ code: 'MINE0001', status: 'ACTIVE' });
    const mine2 = await kit.makeTag({ code: 'MINE0002', status: 'LOST' });
    const theirs = await kit.makeTag({ code: 'MINE0003' });
    await kit.assignTo(mine1.id, owner.user.id);
    await kit.assignTo(mine2.id, owner.user.id);
    await kit.assignTo(theirs.id, stranger.user.id);

    const res = await kit.get('/api/me/bracelets?sortBy=code&sortOrder=asc', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((tag: { code: string }) => tag.code)).toEqual(['MINE0001', 'MINE0002']);
    expect(res.json().pagination).toEqual({ page: 1, limit: 50, total: 2, totalPages: 1 });
    expect(
      (await kit.get('/api/me/bracelets?status=LOST', owner)).json().items.map((tag: { code: string }) => tag.code),
    ).toEqual(['MINE0002']);
    expect((await kit.get('/api/me/bracelets?search=0003', owner)).json().items).toEqual([]);
    // Asking for someone else's tags still answers only the own ones.
    const spoof = await kit.get(`/api/me/bracelets?assignedUserId=${stranger.user.id}&assigned=UNASSIGNED`, owner);
    expect(spoof.json().pagination.total).toBe(2);
  });

  it('an account without tags gets an empty list (Nenhuma tag atribuída); users only (docs/ARCHITECTURE.md); no token 401', async () => {
    const newcomer = await t.createUser('USER');
    expect((await kit.get('/api/me/bracelets', newcomer)).json()).toEqual({
      items: [],
      pagination: { page: 1, limit: 50, total: 0, totalPages: 1 },
    });
    const tech = await t.createUser('TECHNICIAN');
    expect((await kit.get('/api/me/bracelets', tech)).statusCode).toBe(403);
    expect((await kit.get('/api/me/bracelets', admin)).statusCode).toBe(403);
    expect((await kit.get('/api/me/bracelets', null)).statusCode).toBe(401);
  });
});

describe('GET /api/me/bracelets/:id and /:id/history (the user edit-tag screen)', () => {
  it('answers an own tag by id or by code; another user’s tag and an unknown one are both 404 TAG_NOT_FOUND (issue 21)', async () => {
    const tag = await kit.makeTag({ code: 'VIEW0001' });
    await kit.assignTo(tag.id, owner.user.id);
    expect((await kit.get(`/api/me/bracelets/${tag.id}`, owner)).json()).toMatchObject({
      id: tag.id,
      code: 'VIEW0001',
      assignedUserName: 'Dono',
    });
    expect((await kit.get('/api/me/bracelets/view0001', owner)).json().id).toBe(tag.id);
    const denied = await kit.get(`/api/me/bracelets/${tag.id}`, stranger);
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toEqual({ code: 'TAG_NOT_FOUND', message: TAG_TEXTS.notFound });
    expect((await kit.get(`/api/me/bracelets/${'-'.repeat(36)}`, owner)).statusCode).toBe(404);
    const missing = await kit.get(`/api/me/bracelets/${UNKNOWN_ID}`, owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Tag não encontrada.');
  });

  it('history shows the events since the tag became the owner’s, newest first, limit 10 by ?limit', async () => {
    const tag = await kit.makeTag({ code: 'VIEW0002' });
    await kit.assignTo(tag.id, stranger.user.id);
    await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: owner.user.id,
      conflictMode: 'TRANSFER',
    });
    await kit.patch(`/api/me/bracelets/${tag.id}/meta`, owner, { meta: { nickname: 'Minha' } });
    const events = (await kit.get(`/api/me/bracelets/${tag.id}/history?limit=10`, owner)).json();
    expect(events.map((event: { action: string }) => event.action)).toEqual(['META_UPDATED', 'TRANSFERRED']);
    expect((await kit.get(`/api/me/bracelets/${tag.id}/history`, stranger)).statusCode).toBe(404);
  });
});

describe('POST /api/me/bracelets/claim {code, activationCode}: self-assign an unassigned tag', () => {
  it('assigns the tag to the signed-in user, by code and activation code in any case, and records it', async () => {
    const tag = await kit.makeTag({ code: 'CLAIM001' });
    const activationCode = (await kit.activationCodeOf(tag.id)).toLowerCase();
    const res = await kit.post('/api/me/bracelets/claim', owner, { code: ' claim001 ', activationCode });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tag.id, assignedUserId: owner.user.id, assignedUserName: 'Dono' });
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(event).toMatchObject({
      action: 'ASSIGNED',
      toUserId: owner.user.id,
      actorUserId: owner.user.id,
      notes: 'Atribuída pelo próprio usuário',
    });
  });

  it("empty code 400 'Selecione ou informe um código'", async () => {
    const empty = await kit.post('/api/me/bracelets/claim', owner, { code: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Selecione ou informe um código');
  });

  it('a tag of someone else is 409 without revealing the owner; an own tag is 409 too', async () => {
    const tag = await kit.makeTag({ code: 'CLAIM002' });
    await kit.assignTo(tag.id, stranger.user.id);
    const claim = await kit.claimBodyOf(tag);
    const taken = await kit.post('/api/me/bracelets/claim', owner, claim);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'ALREADY_ASSIGNED', message: 'Esta tag já está atribuída a outro usuário.' });
    const own = await kit.post('/api/me/bracelets/claim', stranger, claim);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ code: 'SAME_USER', message: 'Esta tag já está atribuída a você.' });
    expect((await kit.post('/api/me/bracelets/claim', null, claim)).statusCode).toBe(401);
  });
});

describe('POST /api/me/bracelets/:id/unassign', () => {
  it('the owner unassigns an own tag; another user gets 404 (as a missing tag) and the tag stays', async () => {
    const tag = await kit.makeTag({ code: 'UNMINE01' });
    await kit.assignTo(tag.id, owner.user.id);
    const denied = await kit.post(`/api/me/bracelets/${tag.id}/unassign`, stranger, {});
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('TAG_NOT_FOUND');
    const res = await kit.post(`/api/me/bracelets/${tag.id}/unassign`, owner, { reason: 'Não uso mais' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ assignedUserId: null });
    const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(event).toMatchObject({
      action: 'UNASSIGNED',
      fromUserId: owner.user.id,
      actorUserId: owner.user.id,
      notes: 'Não uso mais',
    });
    // Once released it is nobody's: unassigning again is not the owner's to do.
    expect((await kit.post(`/api/me/bracelets/${tag.id}/unassign`, owner, {})).statusCode).toBe(404);
    expect((await kit.post(`/api/me/bracelets/${UNKNOWN_ID}/unassign`, owner, {})).statusCode).toBe(404);
  });
});

describe('the previous owner stays private (fault 10)', () => {
  it("after a transfer the new owner's history shows the previous owner and the admin only as 'Outro usuário', without ids", async () => {
    const tag = await kit.makeTag({ code: 'PRIV0001' });
    await kit.assignTo(tag.id, stranger.user.id);
    await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: owner.user.id,
      conflictMode: 'TRANSFER',
    });
    const events = (await kit.get(`/api/me/bracelets/${tag.id}/history`, owner)).json();
    const transfer = events.find((event: { action: string }) => event.action === 'TRANSFERRED');
    expect(transfer).toMatchObject({
      fromUserId: null,
      fromUserName: 'Outro usuário',
      toUserId: owner.user.id,
      toUserName: 'Dono',
      actorUserId: null,
      actorName: 'Outro usuário',
    });
    expect(JSON.stringify(events)).not.toContain(stranger.user.id);
    expect(JSON.stringify(events)).not.toContain('Estranho');
    // The admin's history keeps every name.
    const [adminView] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
    expect(adminView).toMatchObject({ fromUserId: stranger.user.id, fromUserName: 'Estranho' });
  });
});
