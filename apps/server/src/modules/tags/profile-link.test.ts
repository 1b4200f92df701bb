import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_TEXTS, TAG_TEXTS, type Tag } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

let t: TestApp;
let kit: ReturnType<typeof tagTestKit>;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let ownerPrimary: { id: string; name: string };
let otherPrimary: { id: string; name: string };
let seq = 0;
beforeAll(async () => {
  t = await createTestApp();
  kit = tagTestKit(t);
  admin = await t.createUser('ADMIN', { name: 'Admin Geral' });
  owner = await t.createUser('USER', { name: 'Ana Dona' });
  other = await t.createUser('USER', { name: 'Bruno Outro' });
  ownerPrimary = await kit.primaryProfile(owner.user.id, 'Ana Dona');
  otherPrimary = await kit.primaryProfile(other.user.id, 'Bruno Outro');
});
afterAll(async () => t.close());

const nextCode = () => `PRF${String((seq += 1)).padStart(5, '0')}`;
const refOf = (profile: { id: string; name: string; kind?: string; isPrimary?: boolean }) => ({
  id: profile.id,
  name: profile.name,
  kind: profile.kind ?? 'PERSON',
  isPrimary: profile.isPrimary ?? true,
});
/** A tag of `who`, assigned by the admin. */
async function tagOf(who: SignedIn, type: 'B2C' | 'B2B' = 'B2C'): Promise<Tag> {
  const tag = await kit.makeTag({ code: nextCode(), type });
  return kit.assignTo(tag.id, who.user.id);
}
const historyOf = async (tagId: string) =>
  (await kit.get(`/api/admin/tags/${tagId}/history`, admin)).json() as Array<{
    action: string;
    notes: string | null;
    actorName: string | null;
  }>;

describe('every tag answer carries the profile the tag opens', () => {
  it('assigning links the tag to the owner’s primary profile; lists, detail and /me/bracelets show it (one query a list)', async () => {
    const tag = await kit.makeTag({ code: nextCode() });
    expect(tag.profile).toBeNull();
    const assigned = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: owner.user.id });
    expect(assigned.statusCode).toBe(200);
    const expected = refOf(ownerPrimary);
    expect(assigned.json().profile).toEqual(expected);

    expect((await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json().profile).toEqual(expected);
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().profile).toEqual(expected);
    const byList = (await kit.get(`/api/admin/bracelets?search=${tag.code}`, admin)).json().items;
    expect(byList.map((item: Tag) => item.profile)).toEqual([expected]);
    const byTags = (await kit.get(`/api/admin/tags?search=${tag.code}`, admin)).json().tags;
    expect(byTags.map((item: Tag) => item.profile)).toEqual([expected]);
    const mine = (await kit.get(`/api/me/bracelets?search=${tag.code}`, owner)).json().items;
    expect(mine.map((item: Tag) => item.profile)).toEqual([expected]);
    expect((await kit.get(`/api/me/bracelets/${tag.code}`, owner)).json().profile).toEqual(expected);
  });

  it('the profile’s name is read live: renaming the profile renames it on the tag', async () => {
    const secondary = await kit.addProfile(owner.user.id, 'Nome Antigo', 'PET');
    const tag = await tagOf(owner);
    await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: secondary.id });
    await t.app.services.profiles.updateFields(secondary.id, { name: 'Nome Novo' }, t.database.db);
    expect((await kit.get(`/api/me/bracelets/${tag.id}`, owner)).json().profile).toEqual(
      refOf({ id: secondary.id, name: 'Nome Novo', kind: 'PET', isPrimary: false }),
    );
  });

  it('a claimed tag opens the claimer’s primary profile', async () => {
    const tag = await kit.makeTag({ code: nextCode() });
    const res = await kit.post('/api/me/bracelets/claim', owner, await kit.claimBodyOf(tag));
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual(refOf(ownerPrimary));
  });

  it('transfer links the tag to the new owner’s primary, even when it opened another profile of the old owner', async () => {
    const pet = await kit.addProfile(owner.user.id, 'Rex', 'PET');
    const tag = await tagOf(owner);
    const linked = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: pet.id });
    expect(linked.json().profile).toEqual(refOf({ id: pet.id, name: 'Rex', kind: 'PET', isPrimary: false }));

    const moved = await kit.post(`/api/admin/tags/${tag.id}/transfer`, admin, {
      fromUserId: owner.user.id,
      toUserId: other.user.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().profile).toEqual(refOf(otherPrimary));
    expect((await kit.get(`/api/me/bracelets/${tag.id}`, other)).json().profile).toEqual(refOf(otherPrimary));
  });

  it('unassigning clears it (admin or owner), and an owner without a profile gets a tag that opens none', async () => {
    const byAdmin = await tagOf(owner);
    const res = await kit.post(`/api/admin/tags/${byAdmin.id}/unassign`, admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toBeNull();
    expect((await kit.get(`/api/admin/bracelets/${byAdmin.id}`, admin)).json().profile).toBeNull();

    const byOwner = await tagOf(owner);
    const mine = await kit.post(`/api/me/bracelets/${byOwner.id}/unassign`, owner, {});
    expect(mine.statusCode).toBe(200);
    expect(mine.json().profile).toBeNull();

    // An account with no profile yet: the tag opens none until the account's first (primary) profile exists.
    const bare = await t.createUser('USER', { name: 'Sem Perfil' });
    const tag = await tagOf(bare);
    expect(tag.profile).toBeNull();
    const primary = await kit.primaryProfile(bare.user.id, 'Sem Perfil');
    expect((await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json().profile).toEqual(refOf(primary));
  });
});

describe('PATCH /api/me/bracelets/{id}/profile (the owner picks which profile the tag opens)', () => {
  it('links an own tag to another own profile: 200 with the tag, one PROFILE_CHANGED event naming the profile', async () => {
    const tag = await tagOf(owner);
    const child = await kit.addProfile(owner.user.id, 'Lia Dona', 'PERSON');
    const res = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: child.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: tag.id,
      code: tag.code,
      assignedUserId: owner.user.id,
      assignedUserName: 'Ana Dona',
      profile: { id: child.id, name: 'Lia Dona', kind: 'PERSON', isPrimary: false },
    });
    const [event] = await historyOf(tag.id);
    expect(event).toMatchObject({
      action: 'PROFILE_CHANGED',
      notes: 'Abre agora o perfil "Lia Dona".',
      actorName: 'Ana Dona',
    });
    // The owner sees the event in their own history too.
    const mine = (await kit.get(`/api/me/bracelets/${tag.id}/history`, owner)).json();
    expect(mine[0]).toMatchObject({ action: 'PROFILE_CHANGED' });

    // Back to the primary: allowed, another event.
    const back = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: ownerPrimary.id });
    expect(back.json().profile).toEqual(refOf(ownerPrimary));
    expect((await historyOf(tag.id)).filter((e) => e.action === 'PROFILE_CHANGED')).toHaveLength(2);
  });

  it('the profile it already opens: 200 with the tag unchanged and no event', async () => {
    const tag = await tagOf(owner);
    const before = await historyOf(tag.id);
    const res = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: ownerPrimary.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual(refOf(ownerPrimary));
    expect(res.json().updatedAt).toBe(tag.updatedAt);
    expect(await historyOf(tag.id)).toEqual(before);
  });

  it('another user’s tag (or an unassigned one) and a profile of another account are 404, as missing ones (issue 21)', async () => {
    const theirs = await tagOf(other);
    const denied = await kit.patch(`/api/me/bracelets/${theirs.id}/profile`, owner, { profileId: ownerPrimary.id });
    expect(denied.statusCode).toBe(404);
    expect(denied.json()).toMatchObject({ code: 'TAG_NOT_FOUND', message: TAG_TEXTS.notFound });

    const loose = await kit.makeTag({ code: nextCode() });
    const free = await kit.patch(`/api/me/bracelets/${loose.id}/profile`, owner, { profileId: ownerPrimary.id });
    expect(free.statusCode).toBe(404);
    expect(free.json().code).toBe('TAG_NOT_FOUND');

    const mine = await tagOf(owner);
    const foreign = await kit.patch(`/api/me/bracelets/${mine.id}/profile`, owner, { profileId: otherPrimary.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: PROFILE_TEXTS.notFound });
    // Nothing changed.
    expect((await kit.get(`/api/me/bracelets/${mine.id}`, owner)).json().profile).toEqual(refOf(ownerPrimary));
  });

  it('unknown profile 404 PROFILE_NOT_FOUND, unknown tag 404, a missing or malformed profileId 400', async () => {
    const tag = await tagOf(owner);
    const noProfile = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: UNKNOWN_ID });
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: 'Perfil não encontrado.' });

    const noTag = await kit.patch(`/api/me/bracelets/${UNKNOWN_ID}/profile`, owner, { profileId: ownerPrimary.id });
    expect(noTag.statusCode).toBe(404);
    expect(noTag.json()).toMatchObject({ code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' });

    for (const payload of [{}, { profileId: '' }, { profileId: 'nao-e-um-id' }, { profileId: null }]) {
      const bad = await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'profileId', message: PROFILE_TEXTS.profileIdRequired });
    }
  });

  it('users only: an admin or a technician is 403, no token 401', async () => {
    const tag = await tagOf(owner);
    const body = { profileId: ownerPrimary.id };
    expect((await kit.patch(`/api/me/bracelets/${tag.id}/profile`, admin, body)).statusCode).toBe(403);
    const tech = await t.createUser('TECHNICIAN');
    expect((await kit.patch(`/api/me/bracelets/${tag.id}/profile`, tech, body)).statusCode).toBe(403);
    expect((await kit.patch(`/api/me/bracelets/${tag.id}/profile`, null, body)).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/bracelets/{id}/profile (the admin picks it)', () => {
  it('links the tag to any profile of its owner, with a PROFILE_CHANGED event by the admin', async () => {
    const tag = await tagOf(owner, 'B2B');
    const machine = await kit.addProfile(owner.user.id, 'Extintor do galpão', 'EQUIPMENT');
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, admin, { profileId: machine.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toEqual(
      refOf({ id: machine.id, name: 'Extintor do galpão', kind: 'EQUIPMENT', isPrimary: false }),
    );
    expect((await historyOf(tag.id))[0]).toMatchObject({
      action: 'PROFILE_CHANGED',
      notes: 'Abre agora o perfil "Extintor do galpão".',
      actorName: 'Admin Geral',
    });
  });

  it('an unassigned tag is 409 NOT_ASSIGNED; a profile of another account 409 PROFILE_OF_ANOTHER_OWNER', async () => {
    const loose = await kit.makeTag({ code: nextCode() });
    const free = await kit.patch(`/api/admin/bracelets/${loose.id}/profile`, admin, { profileId: ownerPrimary.id });
    expect(free.statusCode).toBe(409);
    expect(free.json()).toMatchObject({
      code: 'NOT_ASSIGNED',
      message: 'A tag precisa estar atribuída a uma conta para abrir um perfil.',
    });

    const tag = await tagOf(owner);
    const foreign = await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, admin, { profileId: otherPrimary.id });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({
      code: 'PROFILE_OF_ANOTHER_OWNER',
      message: 'O perfil escolhido não pertence ao dono da tag.',
    });
    expect((await historyOf(tag.id)).some((e) => e.action === 'PROFILE_CHANGED')).toBe(false);
  });

  it('unknown tag 404, unknown profile 404; users 403, no token 401', async () => {
    const tag = await tagOf(owner);
    const noTag = await kit.patch(`/api/admin/bracelets/${UNKNOWN_ID}/profile`, admin, { profileId: ownerPrimary.id });
    expect(noTag.statusCode).toBe(404);
    expect(noTag.json().message).toBe(TAG_TEXTS.notFound);
    const noProfile = await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, admin, { profileId: UNKNOWN_ID });
    expect(noProfile.statusCode).toBe(404);
    expect(noProfile.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND', message: PROFILE_TEXTS.notFound });
    const body = { profileId: ownerPrimary.id };
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, owner, body)).statusCode).toBe(403);
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, null, body)).statusCode).toBe(401);
  });

  it('a deleted profile’s tags open the primary again (moveTagsOfProfile), each with a PROFILE_CHANGED event', async () => {
    const pet = await kit.addProfile(owner.user.id, 'Mingau', 'PET');
    const tag = await tagOf(owner);
    await kit.patch(`/api/admin/bracelets/${tag.id}/profile`, admin, { profileId: pet.id });
    const moved = await t.database.db.transaction((tx) =>
      t.app.services.tags.moveTagsOfProfile(pet, ownerPrimary, { id: admin.user.id, name: 'Admin Geral' }, tx),
    );
    expect(moved).toBe(1);
    expect((await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json().profile).toEqual(refOf(ownerPrimary));
    expect((await historyOf(tag.id))[0]).toMatchObject({
      action: 'PROFILE_CHANGED',
      notes: 'O perfil "Mingau" foi excluído; a tag abre agora "Ana Dona".',
    });
  });
});
