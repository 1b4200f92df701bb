import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY_TEXTS, type AccountProfile, type ListUnlocksResponse, type PinResponse } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';

/** Issue 24, items 1 and 3: the levels beside the five booleans, the PIN, the unlock log and the owner's notice. */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
type Owner = Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let ana: Owner;
let other: Owner;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

const put = (owner: Owner, body: object, id = owner.primary.id) =>
  calls.call('PUT', `/api/me/profiles/${id}`, owner.auth, body);
const setPin = (owner: Owner, pin: unknown, id = owner.primary.id) =>
  calls.call('PUT', `/api/me/profiles/${id}/pin`, owner.auth, { pin });
const postPin = (
  slug: string,
  pin: string,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile Safari',
  address = '127.0.0.1',
) =>
  t.app.inject({
    method: 'POST',
    url: `/p/${slug}/pin`,
    remoteAddress: address,
    headers: { 'user-agent': userAgent, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `pin=${pin}`,
  });

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  admin = await t.createUser('ADMIN');
  ana = await calls.owner('Ana Níveis');
  other = await calls.owner('Outra Dona');
});
afterAll(async () => t.close());

describe('visibility beside the five booleans', () => {
  it('a new profile answers every section PUBLIC, without a PIN', () => {
    expect(ana.primary.visibility).toEqual({
      criticalAlerts: 'PUBLIC',
      personal: 'PUBLIC',
      contacts: 'PUBLIC',
      medicalInfo: 'PUBLIC',
      photos: 'PUBLIC',
      notes: 'PUBLIC',
      address: 'PUBLIC',
    });
    expect(ana.primary.hasPin).toBe(false);
  });

  it('a section can be PIN only when a PIN is set (400, pt-BR)', async () => {
    const res = await put(ana, { visibility: { medicalInfo: 'PIN' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: VISIBILITY_TEXTS.pinRequired, field: 'visibility.medicalInfo' });
  });

  it('an unknown level is a 400 naming it', async () => {
    const res = await put(ana, { visibility: { notes: 'SECRETO' } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(VISIBILITY_TEXTS.levelInvalid);
  });

  it('visibility sets the booleans: PUBLIC true, PIN and PRIVATE false; the address has a level of its own', async () => {
    expect((await setPin(ana, '1234')).statusCode).toBe(200);
    const res = await put(ana, { visibility: { medicalInfo: 'PIN', notes: 'PRIVATE', address: 'PIN' } });
    expect(res.statusCode).toBe(200);
    const profile: AccountProfile = res.json();
    expect(profile).toMatchObject({
      isMedicalInfoPublic: false,
      isNotesPublic: false,
      isNamePublic: true,
      hasPin: true,
    });
    expect(profile.visibility).toMatchObject({
      medicalInfo: 'PIN',
      notes: 'PRIVATE',
      address: 'PIN',
      personal: 'PUBLIC',
    });
  });

  it('a boolean and a level for one section must agree, else 400', async () => {
    const res = await put(ana, { isMedicalInfoPublic: true, visibility: { medicalInfo: 'PIN' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(VISIBILITY_TEXTS.conflict('isMedicalInfoPublic', 'medicalInfo'));
    expect((await put(ana, { isMedicalInfoPublic: false, visibility: { medicalInfo: 'PIN' } })).statusCode).toBe(200);
  });

  it('an older client sending only the booleans keeps a PIN section on false, and true makes it PUBLIC', async () => {
    const kept = await put(ana, {
      isNamePublic: true,
      isContactsPublic: true,
      isMedicalInfoPublic: false,
      isPhotosPublic: true,
      isNotesPublic: true,
    });
    expect(kept.json().visibility).toMatchObject({ medicalInfo: 'PIN', notes: 'PUBLIC' });
    const opened = await put(ana, { isMedicalInfoPublic: true });
    expect(opened.json().visibility.medicalInfo).toBe('PUBLIC');
  });

  it('the address without a level of its own follows the name and personal data', async () => {
    const res = await put(other, { isNamePublic: false });
    expect(res.json().visibility).toMatchObject({ personal: 'PRIVATE', address: 'PRIVATE' });
    await put(other, { isNamePublic: true });
  });

  it("the admin's PATCH /admin/clients/{id} takes visibility too", async () => {
    const res = await calls.call('PUT', `/api/admin/clients/${ana.primary.id}/pin`, admin.auth, { pin: '87654321' });
    expect(res.statusCode).toBe(200);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/clients/${ana.primary.id}`,
      headers: admin.auth,
      payload: { visibility: { contacts: 'PIN' } },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ isContactsPublic: false, visibility: { contacts: 'PIN' } });
  });
});

describe('PUT and DELETE /api/me/profiles/{id}/pin', () => {
  it('a PIN is 4 to 8 digits (400, pt-BR)', async () => {
    for (const pin of ['123', '123456789', '12a4', 1234]) {
      const res = await setPin(ana, pin);
      expect(res.statusCode, String(pin)).toBe(400);
      expect(res.json().message).toBe(VISIBILITY_TEXTS.pinInvalid);
    }
  });

  it("another account's profile is a 404, for the PIN and its log", async () => {
    expect((await setPin(other, '1234', ana.primary.id)).statusCode).toBe(404);
    expect((await calls.call('DELETE', `/api/me/profiles/${ana.primary.id}/pin`, other.auth)).statusCode).toBe(404);
    expect((await calls.call('GET', `/api/me/profiles/${ana.primary.id}/unlocks`, other.auth)).statusCode).toBe(404);
  });

  it('the PIN is stored hashed and never answered', async () => {
    const res = await setPin(ana, '24682468');
    expect(res.json()).toMatchObject({ hasPin: true, message: VISIBILITY_TEXTS.pinChanged });
    expect(res.body).not.toContain('24682468');
    const profile = await calls.call('GET', `/api/me/profiles/${ana.primary.id}`, ana.auth);
    expect(profile.body).not.toContain('24682468');
    expect(profile.body).not.toContain('argon2');
  });

  it('removing the PIN turns the PIN sections PRIVATE and says so', async () => {
    const owner = await calls.owner('Bia Remove');
    await setPin(owner, '1357');
    await put(owner, { visibility: { medicalInfo: 'PIN', contacts: 'PIN' } });
    const res = await calls.call('DELETE', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth);
    expect(res.statusCode).toBe(200);
    const body: PinResponse = res.json();
    expect(body.message).toBe('PIN removido. As seções que estavam com PIN passaram a ser privadas.');
    expect(body).toMatchObject({ hasPin: false, visibility: { medicalInfo: 'PRIVATE', contacts: 'PRIVATE' } });
    // A PIN set again does not bring the old PIN sections back.
    await setPin(owner, '1357');
    const again = await calls.call('GET', `/api/me/profiles/${owner.primary.id}`, owner.auth);
    expect(again.json().visibility).toMatchObject({ medicalInfo: 'PRIVATE', contacts: 'PRIVATE' });
  });
});

describe('the unlock log and the owner notice', () => {
  it('keeps every try (when, right or wrong, country, device; never the PIN) and tells the owner once per hour', async () => {
    const owner = await calls.owner('Clara Registro');
    const slug = owner.primary.page!.slug;
    await setPin(owner, '9081');
    await put(owner, { medicalInfo: { medications: ['Enalapril'] }, visibility: { medicalInfo: 'PIN' } });
    const mailsBefore = (await t.outbox()).length;

    expect((await postPin(slug, '1111')).statusCode).toBe(400);
    expect((await postPin(slug, '9081')).statusCode).toBe(200);
    expect((await postPin(slug, '9081', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36')).statusCode).toBe(
      200,
    );

    const res = await calls.call('GET', `/api/me/profiles/${owner.primary.id}/unlocks`, owner.auth);
    expect(res.statusCode).toBe(200);
    const log: ListUnlocksResponse = res.json();
    expect(log.unlocks.map((u) => [u.result, u.device, u.country])).toEqual([
      ['RIGHT', 'desktop', 'XX'],
      ['RIGHT', 'mobile', 'XX'],
      ['WRONG', 'mobile', 'XX'],
    ]);
    expect(log.pagination.total).toBe(3);
    expect(res.body).not.toMatch(/9081|1111/);
    // The admin's twin reads the same log.
    const asAdmin = await calls.call('GET', `/api/admin/clients/${owner.primary.id}/unlocks`, admin.auth);
    expect(asAdmin.json().pagination.total).toBe(3);

    const inbox = (await calls.call('GET', '/api/me/messages', owner.auth)).json() as Array<{
      title: string;
      body: string;
    }>;
    const notices = inbox.filter((message) => message.title === 'PIN usado');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('Seu PIN foi usado para abrir o perfil "Clara Registro".');
    expect(notices[0]!.body).toContain('Dispositivo: celular.');
    const mails = (await t.outbox()).slice(mailsBefore);
    expect(mails.filter((mail) => mail.includes('Subject: PIN usado'))).toHaveLength(1);
  });
});

describe('locks that strangers cannot hold (issue 40 item 9)', () => {
  const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile Safari';
  const pinned = async (name: string) => {
    const owner = await calls.owner(name);
    await setPin(owner, '24681357');
    await put(owner, { medicalInfo: { medications: ['Clopidogrel'] }, visibility: { medicalInfo: 'PIN' } });
    return owner;
  };
  const unlocksOf = async (owner: Owner) =>
    (
      await calls.call('GET', `/api/me/profiles/${owner.primary.id}/unlocks?limit=50`, owner.auth)
    ).json() as ListUnlocksResponse;

  it('one address is stopped after three wrong PINs (429) and alone never locks the PIN for everyone', async () => {
    const owner = await pinned('Lia Estranho');
    const slug = owner.primary.page!.slug;
    // The stranger walks through the addresses of its IPv6 /64: one visitor all the same.
    const stranger = (n: number) => `2001:db8:7:7::${n.toString(16)}`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await postPin(slug, '0000', phone, stranger(attempt))).statusCode, `attempt ${attempt}`).toBe(400);
    }
    // It goes on: refused unchecked, even with the right PIN, and nothing more counts as wrong.
    for (let attempt = 4; attempt <= 20; attempt += 1) {
      expect((await postPin(slug, '0000', phone, stranger(attempt))).statusCode, `attempt ${attempt}`).toBe(429);
    }
    const stopped = await postPin(slug, '24681357', phone, stranger(21));
    expect(stopped.statusCode).toBe(429);
    expect(stopped.body).not.toContain('Clopidogrel');
    // A paramedic elsewhere opens the card.
    const paramedic = await postPin(slug, '24681357', phone, '198.51.100.20');
    expect(paramedic.statusCode).toBe(200);
    expect(paramedic.body).toContain('Clopidogrel');

    const log = await unlocksOf(owner);
    expect(log.lockedUntil).toBeNull();
    expect(log.unlocks.filter((u) => u.result === 'WRONG')).toHaveLength(3);
    expect(JSON.stringify(log)).not.toMatch(/2001:db8|198\.51/);
  });

  it('the owner lifts the lock from the unlock log, and an admin too: the tries count again from then', async () => {
    const owner = await pinned('Bia Desbloqueio');
    const slug = owner.primary.page!.slug;
    const lockPath = `/api/me/profiles/${owner.primary.id}/pin/lock`;
    for (const address of ['203.0.113.71', '203.0.113.71', '203.0.113.71', '203.0.113.72', '203.0.113.72']) {
      await postPin(slug, '0000', phone, address);
    }
    const locked = await unlocksOf(owner);
    expect(Date.parse(locked.lockedUntil!)).toBeGreaterThan(Date.now());
    expect((await postPin(slug, '24681357', phone, '198.51.100.30')).statusCode).toBe(429);

    // Someone else's profile is the profile's 404; no token 401.
    expect((await calls.call('DELETE', lockPath, other.auth)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: lockPath })).statusCode).toBe(401);
    const lifted = await calls.call('DELETE', lockPath, owner.auth);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ message: 'PIN desbloqueado. Quem tiver o PIN já pode abrir o perfil.' });
    expect((await unlocksOf(owner)).lockedUntil).toBeNull();
    // The address that had three wrong tries may try again, and the right PIN opens the card.
    expect((await postPin(slug, '24681357', phone, '203.0.113.71')).statusCode).toBe(200);

    // Locked again; the admin lifts it from /admin/clients/{id}/pin/lock.
    for (const address of ['203.0.113.73', '203.0.113.73', '203.0.113.73', '203.0.113.74', '203.0.113.74']) {
      await postPin(slug, '0000', phone, address);
    }
    expect((await unlocksOf(owner)).lockedUntil).not.toBeNull();
    const byAdmin = await calls.call('DELETE', `/api/admin/clients/${owner.primary.id}/pin/lock`, admin.auth);
    expect(byAdmin.statusCode).toBe(200);
    expect((await postPin(slug, '24681357', phone, '198.51.100.30')).statusCode).toBe(200);
  });
});
