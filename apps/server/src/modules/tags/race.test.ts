import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_FAILURES_PER_TAG, generateTagCode } from '@portal/shared';
import { users } from '../../db/tables/users.js';
import { sharedTestApp } from '../../testing/test-app.js';
import { tagTestKit, type SignedIn } from '../../testing/tags.js';

const t = sharedTestApp();
const kit = tagTestKit(t);
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN');
});

describe('concurrent assignment (transaction + row lock)', () => {
  it('two admins assign one free tag to different users at once: exactly one wins, the other gets ALREADY_ASSIGNED, one event', async () => {
    for (let round = 0; round < 5; round += 1) {
      const tag = await kit.makeTag({ code: `RACE${String(round).padStart(4, '0')}` });
      const a = await t.createUser('USER', { name: `Ana ${round}` });
      const b = await t.createUser('USER', { name: `Beto ${round}` });
      const [first, second] = await Promise.all([
        kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: a.user.id }),
        kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: b.user.id }),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const winner = first.statusCode === 200 ? first.json() : second.json();
      const loser = first.statusCode === 409 ? first.json() : second.json();
      expect(loser).toMatchObject({
        code: 'ALREADY_ASSIGNED',
        assignedUserId: winner.assignedUserId,
        assignedUserName: winner.assignedUserName,
      });
      const stored = (await kit.get(`/api/admin/tags/${tag.id}`, admin)).json();
      expect(stored.assignedUserId).toBe(winner.assignedUserId);
      const events = (await kit.get(`/api/admin/bracelets/${tag.id}/transfers`, admin)).json();
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ action: 'ASSIGNED', toUserId: winner.assignedUserId });
    }
  });

  it('two users claim one free tag at once: one gets it, the other 409; no lost event', async () => {
    const tag = await kit.makeTag({ code: 'RACECLM1' });
    const a = await t.createUser('USER');
    const b = await t.createUser('USER');
    const claim = await kit.claimBodyOf(tag);
    const results = await Promise.all([
      kit.post('/api/me/bracelets/claim', a, claim),
      kit.post('/api/me/bracelets/claim', b, claim),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect((await kit.get(`/api/admin/bracelets/${tag.id}/transfers`, admin)).json()).toHaveLength(1);
  });

  it('TRANSFER racing with TRANSFER: both succeed one after the other and both transfers are recorded', async () => {
    const tag = await kit.makeTag({ code: 'RACETRF1' });
    const a = await t.createUser('USER');
    const b = await t.createUser('USER');
    const c = await t.createUser('USER');
    await kit.assignTo(tag.id, a.user.id);
    const results = await Promise.all([
      kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: b.user.id, conflictMode: 'TRANSFER' }),
      kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, { userId: c.user.id, conflictMode: 'TRANSFER' }),
    ]);
    expect(results.map((res) => res.statusCode)).toEqual([200, 200]);
    const records = (await kit.get(`/api/admin/bracelets/${tag.id}/transfers`, admin)).json();
    expect(records.map((record: { action: string }) => record.action)).toEqual([
      'TRANSFERRED',
      'TRANSFERRED',
      'ASSIGNED',
    ]);
    // The chain is consistent: each transfer starts where the previous one ended.
    expect(records[0].fromUserId).toBe(records[1].toUserId);
    expect(records[1].fromUserId).toBe(a.user.id);
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().assignedUserId).toBe(records[0].toUserId);
  });
});

describe('service functions for other domains (public tag page, client deletion)', () => {
  it('findTagByCode finds a tag by code in any case, with the owner name; undefined when unknown', async () => {
    const owner = await t.createUser('USER', { name: 'Helena Pública' });
    const tag = await kit.makeTag({ code: 'PUBL0001', type: 'B2B', meta: { serialNumber: 'SN-P' } });
    await kit.assignTo(tag.id, owner.user.id);
    const row = await t.app.services.tags.findTagByCode(' publ0001 ');
    expect(row).toMatchObject({
      id: tag.id,
      code: 'PUBL0001',
      assignedUserId: owner.user.id,
      assignedUserName: 'Helena Pública',
      meta: { serialNumber: 'SN-P' },
    });
    expect(await t.app.services.tags.findTagByCode('NAOEXISTE')).toBeUndefined();
  });

  it('listTagsOfUser lists the tags of a user', async () => {
    const owner = await t.createUser('USER');
    const one = await kit.makeTag({ code: 'LTOU0001' });
    const two = await kit.makeTag({ code: 'LTOU0002' });
    await kit.assignTo(one.id, owner.user.id);
    await kit.assignTo(two.id, owner.user.id);
    const list = await t.app.services.tags.listTagsOfUser(owner.user.id);
    expect(list.map((tag) => tag.code).sort()).toEqual(['LTOU0001', 'LTOU0002']);
  });

  it('releaseTagsOfUser unassigns every tag of a user inside the caller’s transaction, with an UNASSIGNED event each; a rollback undoes it', async () => {
    const owner = await t.createUser('USER', { name: 'Cliente Removido' });
    const one = await kit.makeTag({ code: 'RELS0001' });
    const two = await kit.makeTag({ code: 'RELS0002' });
    await kit.assignTo(one.id, owner.user.id);
    await kit.assignTo(two.id, owner.user.id);
    const db = t.database.db;

    await expect(
      db.transaction(async (tx) => {
        await t.app.services.tags.releaseTagsOfUser(owner.user.id, tx);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.app.services.tags.listTagsOfUser(owner.user.id)).toHaveLength(2);

    await db.transaction(async (tx) => {
      expect(await t.app.services.tags.releaseTagsOfUser(owner.user.id, tx)).toBe(2);
      await tx.delete(users).where(eq(users.id, owner.user.id));
    });
    for (const tag of [one, two]) {
      const stored = (await kit.get(`/api/admin/tags/${tag.id}`, admin)).json();
      expect(stored.assignedUserId).toBeNull();
      const [event] = (await kit.get(`/api/admin/tags/${tag.id}/history`, admin)).json();
      expect(event).toMatchObject({
        action: 'UNASSIGNED',
        fromUserId: owner.user.id,
        fromUserName: 'Cliente Removido',
      });
    }
  });
});

describe('linking a tag to a profile while that profile is deleted (row locks on both)', () => {
  it('the tag always ends on a live profile (the primary), never on none; relinking the same profile never deadlocks', async () => {
    for (let round = 0; round < 4; round += 1) {
      const owner = await t.createUser('USER', { name: `Dona ${round}` });
      const primary = await kit.primaryProfile(owner.user.id);
      const pet = await kit.addProfile(owner.user.id, `Pet ${round}`, 'PET');
      const tag = await kit.makeTag({ code: `RACEPRF${round}` });
      await kit.assignTo(tag.id, owner.user.id);
      // Odd rounds: the tag opens the pet already and is linked to it again while it goes.
      if (round % 2 === 1) await kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: pet.id });
      const [link, removal] = await Promise.all([
        kit.patch(`/api/me/bracelets/${tag.id}/profile`, owner, { profileId: pet.id }),
        kit.del(`/api/me/profiles/${pet.id}`, owner),
      ]);
      expect(removal.statusCode, removal.body).toBe(204);
      // Linked first (then moved by the delete), or the profile was already gone.
      expect([200, 404], link.body).toContain(link.statusCode);
      const stored = (await kit.get(`/api/admin/bracelets/${tag.id}`, admin)).json();
      expect(stored.profile).toMatchObject({ id: primary.id, isPrimary: true });
    }
  });
});

describe('concurrent wrong claim attempts (issue 25)', () => {
  it('a burst of wrong activation codes on one tag at once: never more than 5 are checked (refused ones counted first, then taken back), the rest 429', async () => {
    const tag = await kit.makeTag({ code: generateTagCode('RC') });
    const right = await kit.activationCodeOf(tag.id);
    const guessers = await Promise.all(Array.from({ length: 4 }, () => t.createUser('USER')));
    const wrong = { code: tag.code, activationCode: right === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH' };
    const answers = await Promise.all(
      // From twelve addresses: each under its own cap, so the tag's limit is what decides.
      Array.from({ length: 12 }, (_, index) => kit.claimFrom(guessers[index % 4]!, wrong, `203.0.113.${index + 1}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(CLAIM_FAILURES_PER_TAG);
    expect(statuses.filter((status) => status !== 400).every((status) => status === 429)).toBe(true);
  });
});
