import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TEXTS, PAGE_TEXTS, type AccountProfile } from '@portal/shared';
import { sharedTestApp } from '../../testing/test-app.js';
import type { SignedIn } from '../../testing/requests.js';
import { profileCalls } from '../../testing/profiles.js';

const t = sharedTestApp();
const calls = profileCalls(t);
let admin: SignedIn;

beforeAll(async () => {
  admin = await t.createUser('ADMIN', { name: 'Chefe' });
});

describe('GET and POST /api/admin/clients/{id}/profiles', () => {
  it("the admin lists and adds profiles of the account that owns profile {id} (any of the account's ids)", async () => {
    const owner = await calls.owner('Cliente Admin');
    const added = await calls.call('POST', `/api/admin/clients/${owner.primary.id}/profiles`, admin.auth, {
      name: 'Compressor',
      kind: 'EQUIPMENT',
      equipmentInfo: { brand: 'Schulz', serialNumber: 'CMP-1' },
    });
    expect(added.statusCode).toBe(201);
    const compressor: AccountProfile = added.json();
    expect(compressor).toMatchObject({
      userId: owner.user.id,
      isPrimary: false,
      kind: 'EQUIPMENT',
      equipmentInfo: { brand: 'Schulz', serialNumber: 'CMP-1' },
      page: { slug: 'compressor', title: 'Compressor', isActive: true },
    });
    // By the secondary profile's id: the same account.
    const list = await calls.call('GET', `/api/admin/clients/${compressor.id}/profiles`, admin.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().profiles.map((p: AccountProfile) => p.name)).toEqual(['Cliente Admin', 'Compressor']);
    expect(list.json().maxProfiles).toBe(t.config.maxProfilesPerAccount);
    // The clients screen still counts and lists accounts (primary profiles) only.
    const clients = (await calls.call('GET', '/api/admin/clients?search=compressor', admin.auth)).json();
    expect(clients.clients).toEqual([]);
  });

  it('404 CLIENT_NOT_FOUND for an unknown client, 400 naming the field', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await calls.call('GET', `/api/admin/clients/${unknown}/profiles`, admin.auth),
      await calls.call('POST', `/api/admin/clients/${unknown}/profiles`, admin.auth, { name: 'X', kind: 'PET' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CLIENT_NOT_FOUND', message: CLIENT_TEXTS.notFound });
    }
    const owner = await calls.owner('Cliente Campo');
    const bad = await calls.call('POST', `/api/admin/clients/${owner.primary.id}/profiles`, admin.auth, {
      name: 'X',
      kind: 'PET',
      petInfo: { microchip: '!' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('petInfo.microchip');
  });
});

describe('DELETE /api/admin/clients/{id}', () => {
  it('of a non-primary profile deletes only that profile (tags to the primary, page gone), never the account', async () => {
    const owner = await calls.owner('Conta Fica');
    const pet = await calls.createMine(owner.auth, { name: 'Pet Sai', kind: 'PET', publicPageSlug: 'pet-sai' });
    await calls.tagOf(owner.user.id, 'ADMD0001', pet.id);
    const res = await calls.call('DELETE', `/api/admin/clients/${pet.id}`, admin.auth);
    expect(res.statusCode).toBe(204);
    expect(await t.app.services.users.findById(owner.user.id)).toBeDefined();
    expect((await calls.call('GET', '/p/pet-sai')).statusCode).toBe(404);
    const client = (await calls.call('GET', `/api/admin/clients/${owner.primary.id}`, admin.auth)).json();
    expect(client.bracelet).toMatchObject({ code: 'ADMD0001' });
    const profiles = (await calls.call('GET', '/api/me/profiles', owner.auth)).json().profiles;
    expect(profiles).toEqual([
      expect.objectContaining({ isPrimary: true, tags: [expect.objectContaining({ code: 'ADMD0001' })] }),
    ]);
  });

  it('of the primary profile deletes the account as before', async () => {
    const owner = await calls.owner('Conta Sai');
    await calls.createMine(owner.auth, { name: 'Filho Sai', kind: 'PERSON' });
    expect((await calls.call('DELETE', `/api/admin/clients/${owner.primary.id}`, admin.auth)).statusCode).toBe(204);
    expect(await t.app.services.users.findById(owner.user.id)).toBeUndefined();
  });
});

describe("a client's card shows the tag of that profile", () => {
  it("GET /api/admin/clients/{id}: the bracelet is one of the tags that open that profile, not the account's others", async () => {
    const owner = await calls.owner('Cartão Dono');
    const pet = await calls.createMine(owner.auth, { name: 'Cartão Pet', kind: 'PET' });
    await calls.tagOf(owner.user.id, 'CART0001', pet.id);
    const primary = (await calls.call('GET', `/api/admin/clients/${owner.primary.id}`, admin.auth)).json();
    expect(primary.bracelet).toBeNull();
    const petCard = (await calls.call('GET', `/api/admin/clients/${pet.id}`, admin.auth)).json();
    expect(petCard.bracelet).toMatchObject({ code: 'CART0001', type: 'B2C' });
  });
});

describe('the page editor and several profiles', () => {
  it("GET /api/me/page?profileId opens one of the owner's other pages; another account's is 403, none is the primary's", async () => {
    const owner = await calls.owner('Editor Dono');
    const child = await calls.createMine(owner.auth, { name: 'Editor Filha', kind: 'PERSON' });
    const mine = await calls.call('GET', `/api/me/page?profileId=${child.id}`, owner.auth);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id: child.page!.id,
      profileId: child.id,
      client: { id: child.id, kind: 'PERSON', isPrimary: false },
    });
    const primary = await calls.call('GET', '/api/me/page', owner.auth);
    expect(primary.json()).toMatchObject({ profileId: owner.primary.id, client: { isPrimary: true, kind: 'PERSON' } });

    const stranger = await calls.owner('Editor Estranho');
    const theirs = await calls.call('GET', `/api/me/page?profileId=${child.id}`, stranger.auth);
    // Issue 21: another account's profile reads as one that does not exist.
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'PAGE_NOT_FOUND', message: PAGE_TEXTS.adminNotFound });
    const missing = await calls.call('GET', '/api/me/page?profileId=00000000-0000-4000-8000-000000000000', owner.auth);
    expect(missing.statusCode).toBe(404);
    const bad = await calls.call('GET', '/api/me/page?profileId=abc', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('profileId');
  });

  it("PUT /api/me/page/{id} saves any of the owner's own pages and refuses another account's", async () => {
    const owner = await calls.owner('Salva Dono');
    const pet = await calls.createMine(owner.auth, { name: 'Salva Pet', kind: 'PET' });
    const saved = await calls.call('PUT', `/api/me/page/${pet.page!.id}`, owner.auth, {
      title: 'Salva Pet — tutor',
      slug: 'salva-pet-novo',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Salva Pet — tutor', slug: 'salva-pet-novo', client: { kind: 'PET' } });
    const stranger = await calls.owner('Salva Estranho');
    const refused = await calls.call('PUT', `/api/me/page/${pet.page!.id}`, stranger.auth, { title: 'Meu' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('PAGE_NOT_FOUND');
  });

  it('the admin pages list carries each page’s profile kind and primary flag', async () => {
    const owner = await calls.owner('Lista Kind');
    await calls.createMine(owner.auth, { name: 'Lista Kind Máquina', kind: 'EQUIPMENT' });
    const pages = (await calls.call('GET', '/api/admin/pages?search=lista%20kind', admin.auth)).json().pages;
    expect(pages.map((p: { client: unknown }) => p.client)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Lista Kind', kind: 'PERSON', isPrimary: true }),
        expect.objectContaining({ name: 'Lista Kind Máquina', kind: 'EQUIPMENT', isPrimary: false }),
      ]),
    );
  });
});
