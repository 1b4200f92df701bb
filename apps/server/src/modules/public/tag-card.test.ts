import { brotliCompressSync, constants } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOST_TEXTS,
  PUBLIC_PAGE_TEXTS,
  VISIBILITY_SECTIONS,
  type AccountProfile,
  type VisibilityLevel,
  type VisibilitySection,
} from '@portal/shared';
import { lostPetShareImagePath, PT_BR_TEXTS } from '@portal/shared/public-page';
import { tagScans } from '../../db/tables/analytics.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { allSectionsAt, PHONE_BROWSER, postPinForm, profileCalls } from '../../testing/profiles.js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_WIDTH } from './share-image.js';

/**
 * Issue 41, items 1 and 5: a person's tag is their card (/t/{code} answers the emergency card of /p/{slug} in its first
 * response, under 'Tag {code}', the tag's details behind 'Sobre a tag'), its PIN form on the /t door, its JSON twin
 * with the card's sections per level; the previews: no photo on a person's, a lost pet's share picture.
 */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let owner: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let profile: AccountProfile;
const PIN = '4821';
const CODE = 'CARD0001';

const MARKERS: Record<VisibilitySection, string> = {
  personal: 'carla.card@exemplo.com',
  contacts: 'Contato Cartão',
  medicalInfo: 'Varfarina',
  photos: 'foto-card-1',
  notes: 'Nota do cartão',
  address: 'Rua do Cartão',
  criticalAlerts: 'Anticoagulado (varfarina sódica)',
};
const levels = allSectionsAt;
const browser = PHONE_BROWSER;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: browser });
const postPin = (code: string, pin: string) => postPinForm(t, `/t/${code}/pin`, pin);
const setLevels = async (visibility: Record<VisibilitySection, VisibilityLevel>) =>
  expect((await calls.call('PUT', `/api/me/profiles/${profile.id}`, owner.auth, { visibility })).statusCode).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  owner = await calls.owner('Carla Cartão');
  const res = await calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, {
    email: MARKERS.personal,
    emergencyContacts: [{ name: MARKERS.contacts, phone: '(11) 91234-5678', relationship: 'Irmã' }],
    medicalInfo: { bloodType: 'O+', medications: [MARKERS.medicalInfo] },
    notes: MARKERS.notes,
    address: { street: MARKERS.address, city: 'São Paulo' },
    criticalAlerts: [MARKERS.criticalAlerts],
  });
  expect(res.statusCode).toBe(200);
  profile = res.json();
  await t.database.db.transaction((tx) =>
    t.app.services.profiles.writePhotos(
      profile.id,
      [{ id: MARKERS.photos, url: `/api/photos/${MARKERS.photos}?size=medium`, isPublic: true }],
      tx,
    ),
  );
  expect((await calls.call('PUT', `/api/me/profiles/${profile.id}/pin`, owner.auth, { pin: PIN })).statusCode).toBe(
    200,
  );
  await calls.tagOf(owner.user.id, CODE, profile.id);
});
afterAll(async () => t.close());

describe("a person's tag is their card", () => {
  for (const level of ['PUBLIC', 'PIN', 'PRIVATE'] as const) {
    it(`${level}: /t/{code} and its JSON twin show the card's sections as /p does, and the /t PIN form opens them`, async () => {
      await setLevels(levels(level));
      const page = await get(`/t/${CODE}`);
      const card = await get(`/p/${profile.page!.slug}`);
      const json = await get(`/api/public/tag/${CODE}`);
      const opened = await postPin(CODE, PIN);
      expect(page.statusCode).toBe(200);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      for (const section of VISIBILITY_SECTIONS) {
        const marker = MARKERS[section];
        expect(page.body.includes(marker), `${section} in /t`).toBe(level === 'PUBLIC');
        expect(card.body.includes(marker), `${section} in /p`).toBe(level === 'PUBLIC');
        expect(json.body.includes(marker), `${section} in the JSON twin`).toBe(level === 'PUBLIC');
        expect(opened.body.includes(marker), `${section} after the PIN on /t`).toBe(level !== 'PRIVATE');
      }
      expect(json.json().card.profile.pinSections).toEqual(level === 'PIN' ? [...VISIBILITY_SECTIONS] : []);
      expect(page.body.includes(`action="/t/${CODE}/pin#pin"`)).toBe(level === 'PIN');
      expect(opened.body).toContain(PUBLIC_PAGE_TEXTS.tagTitle(CODE));
    });
  }

  it("answers the card in the first response, under 'Tag {code}', the tag's details behind 'Sobre a tag' below it", async () => {
    await setLevels(levels('PUBLIC'));
    const res = await get(`/t/${CODE}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.location).toBeUndefined();
    const html = res.body;
    expect(html).toContain(`<title>${PUBLIC_PAGE_TEXTS.tagTitle(CODE)} · Carla Cartão</title>`);
    const line = html.indexOf(`<p class="muted small tag-line">${PUBLIC_PAGE_TEXTS.tagTitle(CODE)}</p>`);
    const samu = html.indexOf('href="tel:192"');
    const contact = html.indexOf('href="tel:');
    const about = html.indexOf(`<summary>${PUBLIC_PAGE_TEXTS.aboutTag}</summary>`);
    expect(line).toBeGreaterThan(0);
    expect(line).toBeLessThan(contact);
    expect(samu).toBeGreaterThan(line);
    expect(about).toBeGreaterThan(samu);
    expect(html).toContain(PUBLIC_PAGE_TEXTS.emergencyHeading);
    expect(html).not.toContain(PUBLIC_PAGE_TEXTS.openOwnerPage);
  });

  it('the first response is at most 14 KB brotli', async () => {
    await setLevels(levels('PIN'));
    const res = await get(`/t/${CODE}`);
    const brotli = brotliCompressSync(res.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(brotli.length).toBeLessThanOrEqual(14 * 1024);
  });

  it('a wrong PIN on the /t door answers the card with PIN incorreto (400) and opens nothing', async () => {
    await setLevels(levels('PIN'));
    const res = await postPin(CODE, '0000');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PT_BR_TEXTS.pinWrong);
    expect(res.body).not.toContain(MARKERS.medicalInfo);
  });

  it('a visit counts once as a scan of the tag and once as a view of the page', async () => {
    await setLevels(levels('PUBLIC'));
    const tag = (await t.app.services.tags.findTagByCode(CODE))!;
    const scansOf = async () => (await t.database.db.select().from(tagScans).where(eq(tagScans.tagId, tag.id))).length;
    await t.app.services.analytics.flush();
    const before = await t.app.services.pages.findPage(profile.page!.id);
    const scansBefore = await scansOf();
    await t.app.inject({
      method: 'GET',
      url: `/t/${CODE}`,
      headers: { ...browser, 'x-forwarded-for': '203.0.113.41' },
    });
    await t.app.services.analytics.flush();
    const after = await t.app.services.pages.findPage(profile.page!.id);
    expect(after!.page.views - before!.page.views).toBe(1);
    expect((await scansOf()) - scansBefore).toBe(1);
  });

  it('a lost person: the lost banner on the card at /t, the finder form posting to the tag', async () => {
    const lostCode = 'CARD0002';
    const other = await calls.owner('Pedro Perdido');
    const tag = await calls.tagOf(other.user.id, lostCode, other.primary.id);
    await t.app.services.lostMode.setLost(
      tag.id,
      { lost: true, message: 'Tem Alzheimer', reward: false },
      {
        id: other.user.id,
        name: 'Pedro',
        role: 'USER',
      },
    );
    const res = await get(`/t/${lostCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(LOST_TEXTS.bannerPerson);
    expect(res.body).toContain('Tem Alzheimer');
    expect(res.body).toContain(`action="/t/${lostCode}/contato#`);
    expect(res.body).toContain('href="tel:192"');
  });
});

describe('previews that spread and leak nothing', () => {
  it("a person's page and tag: no photo and no health data in Open Graph; X-Robots-Tag noindex", async () => {
    await setLevels(levels('PUBLIC'));
    for (const url of [`/p/${profile.page!.slug}`, `/t/${CODE}`]) {
      const res = await get(url);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).not.toContain('og:image');
      expect(head).not.toContain(MARKERS.medicalInfo);
      expect(head).not.toContain('O+');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it("a lost pet's page: 'Me ajude a voltar para casa' and its 1200x630 JPEG under 300 KB", async () => {
    const tutor = await calls.owner('Ana Tutora');
    const created = await calls.call('POST', '/api/me/profiles', tutor.auth, {
      name: 'Bidu',
      kind: 'PET',
      publicPageSlug: 'bidu-compartilhar',
    });
    expect(created.statusCode, created.body).toBe(201);
    const pet: AccountProfile = created.json();
    const noisy = await sharp({
      create: {
        width: 3000,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    await t.app.services.photos.upload({ id: tutor.user.id, role: 'USER' }, pet.id, {
      buffer: noisy,
      fileName: 'bidu.jpg',
    });
    const imagePath = lostPetShareImagePath('bidu-compartilhar');
    expect(imagePath).toBe('/p/bidu-compartilhar/compartilhar.jpg');
    // Not lost: no share picture, the usual preview.
    expect((await get(imagePath)).statusCode).toBe(404);
    const tag = await calls.tagOf(tutor.user.id, 'BIDU0041', pet.id);
    await t.app.services.lostMode.setLost(
      tag.id,
      { lost: true, message: null, reward: false },
      {
        id: tutor.user.id,
        name: 'Ana',
        role: 'USER',
      },
    );
    for (const url of ['/p/bidu-compartilhar', '/t/BIDU0041']) {
      const html = (await get(url)).body;
      expect(html).toContain(`<meta property="og:title" content="${PT_BR_TEXTS.lostPetShare}"/>`);
      expect(html).toContain(`<meta property="og:description" content="${PT_BR_TEXTS.lostPetShare}"/>`);
      expect(html).toContain(`<meta property="og:image" content="${t.config.publicUrl}${imagePath}"/>`);
    }
    const image = await get(imagePath);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.rawPayload.length).toBeLessThan(SHARE_IMAGE_MAX_BYTES);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  });
});
