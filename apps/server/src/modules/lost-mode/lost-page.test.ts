import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_TEXTS, type AccountProfile, type CreateProfileRequestBody } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * Issue 13 on the public pages: a LOST tag's /t/{code} and its profile's /p/{slug} open with the lost banner and
 * carry the finder's form, a plain urlencoded POST answered by a whole page (the confirmation, or the form again
 * with the error next to its field). The HTML's layout is the shared components' business (lost-mode.test.tsx).
 */
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let owner: SignedIn;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
const postForm = (url: string, fields: Record<string, string>, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function createProfile(body: CreateProfileRequestBody): Promise<AccountProfile> {
  const res = await t.app.inject({ method: 'POST', url: '/api/me/profiles', headers: owner.auth, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function tagOf(code: string, profileId: string, lost: boolean) {
  const actor = { id: owner.user.id, name: 'Teste', role: 'USER' as const };
  const tag = await t.app.services.tags.createTag({ code, type: 'B2C', physicalType: 'NFC', status: 'ACTIVE' }, actor);
  await t.app.services.tags.assign(tag.id, { userId: owner.user.id, conflictMode: 'BLOCK' }, actor);
  const linked = await t.app.inject({
    method: 'PATCH',
    url: `/api/me/bracelets/${tag.id}/profile`,
    headers: owner.auth,
    payload: { profileId },
  });
  expect(linked.statusCode, linked.body).toBe(200);
  if (lost) {
    await t.app.services.lostMode.setLost(
      tag.id,
      { lost: true, message: 'Responde por Bidu, é manso', reward: true },
      actor,
    );
  }
  return tag;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser('USER', { name: 'Ana Tutora' });
  const pet = await createProfile({ name: 'Bidu', kind: 'PET', publicPageSlug: 'bidu-perdido' });
  const calm = await createProfile({ name: 'Mimi', kind: 'PET', publicPageSlug: 'mimi-em-casa' });
  await tagOf('LOST0001', pet.id, true);
  await tagOf('HOME0001', calm.id, false);
});
afterAll(async () => t.close());

describe('a LOST tag on the public pages', () => {
  it("/t/{code} of a LOST tag opens with PERDIDO, the owner's message, the reward and the finder's form", async () => {
    const res = await get('/t/LOST0001');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      `<section class="banner lost" aria-label="${LOST_TEXTS.bannerThing}">${LOST_TEXTS.bannerThing}</section>`,
    );
    expect(html).toContain(LOST_TEXTS.bannerLeadPet);
    expect(html).toContain('Responde por Bidu, é manso');
    expect(html).toContain(LOST_TEXTS.reward);
    expect(html).toContain('action="/t/LOST0001/contato#falar" method="post"');
    expect(html).toMatch(/<script src="\/public\/finder\.js\?v=[0-9a-f]{10}" defer="">/);
    expect(html.indexOf(LOST_TEXTS.talkToOwner)).toBeLessThan(html.indexOf('<h1>Tag LOST0001</h1>'));
  });

  it('/p/{slug} of a profile with a LOST tag shows the banner and its form posts to /p/{slug}/contato', async () => {
    const res = await get('/p/bidu-perdido');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<section class="banner lost" aria-label="${LOST_TEXTS.bannerThing}">${LOST_TEXTS.bannerThing}</section>`,
    );
    expect(res.body).toContain('Responde por Bidu, é manso');
    expect(res.body).toContain('action="/p/bidu-perdido/contato#falar" method="post"');
  });

  it('a tag that is not LOST, and its page: no banner, no form; a post there is refused (409)', async () => {
    for (const url of ['/t/HOME0001', '/p/mimi-em-casa']) {
      const res = await get(url);
      expect(res.body, url).not.toContain(LOST_TEXTS.bannerThing);
      expect(res.body, url).not.toContain('<form');
    }
    const post = await postForm('/t/HOME0001/contato', { message: 'Achei' }, '203.0.113.50');
    expect(post.statusCode).toBe(409);
    expect(post.body).toContain(LOST_TEXTS.notLost);
  });

  it('the script that fills lat/lng is served same-origin as JavaScript', async () => {
    const res = await get('/public/finder.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.body).toContain('getCurrentPosition');
  });
});

describe("the finder's form (urlencoded, JavaScript off)", () => {
  it('POST /t/{code}/contato -> 200, the confirmation page, and the owner gets the message (in the app and by e-mail)', async () => {
    const before = (await t.outbox()).length;
    const res = await postForm('/t/LOST0001/contato', {
      message: 'Encontrei o Bidu na praça central',
      contact: '(11) 95555-0000',
      lat: '-23.55052',
      lng: '-46.63331',
      website: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(LOST_TEXTS.sent);
    expect(res.body).toContain('href="/t/LOST0001"');
    const messages = await t.app.services.messages.listOwnMessages(owner.user.id);
    const relayed = messages.find((m) => m.title === LOST_TEXTS.finderTitle);
    expect(relayed?.body).toContain('Encontrei o Bidu na praça central');
    expect(relayed?.body).toContain('(11) 95555-0000');
    // The owner's e-mail too (the scan alerts of the earlier views may be there as well).
    const mails = await t.waitForOutbox(before + 1);
    const mail = mails.slice(before).find((m) => m.includes('Algu=C3=A9m_encontrou_a_sua_tag'));
    expect(mail).toContain('Encontrei o Bidu na pra=C3=A7a central');
  });

  it('without a contact: the confirmation says only that the owner was told', async () => {
    const res = await postForm('/p/bidu-perdido/contato', { message: 'Vi o Bidu perto da escola' }, '203.0.113.8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(LOST_TEXTS.sentNoContact);
    expect(res.body).toContain('href="/p/bidu-perdido"');
  });

  it('a missing message -> 400, the page again with the error next to the field and the contact kept', async () => {
    const res = await postForm('/t/LOST0001/contato', { message: '  ', contact: 'ana@example.com' }, '203.0.113.9');
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(
      new RegExp(
        `aria-invalid="true" aria-describedby="finder-message-error">\\s*</textarea><p id="finder-message-error" class="field-error">${LOST_TEXTS.messageRequired}</p>`,
      ),
    );
    expect(res.body).toContain('value="ana@example.com"');
    expect(res.body).toContain(LOST_TEXTS.bannerThing);
  });

  it('over the limit per address -> 429 and its panel text', async () => {
    let last = await postForm('/t/LOST0001/contato', { message: 'Oi', website: 'spam' }, '203.0.113.99');
    for (let i = 0; i < 5 && last.statusCode === 200; i++) {
      last = await postForm('/t/LOST0001/contato', { message: 'Oi', website: 'spam' }, '203.0.113.99');
    }
    expect(last.statusCode).toBe(429);
    expect(last.body).toContain(LOST_TEXTS.tooManyMessages);
  });

  it('the form and its JSON twin draw from one allowance per address', async () => {
    const ip = '203.0.113.120';
    for (let i = 0; i < 3; i++) {
      const res = await postForm('/t/LOST0001/contato', { message: 'Oi', website: 'spam' }, ip);
      expect(res.statusCode).toBe(200);
    }
    const json = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/public/tag/LOST0001/contact',
        remoteAddress: ip,
        headers: { 'user-agent': BROWSER },
        payload: { message: `Oi ${n}`, website: 'spam' },
      });
    expect((await json(1)).statusCode).toBe(200);
    expect((await json(2)).statusCode).toBe(200);
    const over = await json(3);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(LOST_TEXTS.tooManyMessages);
  });
});

describe('a finder message too long for the form (fault 1): a 413 with a pt-BR text, never a 500', () => {
  it('POST /t/{code}/contato and /p/{slug}/contato with 17,000 characters -> 413 page saying the limit; the JSON twin 413 JSON; health stays healthy', async () => {
    const long = 'a'.repeat(17_000);
    for (const url of ['/t/LOST0001/contato', '/p/bidu-perdido/contato']) {
      const res = await postForm(url, { message: long, contact: '' }, '203.0.113.90');
      expect(res.statusCode, url).toBe(413);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(LOST_TEXTS.finderMessageTooLong);
    }
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/public/tag/LOST0001/contact',
      remoteAddress: '203.0.113.91',
      payload: { message: long, contact: '' },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: LOST_TEXTS.finderMessageTooLong });
    // 4xx answers are the client's, not the server's: they never move the admin's system health.
    const admin = await t.createUser('ADMIN');
    const realtime = await t.app.inject({ method: 'GET', url: '/api/admin/analytics/realtime', headers: admin.auth });
    expect(realtime.json().systemHealth).toMatchObject({ errorRate: 0, status: 'healthy' });
  });
});

describe("a U+0000 in the finder's form is removed with the other control characters (the shared NUL rule's exception)", () => {
  it('POST /t/{code}/contato with "a\\u0000b" is relayed as "ab"', async () => {
    const res = await postForm('/t/LOST0001/contato', { message: 'Achei\u0000 o Bidu', contact: '' }, '203.0.113.92');
    expect(res.statusCode).toBe(200);
  });
});

describe('the per-target finder limit counts the tag and its profile together, whichever door (fault 7)', () => {
  it(`after FINDER_LIMIT_PER_TAG messages through /t/{code}/contato, its profile's /p/{slug}/contato is 429 too`, async () => {
    let last = await postForm('/t/LOST0001/contato', { message: 'Oi', website: 'spam' }, '198.51.100.1');
    for (let i = 2; i < 60 && last.statusCode === 200; i++) {
      last = await postForm('/t/LOST0001/contato', { message: 'Oi', website: 'spam' }, `198.51.100.${i}`);
    }
    expect(last.statusCode).toBe(429);
    const other = await postForm('/p/bidu-perdido/contato', { message: 'Oi', website: 'spam' }, '198.51.100.200');
    expect(other.statusCode).toBe(429);
    expect(other.body).toContain(LOST_TEXTS.tooManyMessages);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/public/tag/LOST0001/contact',
      remoteAddress: '198.51.100.201',
      payload: { message: 'Oi', website: 'spam' },
    });
    expect(json.statusCode).toBe(429);
  });
});
