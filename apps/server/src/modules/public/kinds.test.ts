import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TEXTS, type AccountProfile, type CreateProfileRequestBody } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 14's acceptance on the public pages: /t/{code} shows the tag's own profile, an equipment page never shows
 * medical data nor leads to a person's emergency card, a pet's page reads as a pet's, in HTML and in JSON. The HTML's
 * layout is the shared components' business: these tests read data (names, fields, hrefs), not markup.
 */
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let owner: SignedIn;
let primary: AccountProfile;

// A browser's user agent: inject's own reads as a bot (never counted; the answer is the same).
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });

async function createProfile(body: CreateProfileRequestBody): Promise<AccountProfile> {
  const res = await call('POST', '/api/me/profiles', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A tag of the owner (it opens the primary), then linked to `profileId` through the owner's route when given. */
async function tagOf(code: string, type: 'B2C' | 'B2B', profileId?: string) {
  const actor = { id: owner.user.id, name: 'Teste' };
  const tag = await t.app.services.tags.createTag({ code, type, physicalType: 'NFC', status: 'ACTIVE' }, actor);
  await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor);
  if (profileId) {
    const res = await call('PATCH', `/api/me/bracelets/${tag.id}/profile`, { profileId });
    expect(res.statusCode, res.body).toBe(200);
  }
  return tag;
}

/** The tag page in both forms: the HTML and the JSON (as text too, to look for what must not be anywhere). */
async function tagPage(code: string) {
  const html = await get(`/t/${code}`);
  const json = await get(`/api/public/tag/${code}`);
  expect(html.statusCode).toBe(200);
  expect(json.statusCode).toBe(200);
  return { html: html.body, json: json.json(), jsonText: json.body };
}

const PERSON_CONTACT = { name: 'Marcos Souza', phone: '(11) 97777-1234', relationship: 'Marido' };
const MEDICAL = { bloodType: 'AB-', allergies: ['Amendoim torrado'], medications: ['Losartana'] };
/** What a person's medical card shows; none of it may reach an equipment's page. */
const MEDICAL_TEXTS = [
  'AB-',
  'Amendoim torrado',
  'Losartana',
  PUBLIC_PAGE_TEXTS.medicalInfo,
  PUBLIC_PAGE_TEXTS.bloodType,
  PUBLIC_PAGE_TEXTS.allergies,
];

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('USER', { name: 'Daniela Souza' });
  primary = await createProfile({
    name: 'Daniela Souza',
    kind: 'PERSON',
    publicPageSlug: 'daniela-souza',
    emergencyContacts: [PERSON_CONTACT],
    medicalInfo: { bloodType: 'O-', allergies: ['Penicilina'] },
  });
});
afterAll(async () => t.close());

describe('an equipment profile: no medical data, no link to a person', () => {
  let equipment: AccountProfile;
  beforeAll(async () => {
    equipment = await createProfile({
      name: 'Extintor Galpão 3',
      kind: 'EQUIPMENT',
      publicPageSlug: 'extintor-galpao-3',
      equipmentInfo: { brand: 'Kidde', model: 'PQS 6 kg', serialNumber: 'SN-EXT-9' },
      emergencyContacts: [PERSON_CONTACT],
    });
    // Medical data stored on it anyway (written before its kind changed, or straight to the table): still never shown.
    await t.database.db.execute(
      sql`UPDATE profiles SET medical_info = ${JSON.stringify(MEDICAL)}::jsonb, has_medical_info = true,
            is_medical_info_public = true, date_of_birth = '1980-05-17' WHERE id = ${equipment.id}`,
    );
    const stored = await t.app.services.profiles.findProfile(equipment.id);
    expect(stored).toMatchObject({ kind: 'EQUIPMENT', medicalInfo: MEDICAL, isMedicalInfoPublic: true });
    await tagOf('EXT00099', 'B2B', equipment.id);
  });

  it('its page /p/{slug} and its JSON (/api/page, /api/public/profile) show the sheet and no medical data', async () => {
    const html = await get('/p/extintor-galpao-3');
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Extintor Galpão 3');
    expect(html.body).toContain('Kidde');
    for (const url of ['/api/page/extintor-galpao-3', '/api/public/profile/extintor-galpao-3']) {
      const json = await get(url);
      expect(json.statusCode).toBe(200);
      expect(json.json().profile).toMatchObject({ name: 'Extintor Galpão 3', kind: 'EQUIPMENT' });
      expect(json.json().profile.equipmentInfo).toMatchObject({ brand: 'Kidde', serialNumber: 'SN-EXT-9' });
      for (const text of [...MEDICAL_TEXTS, '1980-05-17']) expect(json.body, `${url}: ${text}`).not.toContain(text);
      expect(json.body).not.toContain('/p/daniela-souza');
    }
    for (const text of [...MEDICAL_TEXTS, '17/05/1980']) expect(html.body, text).not.toContain(text);
    expect(html.body).not.toContain('/p/daniela-souza');
    expect(html.body).not.toContain(PUBLIC_PAGE_TEXTS.openOwnerPage);
  });

  it("its tag's /t/{code} shows the equipment, no medical data and no person's page (HTML and JSON)", async () => {
    const { html, json, jsonText } = await tagPage('EXT00099');
    expect(html).toContain('Extintor Galpão 3');
    expect(json.profile).toMatchObject({ name: 'Extintor Galpão 3', kind: 'EQUIPMENT' });
    expect(json.profile.equipmentInfo).toMatchObject({ brand: 'Kidde', model: 'PQS 6 kg' });
    // The tag leads to the equipment's own page, never to its owner's emergency card.
    expect(json.profile.slug).toBe('extintor-galpao-3');
    expect(html).toContain('href="/p/extintor-galpao-3"');
    for (const text of MEDICAL_TEXTS) {
      expect(html, text).not.toContain(text);
      expect(jsonText, text).not.toContain(text);
    }
    for (const text of ['/p/daniela-souza', PUBLIC_PAGE_TEXTS.openOwnerPage, 'Daniela Souza']) {
      expect(html, text).not.toContain(text);
      expect(jsonText, text).not.toContain(text);
    }
  });
});

describe('a B2B tag linked to a person', () => {
  it("shows only the responsible's name: no link to the person's card, no contacts (HTML and JSON)", async () => {
    await tagOf('PES00099', 'B2B');
    const { html, json, jsonText } = await tagPage('PES00099');
    expect(html).toContain('Daniela Souza');
    expect(json.profile).toMatchObject({ name: 'Daniela Souza', kind: 'PERSON', slug: null, emergencyContacts: [] });
    for (const text of ['href="/p/daniela-souza"', PUBLIC_PAGE_TEXTS.openOwnerPage, 'Marcos Souza', 'Penicilina']) {
      expect(html, text).not.toContain(text);
    }
    for (const text of ['daniela-souza', 'Marcos Souza', 'Penicilina']) expect(jsonText, text).not.toContain(text);
  });

  it('while LOST, with its owner showing the contacts, it shows how to reach the person, still without the card link', async () => {
    const tag = await tagOf('PES00098', 'B2B');
    await t.app.services.lostMode.setLost(
      tag.id,
      { lost: true, showContacts: true },
      { id: owner.user.id, name: 'Teste', role: 'USER' },
    );
    const { html, json } = await tagPage('PES00098');
    expect(html).toContain('Marcos Souza');
    expect(html).not.toContain('href="/p/daniela-souza"');
    expect(json.profile.slug).toBeNull();
    expect(json.profile.emergencyContacts).toEqual([expect.objectContaining({ name: 'Marcos Souza' })]);
  });

  it("a B2C tag of the same person is the person's emergency card (issue 41)", async () => {
    await tagOf('PES00097', 'B2C');
    const { html, json } = await tagPage('PES00097');
    // The card (its 192 button), whatever its banner says (the person's B2B tag above is LOST).
    expect(html).toContain('href="tel:192"');
    expect(json.profile).toMatchObject({ name: 'Daniela Souza', slug: 'daniela-souza' });
    expect(json.card).toMatchObject({ slug: 'daniela-souza' });
  });
});

describe("a pet's tag", () => {
  let pet: AccountProfile;
  beforeAll(async () => {
    pet = await createProfile({
      name: 'Rex',
      kind: 'PET',
      publicPageSlug: 'rex-da-daniela',
      petInfo: { species: 'Cão', breed: 'Labrador', color: 'Caramelo' },
      emergencyContacts: [{ name: 'Tutora Daniela', phone: '(11) 98888-7777', relationship: 'Tutora' }],
      isContactsPublic: true,
    });
    await tagOf('PET00099', 'B2C', pet.id);
  });

  it("shows the pet's name and fields and the tutor's contacts while they are public (HTML and JSON)", async () => {
    const { html, json } = await tagPage('PET00099');
    for (const text of ['Rex', 'Cão', 'Labrador', 'Tutora Daniela']) expect(html, text).toContain(text);
    expect(html).not.toContain('href="/p/daniela-souza"');
    expect(json.profile).toMatchObject({ name: 'Rex', kind: 'PET', slug: 'rex-da-daniela' });
    expect(json.profile.petInfo).toMatchObject({ species: 'Cão', breed: 'Labrador', color: 'Caramelo' });
    expect(json.profile.emergencyContacts).toEqual([expect.objectContaining({ name: 'Tutora Daniela' })]);
  });

  it("hides the tutor's contacts once the pet's contacts are private", async () => {
    const res = await call('PUT', `/api/me/profiles/${pet.id}`, { isContactsPublic: false });
    expect(res.statusCode, res.body).toBe(200);
    const { html, json, jsonText } = await tagPage('PET00099');
    expect(html).toContain('Rex');
    expect(html).toContain('Labrador');
    expect(html).not.toContain('Tutora Daniela');
    expect(html).not.toContain('98888-7777');
    expect(json.profile.emergencyContacts).toEqual([]);
    expect(jsonText).not.toContain('98888-7777');
    await call('PUT', `/api/me/profiles/${pet.id}`, { isContactsPublic: true });
  });
});

describe('what /t/{code} shows follows the tag’s link', () => {
  it('linking the tag to another profile changes the page; deleting that profile brings back the primary', async () => {
    const cat = await createProfile({
      name: 'Mimi',
      kind: 'PET',
      publicPageSlug: 'mimi-da-daniela',
      petInfo: { species: 'Gato', breed: 'Siamês' },
    });
    const tag = await tagOf('TRC00099', 'B2C');
    let page = await tagPage('TRC00099');
    expect(page.json.profile).toMatchObject({ name: 'Daniela Souza', kind: 'PERSON', slug: 'daniela-souza' });
    // Issue 41: the person's card itself, at the tag's address (its forms post there).
    expect(page.html).toContain('href="tel:192"');
    expect(page.json.card).toMatchObject({ slug: 'daniela-souza' });

    const linked = await call('PATCH', `/api/me/bracelets/${tag.id}/profile`, { profileId: cat.id });
    expect(linked.statusCode).toBe(200);
    page = await tagPage('TRC00099');
    expect(page.json.profile).toMatchObject({ name: 'Mimi', kind: 'PET', slug: 'mimi-da-daniela' });
    expect(page.json.profile.petInfo).toMatchObject({ species: 'Gato', breed: 'Siamês' });
    expect(page.html).toContain('Siamês');
    expect(page.html).toContain('href="/p/mimi-da-daniela"');
    expect(page.html).not.toContain('href="/p/daniela-souza"');
    expect(page.html).not.toContain('href="tel:192"');
    expect(page.json.card).toBeUndefined();

    const deleted = await call('DELETE', `/api/me/profiles/${cat.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    page = await tagPage('TRC00099');
    expect(page.json.profile).toMatchObject({ name: 'Daniela Souza', kind: 'PERSON', slug: 'daniela-souza' });
    expect(page.html).not.toContain('Siamês');
    expect((await get('/p/mimi-da-daniela')).statusCode).toBe(404);
    const mine = await t.app.inject({ method: 'GET', url: `/api/me/bracelets/${tag.id}`, headers: owner.auth });
    expect(mine.json().profile).toMatchObject({ id: primary.id, isPrimary: true });
  });
});

describe("a profile's QR code", () => {
  it("link=tag without a code encodes the profile's own tag, not another tag of the account", async () => {
    const bird = await createProfile({ name: 'Piu', kind: 'PET', publicPageSlug: 'piu-da-daniela' });
    await tagOf('QRK00001', 'B2C', bird.id);
    const res = await get('/api/public/admin/pages/piu-da-daniela/qrcode?link=tag&include=none');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-qr-target']).toMatch(/\/t\/QRK00001$/);
    const other = await get('/api/public/admin/pages/daniela-souza/qrcode?link=tag&include=none');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-qr-target']).toMatch(/\/t\/[A-Z0-9]+$/);
    expect(other.headers['x-qr-target']).not.toMatch(/QRK00001$/);
  });
});
