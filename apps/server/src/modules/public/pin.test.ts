import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TEXTS, VISIBILITY_SECTIONS, type AccountProfile, type VisibilitySection } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { allSectionsAt, PHONE_BROWSER, postPinForm, profileCalls } from '../../testing/profiles.js';

/**
 * Issue 24, items 1-2: each section at each level, as a visitor gets it in JSON and HTML, before and after the right
 * PIN typed in the page's plain form (POST /p/{slug}/pin, urlencoded), the wrong PIN and the lock after five.
 */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
let maria: Awaited<ReturnType<ReturnType<typeof profileCalls>['owner']>>;
let profile: AccountProfile;
const PIN = '4821';

/** What each section shows when a visitor may see it: a text found nowhere else on the page. */
const MARKERS: Record<VisibilitySection, string> = {
  criticalAlerts: 'Alerta só com PIN',
  personal: 'maria.pin@exemplo.com',
  contacts: 'Contato Secreto',
  medicalInfo: 'Losartana',
  photos: 'foto-pin-1',
  notes: 'Nota só com PIN',
  address: 'Rua Escondida',
};

const levels = allSectionsAt;
const browser = PHONE_BROWSER;
/** A try from `address` (one address is stopped after three wrong PINs: the lock tests use several). */
const postPin = (slug: string, pin: string, address?: string) => postPinForm(t, `/p/${slug}/pin`, pin, address);

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
  maria = await calls.owner('Maria Pin');
  const res = await calls.call('PUT', `/api/me/profiles/${maria.primary.id}`, maria.auth, {
    email: MARKERS.personal,
    criticalAlerts: [MARKERS.criticalAlerts],
    emergencyContacts: [{ name: MARKERS.contacts, phone: '(11) 91234-5678', relationship: 'Irmã' }],
    medicalInfo: { bloodType: 'O+', medications: [MARKERS.medicalInfo] },
    notes: MARKERS.notes,
    address: { street: MARKERS.address, city: 'São Paulo' },
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
  expect((await calls.call('PUT', `/api/me/profiles/${profile.id}/pin`, maria.auth, { pin: PIN })).statusCode).toBe(
    200,
  );
});
afterAll(async () => t.close());

describe('each section at each level, for a visitor', () => {
  for (const level of ['PUBLIC', 'PIN', 'PRIVATE'] as const) {
    it(`${level}: JSON and HTML before the PIN, and the HTML after the right PIN`, async () => {
      const put = await calls.call('PUT', `/api/me/profiles/${profile.id}`, maria.auth, { visibility: levels(level) });
      expect(put.statusCode).toBe(200);
      const slug = profile.page!.slug;

      const json = await t.app.inject({ method: 'GET', url: `/api/public/profile/${slug}` });
      const page = await t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: browser });
      const opened = await postPin(slug, PIN);
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['cache-control']).toBe('no-store');
      for (const section of VISIBILITY_SECTIONS) {
        const marker = MARKERS[section];
        expect(json.body.includes(marker), `${section} in JSON`).toBe(level === 'PUBLIC');
        expect(page.body.includes(marker), `${section} in /p`).toBe(level === 'PUBLIC');
        expect(opened.body.includes(marker), `${section} after the PIN`).toBe(level !== 'PRIVATE');
      }
      expect(json.json().profile.pinSections).toEqual(level === 'PIN' ? [...VISIBILITY_SECTIONS] : []);
      expect(page.body.includes(PUBLIC_PAGE_TEXTS.pinProtected)).toBe(level === 'PIN');
      expect(opened.body).not.toContain(PUBLIC_PAGE_TEXTS.pinProtected);
      // The page's own JSON and the tag's never open the PIN sections either.
      const pageJson = await t.app.inject({ method: 'GET', url: `/api/page/${slug}` });
      expect(pageJson.body.includes(MARKERS.medicalInfo)).toBe(level === 'PUBLIC');
    });
  }

  it('only the PIN sections open: a PRIVATE one beside them stays out after the right PIN', async () => {
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, maria.auth, {
      visibility: { ...levels('PUBLIC'), medicalInfo: 'PIN', notes: 'PRIVATE' },
    });
    const opened = await postPin(profile.page!.slug, PIN);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(MARKERS.medicalInfo);
    expect(opened.body).not.toContain(MARKERS.notes);
  });

  it("a /t page of the profile shows the notice and its form posts to the tag's own door (issue 41)", async () => {
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, maria.auth, { visibility: levels('PIN') });
    const tag = await calls.tagOf(maria.user.id, 'PIN00001', profile.id);
    const res = await t.app.inject({ method: 'GET', url: `/t/${tag.code}`, headers: browser });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(PUBLIC_PAGE_TEXTS.pinProtected);
    expect(res.body).toContain(`action="/t/${tag.code}/pin#pin"`);
    expect(res.body).not.toContain(MARKERS.contacts);
  });

  it('the card with the PIN form stays within 14 KB compressed', async () => {
    await calls.call('PUT', `/api/me/profiles/${profile.id}`, maria.auth, { visibility: levels('PIN') });
    const res = await t.app.inject({ method: 'GET', url: `/p/${profile.page!.slug}`, headers: browser });
    expect(gzipSync(res.body).length).toBeLessThan(14 * 1024);
  });
});

describe('POST /p/{slug}/pin: wrong PIN and the lock', () => {
  it("a wrong PIN answers the page with 'PIN incorreto' (400) and opens nothing", async () => {
    const other = await calls.owner('Joana Errada');
    await calls.call('PUT', `/api/me/profiles/${other.primary.id}/pin`, other.auth, { pin: '1234' });
    await calls.call('PUT', `/api/me/profiles/${other.primary.id}`, other.auth, {
      medicalInfo: { medications: ['Insulina'] },
      visibility: { medicalInfo: 'PIN' },
    });
    const res = await postPin(other.primary.page!.slug, '9999');
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(PUBLIC_PAGE_TEXTS.pinWrong);
    expect(res.body).not.toContain('Insulina');
  });

  it('five wrong PINs within 15 minutes lock the PIN for everyone (429 with the time to retry), the owner alerted', async () => {
    const owner = await calls.owner('Rita Bloqueio');
    const slug = owner.primary.page!.slug;
    await calls.call('PUT', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth, { pin: '55667788' });
    await calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, {
      medicalInfo: { medications: ['Varfarina'] },
      visibility: { medicalInfo: 'PIN' },
    });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await postPin(slug, '0000', `203.0.113.${attempt}`)).statusCode, `attempt ${attempt}`).toBe(400);
    }
    const fifth = await postPin(slug, '0000', '203.0.113.5');
    expect(fifth.statusCode).toBe(429);
    // Even the right PIN waits for the end of the lock.
    const right = await postPin(slug, '55667788');
    expect(right.statusCode).toBe(429);
    expect(right.body).not.toContain('Varfarina');
    expect(right.body).toMatch(
      /Muitas tentativas com PIN errado\. O PIN deste perfil está bloqueado: tente novamente às \d\d:\d\d \(horário de Brasília\)\./,
    );
    const inbox = (await calls.call('GET', '/api/me/messages', owner.auth)).json() as Array<{
      title: string;
      body: string;
    }>;
    const alert = inbox.find((message) => message.title === 'PIN bloqueado');
    expect(alert?.body).toContain('Alguém errou cinco vezes o PIN do perfil "Rita Bloqueio".');
    expect(
      (await t.outbox()).some((mail) => mail.includes('Subject: PIN bloqueado') && mail.includes(owner.user.email)),
    ).toBe(true);
  });

  it('eight wrong PINs at once from eight addresses: four 400s, then the lock for the rest (the profile row takes the tries one by one)', async () => {
    const owner = await calls.owner('Sara Corrida');
    await calls.call('PUT', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth, { pin: '112233' });
    await calls.call('PUT', `/api/me/profiles/${owner.primary.id}`, owner.auth, {
      medicalInfo: { medications: ['Levotiroxina'] },
      visibility: { medicalInfo: 'PIN' },
    });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => postPin(owner.primary.page!.slug, '0000', `198.51.100.${index + 1}`)),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    const log = await calls.call('GET', `/api/me/profiles/${owner.primary.id}/unlocks`, owner.auth);
    const results = (log.json() as { unlocks: Array<{ result: string }> }).unlocks.map((u) => u.result);
    expect(results.filter((r) => r === 'WRONG')).toHaveLength(5);
    expect(results.filter((r) => r === 'LOCKED')).toHaveLength(3);
  });
});
