import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '@portal/shared';
import { loginHeaders } from '../testing/requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { DEMO_EQUIPMENT_TAG, DEMO_PAGE_SLUGS } from './clients.js';
import { DEMO_ACCOUNTS, seedDemo } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services, t.database.db);
  await seedDemo(t.app.services, t.database.db); // twice is harmless
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const demoUserAuth = () => {
  const user = DEMO_ACCOUNTS.find((a) => a.role === 'USER')!;
  return loginHeaders(t, user.email, user.password);
};

describe('demo clients and pages', () => {
  it('the demo user has a complete profile and an active page, reachable with their login', async () => {
    const auth = await demoUserAuth();
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/me/page',
      headers: auth,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ slug: DEMO_PAGE_SLUGS.user, isActive: true, medicalInfo: { bloodType: 'O+' } });
    const html = (await get(`/p/${DEMO_PAGE_SLUGS.user}`)).body;
    expect(html).toContain('Mariana Usuário');
    expect(html).toContain('Ver tag associada');
  });

  it("a scan of Bruno's bracelet opens his card: the critical alerts first, then 192, then a contact on WhatsApp", async () => {
    const html = (await get('/t/PULS0001')).body;
    const alert = html.indexOf('Alergia grave: penicilina');
    const samu = html.indexOf('href="tel:192"');
    const contact = html.indexOf('href="tel:+5511998765432"');
    expect(alert).toBeGreaterThan(0);
    expect(samu).toBeGreaterThan(alert);
    expect(contact).toBeGreaterThan(samu);
    expect(html).toContain('https://wa.me/5511998765432?text=');
    expect(html).not.toContain('Ver perfil de emergência');
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
    // Nine client accounts (role USER, with or without a page; Thor is a profile of the demo user); the active pages
    // of every profile.
    expect(stats.total).toBe(9);
    expect(stats.publicPages).toBe(8);
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

  it("the demo user's account holds a child, the pet Thor and two pieces of equipment, each opened by its own tag", async () => {
    const auth = await demoUserAuth();
    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/api/me/profiles',
        headers: auth,
      })
    ).json();
    const summary = list.profiles.map((p: AccountProfile) => [
      p.page?.slug,
      p.kind,
      p.isPrimary,
      p.tags.map((tag) => tag.code).sort(),
    ]);
    expect(summary).toEqual([
      [DEMO_PAGE_SLUGS.user, 'PERSON', true, ['PULS0001']],
      [DEMO_PAGE_SLUGS.child, 'PERSON', false, ['PULS0006']],
      [DEMO_PAGE_SLUGS.pet, 'PET', false, ['PET00001']],
      [DEMO_PAGE_SLUGS.userExtinguisher, 'EQUIPMENT', false, ['EXT00001']],
      [DEMO_PAGE_SLUGS.userGenerator, 'EQUIPMENT', false, ['GER00001']],
    ]);
    const thor = list.profiles.find((p: AccountProfile) => p.kind === 'PET');
    expect(thor.petInfo).toMatchObject({ species: 'Cão', breed: 'Labrador', microchip: '985112004587321' });
    expect(await t.app.services.users.findByEmail('thor.pet@demo.portal')).toBeUndefined();
    const livia = list.profiles.find((p: AccountProfile) => p.name === 'Lívia Usuário');
    expect(livia.medicalInfo).toMatchObject({ bloodType: 'A+', allergies: ['Amendoim'] });
    expect(livia.emergencyContacts.map((c: { name: string }) => c.name)).toEqual(['Bruno Usuário', 'Mariana Usuário']);
    expect((await get('/t/PET00001')).body).toContain(`href="/p/${DEMO_PAGE_SLUGS.pet}"`);
    // A person's tag answers their card itself (issue 41), under the tag's line.
    for (const [code, name] of [
      ['PULS0006', 'Lívia Usuário'],
      ['PULS0001', 'Bruno Usuário'],
    ]) {
      const card = (await get(`/t/${code}`)).body;
      expect(card, code).toContain(`Tag ${code}`);
      expect(card, code).toContain(name);
      expect(card, code).toContain('href="tel:192"');
    }
    const petPage = (await get(`/p/${DEMO_PAGE_SLUGS.pet}`)).body;
    expect(petPage).toContain('Labrador');
    const extinguisher = (await get(`/p/${DEMO_PAGE_SLUGS.userExtinguisher}`)).body;
    expect(extinguisher).toContain('Resil');
    expect(extinguisher).toContain('EXT-2024-0001');
  });
});
