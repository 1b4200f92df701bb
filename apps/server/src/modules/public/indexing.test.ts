import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInClient, type CreatedClient } from '../../testing/clients.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let seq = 0;

beforeAll(async () => {
  // A low per-page limit, so the 429 panel is reached in a few views (each test views its own page).
  t = await createTestApp({ publicRateLimit: 5, publicAddressRateLimit: 0 });
  admin = await t.createUser('ADMIN', { name: 'Admin' });
});
afterAll(async () => t.close());

const ROBOTS_META = '<meta name="robots" content="noindex"/>';
const client = (profile: Record<string, unknown>) =>
  createSignedInClient(t, admin, `idx${(seq += 1)}@indexacao.com`, profile);

const view = (url: string) => t.app.inject({ method: 'GET', url });
const adminPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/admin/pages/${id}`, headers: admin.auth });
const setIndexing = (created: CreatedClient, allowIndexing: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/pages/${created.profile.page.id}`,
    headers: admin.auth,
    payload: { title: 'Página', slug: created.profile.page.slug, allowIndexing },
  });

/** Whether a response tells search engines to stay away, in the header and in the HTML head, asserted to agree. */
function noindexOf(res: Awaited<ReturnType<typeof view>>): boolean {
  const header = res.headers['x-robots-tag'] === 'noindex';
  expect(res.body.includes(ROBOTS_META)).toBe(header);
  return header;
}

describe("a person's page is not indexed unless its owner turns indexing on", () => {
  it('by default: X-Robots-Tag noindex and <meta name="robots" content="noindex">, and allowIndexing false in the API', async () => {
    const created = await client({ name: 'Irene Sigilo' });
    const res = await view(`/p/${created.profile.page.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain(ROBOTS_META);
    expect((await adminPage(created.profile.page.id)).json().allowIndexing).toBe(false);
  });

  it('turned on by the admin (PUT /admin/pages/{id}): neither the header nor the meta; off again: both', async () => {
    const created = await client({ name: 'Jonas Aberto' });
    const on = await setIndexing(created, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().allowIndexing).toBe(true);
    const open = await view(`/p/${created.profile.page.slug}`);
    expect(open.headers['x-robots-tag']).toBeUndefined();
    expect(open.body).not.toContain('name="robots"');

    expect((await setIndexing(created, false)).json().allowIndexing).toBe(false);
    expect(noindexOf(await view(`/p/${created.profile.page.slug}`))).toBe(true);
  });

  it('turned on by the owner (PUT /me/page/{id}), and kept when a later save does not send it', async () => {
    const created = await client({ name: 'Karina Dona' });
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/me/page/${created.profile.page.id}`, headers: created.auth, payload });
    expect((await put({ allowIndexing: true })).json().allowIndexing).toBe(true);
    expect((await put({ name: 'Karina Dona' })).json().allowIndexing).toBe(true);
    expect(noindexOf(await view(`/p/${created.profile.page.slug}`))).toBe(false);
  });

  it("allowIndexing that is not true or false is a 400: 'allowIndexing deve ser true ou false.'", async () => {
    const created = await client({ name: 'Lia Valida' });
    const res = await setIndexing(created, 'sim');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'allowIndexing deve ser true ou false.', field: 'allowIndexing' });
  });

  it("an equipment page starts indexable; a pet's page does not", async () => {
    const equipment = await client({ name: 'Extintor Sala 2', kind: 'EQUIPMENT' });
    expect((await adminPage(equipment.profile.page.id)).json().allowIndexing).toBe(true);
    expect(noindexOf(await view(`/p/${equipment.profile.page.slug}`))).toBe(false);
    const pet = await client({ name: 'Rex', kind: 'PET' });
    expect((await adminPage(pet.profile.page.id)).json().allowIndexing).toBe(false);
    expect(noindexOf(await view(`/p/${pet.profile.page.slug}`))).toBe(true);
  });

  it('/t/{code} follows the page of the profile the tag opens; a tag with no owner is not indexed', async () => {
    const system = { id: admin.user.id, name: 'Admin' };
    const created = await client({ name: 'Marcos Tag' });
    const tag = await t.app.services.tags.createTag(
      { code: 'IDXTAG01', type: 'B2C', physicalType: 'NFC', status: 'ACTIVE' },
      system,
    );
    await t.app.services.tags.assign(tag.id, { userId: created.user.id, conflictMode: 'BLOCK' }, system);
    const first = await view('/t/IDXTAG01');
    expect(first.statusCode).toBe(200);
    expect(noindexOf(first)).toBe(true);
    await setIndexing(created, true);
    expect(noindexOf(await view('/t/IDXTAG01'))).toBe(false);

    await t.app.services.tags.createTag(
      { code: 'IDXTAG02', type: 'B2C', physicalType: 'NFC', status: 'ACTIVE' },
      system,
    );
    expect(noindexOf(await view('/t/IDXTAG02'))).toBe(true);
  });

  it('error panels are never indexed: 404 (page and tag) and 429', async () => {
    for (const url of ['/p/nao-existe-idx', '/t/NAOEXISTE99', '/p']) {
      const res = await view(url);
      expect(res.statusCode).toBe(404);
      expect(noindexOf(res)).toBe(true);
    }
    const created = await client({ name: 'Nina Limite' });
    await setIndexing(created, true);
    let last = await view(`/p/${created.profile.page.slug}`);
    for (let i = 0; i < 5 && last.statusCode !== 429; i += 1) last = await view(`/p/${created.profile.page.slug}`);
    expect(last.statusCode).toBe(429);
    expect(noindexOf(last)).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('is text/plain keeping crawlers out of /admin, /user, /tecnico and /api (not the app’s index.html)', async () => {
    const res = await view('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /user',
      'Disallow: /tecnico',
      'Disallow: /api',
      '',
    ]);
  });
});
