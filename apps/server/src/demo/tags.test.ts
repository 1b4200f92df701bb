import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_TEXTS, TAG_STATUSES, tagTechnicalSheet, mapLinkForLocation, type Tag } from '@portal/shared';
import { loginHeaders } from '../testing/requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { seedDemo } from './index.js';
import { DEMO_TAG_CODES, seedDemoTags } from './tags.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.services, t.database.db);
});
afterAll(async () => t.close());

const login = (email: string, password: string) => loginHeaders(t, email, password);

describe('demo tags', () => {
  it('a realistic mix: B2C and B2B in every status, some assigned, the known codes present; seeding again adds nothing', async () => {
    const admin = await login('admin@demo.portal', 'admin12345');
    const list = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/bracelets?limit=200', headers: admin })).json()
        .items as Tag[];
    const tags = await list();
    for (const status of TAG_STATUSES) {
      expect(tags.some((tag) => tag.status === status && tag.type === 'B2B')).toBe(true);
      expect(tags.some((tag) => tag.status === status && tag.type === 'B2C')).toBe(true);
    }
    expect(tags.filter((tag) => tag.assignedUserId).length).toBeGreaterThanOrEqual(5);
    for (const code of Object.values(DEMO_TAG_CODES)) expect(tags.some((tag) => tag.code === code)).toBe(true);
    await seedDemoTags(t.app.services);
    expect((await list()).length).toBe(tags.length);
  });

  it('usuario@demo.portal owns tags with history; the B2B one has the full technical meta', async () => {
    const user = await login('usuario@demo.portal', 'usuario12345');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/me/bracelets', headers: user })).json().items as Tag[];
    // PULS0006: the bracelet of the demo user's daughter Lívia (her own profile, issue 14's demo data).
    expect(mine.map((tag) => tag.code).sort()).toEqual(
      [DEMO_TAG_CODES.equipment, DEMO_TAG_CODES.lost, DEMO_TAG_CODES.pet, DEMO_TAG_CODES.bracelet, 'PULS0006'].sort(),
    );
    // Each tag opens its own profile: the equipment its sheet, the pet its page, the bracelet the primary person.
    const opens = Object.fromEntries(
      mine.map((tag) => [tag.code, tag.profile && [tag.profile.kind, tag.profile.isPrimary]]),
    );
    expect(opens).toEqual({
      [DEMO_TAG_CODES.equipment]: ['EQUIPMENT', false],
      [DEMO_TAG_CODES.lost]: ['EQUIPMENT', false],
      [DEMO_TAG_CODES.pet]: ['PET', false],
      [DEMO_TAG_CODES.bracelet]: ['PERSON', true],
      PULS0006: ['PERSON', false],
    });
    const equipment = mine.find((tag) => tag.code === DEMO_TAG_CODES.equipment)!;
    expect(tagTechnicalSheet(equipment.meta)).toMatchObject({
      serialNumber: 'EXT-2024-0001',
      model: 'Extintor PQS 6 kg ABC',
    });
    expect(mapLinkForLocation(equipment.meta.location)).toBe('https://www.google.com/maps?q=-23.5613,-46.6565');
    expect(equipment.meta).toMatchObject({ nextService: '2026-03-15', status: 'ACTIVE' });
    expect(equipment.meta.maintenance).toHaveLength(2);
    expect(equipment.meta.documents).toHaveLength(2);
    expect(equipment.meta.customTabs).toEqual([expect.objectContaining({ title: 'Como usar' })]);
    const history = (
      await t.app.inject({ method: 'GET', url: `/api/me/bracelets/${equipment.id}/history`, headers: user })
    ).json();
    expect(history.map((event: { action: string }) => event.action)).toContain('ASSIGNED');
    const lost = mine.find((tag) => tag.code === DEMO_TAG_CODES.lost)!;
    expect(lost.status).toBe('LOST');
  });

  it('one demo tag shows a transfer between two users in its records', async () => {
    const admin = await login('admin@demo.portal', 'admin12345');
    const tag = await t.app.services.tags.findTagByCode('PULS0002');
    const records = (
      await t.app.inject({ method: 'GET', url: `/api/admin/bracelets/${tag!.id}/transfers`, headers: admin })
    ).json();
    expect(records[0]).toMatchObject({
      action: 'TRANSFERRED',
      fromUserName: 'Eduardo Lima',
      toUserName: 'Daniela Souza',
    });
  });

  it("the demo extinguishers' /t show their equipment, never a person's emergency card (issue 14)", async () => {
    for (const code of [DEMO_TAG_CODES.equipment, 'EXT00010']) {
      const html = await t.app.inject({ method: 'GET', url: `/t/${code}` });
      expect(html.statusCode).toBe(200);
      expect(html.body, code).not.toContain(PUBLIC_PAGE_TEXTS.openOwnerPage);
      expect(html.body, code).not.toContain(PUBLIC_PAGE_TEXTS.medicalInfo);
      const json = (await t.app.inject({ method: 'GET', url: `/api/public/tag/${code}` })).json();
      expect(json.profile, code).toMatchObject({ kind: 'EQUIPMENT' });
    }
  });
});
