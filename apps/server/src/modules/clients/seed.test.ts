import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, seedDemo } from '../../db/seed.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DEMO_EQUIPMENT_TAG, DEMO_PAGE_SLUGS } from './seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services);
  await seedDemo(t.app.services); // twice is harmless
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('demo clients and pages', () => {
  it('the demo user has a complete profile and an active page, reachable with their login', async () => {
    const user = DEMO_ACCOUNTS.find((a) => a.role === 'USER')!;
    const login = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      })
    ).json();
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/me/page',
      headers: { authorization: `Bearer ${login.token}` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: DEMO_PAGE_SLUGS.user, isActive: true, medicalInfo: { bloodType: 'O+' } });
    const html = (await get(`/p/${DEMO_PAGE_SLUGS.user}`)).body;
    expect(html).toContain('Mariana Usuário');
    expect(html).toContain('Ver tag associada');
  });

  it('complete and partial profiles, a private section, an inactive page, a pet and an equipment page', async () => {
    expect((await get(`/p/${DEMO_PAGE_SLUGS.partial}`)).statusCode).toBe(200);
    const privateMedical = (await get(`/p/${DEMO_PAGE_SLUGS.privateMedical}`)).body;
    expect(privateMedical).not.toContain('Diabetes');
    expect((await get(`/p/${DEMO_PAGE_SLUGS.inactive}`)).statusCode).toBe(404);
    const pet = (await get(`/p/${DEMO_PAGE_SLUGS.pet}`)).body;
    expect(pet).toContain('Animal encontrado? Contate o tutor');
    expect(pet).not.toContain('Ligar 192');
    const equipment = (await get(`/p/${DEMO_PAGE_SLUGS.equipment}`)).body;
    expect(equipment).toContain('Ficha do equipamento');
    expect(equipment).toContain('EXT-2025-0310');
    expect(equipment).toContain(`href="/t/${DEMO_EQUIPMENT_TAG}"`);
    const tag = (await get(`/t/${DEMO_EQUIPMENT_TAG}`)).body;
    expect(tag).toContain(`href="/p/${DEMO_PAGE_SLUGS.equipment}"`);
    const stats = await t.app.services.clients.stats();
    expect(stats.total).toBe(6);
    expect(stats.publicPages).toBe(5);
  });

  it('the person, the pet and the equipment pages show their demo photos, seeded once', async () => {
    for (const slug of [DEMO_PAGE_SLUGS.user, DEMO_PAGE_SLUGS.pet, DEMO_PAGE_SLUGS.equipment]) {
      const page = await t.app.services.pages.findPageByKey(slug);
      const photos = page!.profile.photos as Array<{ id: string; isMain?: boolean }>;
      expect(photos).toHaveLength(2);
      expect(photos[0]!.isMain).toBe(true);
      const html = (await get(`/p/${slug}`)).body;
      expect(html).toContain(`/api/photos/${photos[0]!.id}?size=medium`);
      const image = await get(`/api/photos/${photos[0]!.id}?size=thumbnail`);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
  });
});
