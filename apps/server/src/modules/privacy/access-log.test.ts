import type { AccessLogResponse } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_LOG_WINDOW_MS } from './access-log.js';
import { passAccessLogWindow, privacyKit, PRIVATE_FIELDS } from '../../testing/privacy.js';
import { profileCalls } from '../../testing/profiles.js';
import type { SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: SignedIn;
let kit: ReturnType<typeof privacyKit>;
let owner: Awaited<ReturnType<ReturnType<typeof privacyKit>['fullOwner']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { name: 'Renata Admin' });
  kit = privacyKit(t, admin);
  owner = await kit.fullOwner('Elisa Moura');
});
afterAll(async () => t.close());

async function accessLogOf(auth: Record<string, string>, query = ''): Promise<AccessLogResponse> {
  const res = await kit.send('GET', `/api/me/access-log${query}`, auth);
  expect(res.statusCode).toBe(200);
  return res.json();
}

const expectOk = async (url: string, auth: Record<string, string>) =>
  expect((await kit.send('GET', url, auth)).statusCode).toBe(200);

const totalOf = async (auth: Record<string, string>) => (await accessLogOf(auth)).pagination.total;

const passTheWindow = () => passAccessLogWindow(t);

/** An owner who typed their private fields themselves (no staff answer carried them yet: an empty log). */
async function selfMadeOwner(name: string) {
  const calls = profileCalls(t);
  const signedIn = await t.createUser('USER', { name });
  const profile = await calls.createMine(signedIn.auth, { name, kind: 'PERSON', ...PRIVATE_FIELDS });
  return { ...signedIn, profile };
}

/** Every text of PRIVATE_FIELDS that an answer carrying the sections would hold. */
const PRIVATE_TEXTS = ['Penicilina', 'Marta Lima', '977776666', '988887777', 'Rua das Flores', 'Usa marca-passo'];

describe('the access log (LGPD art. 37): GET /api/me/access-log', () => {
  it('creating the client is a row; the admin opening the profile is one more: who, role, when, which sections', async () => {
    // POST /api/admin/users answered the admin the new profile with its private fields.
    expect(await totalOf(owner.auth)).toBe(1);
    await passTheWindow();
    const before = Date.now();
    await expectOk(`/api/admin/clients/${owner.profile.id}`, admin.auth);
    const log = await accessLogOf(owner.auth);
    expect(log.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(log.entries[0]).toEqual({
      id: expect.any(String),
      at: expect.any(String),
      actor: { id: admin.user.id, name: 'Renata Admin', role: 'ADMIN' },
      profile: { id: owner.profile.id, name: 'Elisa Moura' },
      sections: ['MEDICAL', 'CONTACTS', 'ADDRESS', 'NOTES'],
    });
    expect(Date.parse(log.entries[0]!.at)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("the page editor's answer (medical info and contacts) and the client's profiles list are rows too", async () => {
    await passTheWindow();
    await expectOk(`/api/admin/pages/${owner.profile.page.id}`, admin.auth);
    const afterPage = await accessLogOf(owner.auth);
    expect(afterPage.entries[0]).toMatchObject({
      profile: { id: owner.profile.id },
      sections: ['MEDICAL', 'CONTACTS'],
    });

    await passTheWindow();
    await expectOk(`/api/admin/clients/${owner.profile.id}/profiles`, admin.auth);
    const afterProfiles = await accessLogOf(owner.auth);
    // The pet's profile holds nothing private: only the primary's reading is a row.
    expect(afterProfiles.pagination.total).toBe(afterPage.pagination.total + 1);
    expect(afterProfiles.entries[0]).toMatchObject({ profile: { id: owner.profile.id } });
  });

  it('the lists carry no medical info, contacts, address or notes, and write no row (issue 40)', async () => {
    const total = await totalOf(owner.auth);
    for (const url of ['/api/admin/clients?limit=100', '/api/admin/pages?search=', '/api/admin/pages?limit=100']) {
      const res = await kit.send('GET', url, admin.auth);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(owner.profile.id);
      for (const text of PRIVATE_TEXTS) expect(res.body, `${url}: ${text}`).not.toContain(text);
      expect(res.body, url).not.toMatch(/"(medicalInfo|emergencyContacts|address|notes|phone)":/);
    }
    // The pages screen's switch answers the card's shape too.
    const toggled = await kit.send('PATCH', `/api/admin/pages/${owner.profile.page.id}/status`, admin.auth, {
      isActive: true,
    });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ id: owner.profile.page.id, isActive: true, client: { email: owner.email } });
    for (const text of PRIVATE_TEXTS) expect(toggled.body).not.toContain(text);
    expect(await totalOf(owner.auth)).toBe(total);
  });

  it('every admin answer that carries them after a write is a row: the client, the page, a new profile', async () => {
    const rowsAfter = async (write: () => Promise<{ statusCode: number; body: string }>, status = 200) => {
      await passTheWindow();
      const total = await totalOf(owner.auth);
      const res = await write();
      expect(res.statusCode, res.body).toBe(status);
      expect(res.body).toContain('Penicilina');
      return (await totalOf(owner.auth)) - total;
    };
    const { id, page } = owner.profile;
    expect(
      await rowsAfter(() => kit.send('PATCH', `/api/admin/clients/${id}`, admin.auth, { name: 'Elisa Moura' })),
    ).toBe(1);
    const pageBody = { title: 'Elisa', slug: page.slug };
    expect(
      await rowsAfter(() =>
        t.app.inject({ method: 'PUT', url: `/api/admin/pages/${page.id}`, headers: admin.auth, payload: pageBody }),
      ),
    ).toBe(1);
    expect(
      await rowsAfter(() =>
        t.app.inject({
          method: 'PUT',
          url: `/api/public/admin/pages/${page.id}`,
          headers: admin.auth,
          payload: { name: 'Elisa Moura' },
        }),
      ),
    ).toBe(1);
    const newProfile = { name: 'Elisa (trabalho)', kind: 'PERSON', medicalInfo: { allergies: ['Penicilina'] } };
    expect(
      await rowsAfter(() => kit.send('POST', `/api/admin/clients/${id}/profiles`, admin.auth, newProfile), 201),
    ).toBe(1);
  });

  it("the access log shows only the caller's rows: the admin opens A's profile, B's total stays 0", async () => {
    const a = await selfMadeOwner('Ana Primeira');
    const b = await selfMadeOwner('Bia Segunda');
    expect(await totalOf(a.auth)).toBe(0);
    expect(await totalOf(b.auth)).toBe(0);
    await expectOk(`/api/admin/clients/${a.profile.id}`, admin.auth);
    const logOfA = await accessLogOf(a.auth);
    expect(logOfA.pagination.total).toBe(1);
    expect(logOfA.entries.map((entry) => entry.profile.id)).toEqual([a.profile.id]);
    const logOfB = await accessLogOf(b.auth);
    expect(logOfB.pagination.total).toBe(0);
    expect(logOfB.entries).toEqual([]);
  });

  it('the owner reading their own data is not logged', async () => {
    const total = await totalOf(owner.auth);
    await expectOk(`/api/admin/bracelets/${owner.tag.id}`, admin.auth);
    await expectOk(`/api/me/profiles/${owner.profile.id}`, owner.auth);
    await expectOk('/api/me/page', owner.auth);
    await expectOk('/api/me/profiles', owner.auth);
    expect(await totalOf(owner.auth)).toBe(total);
  });

  it('is newest first and paginated; anonymous is a 401; a bad page a 400', async () => {
    const page1 = await accessLogOf(owner.auth, '?page=1&limit=1');
    const page2 = await accessLogOf(owner.auth, '?page=2&limit=1');
    expect(page1.pagination.totalPages).toBe(page1.pagination.total);
    expect(Date.parse(page1.entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(page2.entries[0]!.at));
    expect((await kit.send('GET', '/api/me/access-log')).statusCode).toBe(401);
    const bad = await kit.send('GET', '/api/me/access-log?page=0', owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page deve ser um número inteiro a partir de 1');
  });

  it("a deleted staff account's readings stay in the owner's log as 'Conta excluída'", async () => {
    const other = await t.createUser('ADMIN', { name: 'Paulo Temporario' });
    await expectOk(`/api/admin/clients/${owner.profile.id}`, other.auth);
    expect((await accessLogOf(owner.auth)).entries[0]!.actor).toEqual({
      id: other.user.id,
      name: 'Paulo Temporario',
      role: 'ADMIN',
    });
    expect((await kit.send('DELETE', `/api/admin/users/${other.user.id}`, admin.auth)).statusCode).toBe(204);
    expect((await accessLogOf(owner.auth)).entries[0]!.actor).toEqual({
      id: null,
      name: 'Conta excluída',
      role: 'ADMIN',
    });
  });

  it("one visit to 'Editar Cliente' is one row per staff member, profile and section (issue 43, item 5)", async () => {
    const visited = await kit.fullOwner('Vera Visita');
    await passTheWindow();
    const { id, page } = visited.profile;
    // What the screen asks on opening (several at once, as the browser does), then again on a refetch.
    const visit = () =>
      Promise.all(
        [`/api/admin/clients/${id}`, `/api/admin/clients/${id}/profiles`, `/api/admin/pages/${page.id}`].map((url) =>
          expectOk(url, admin.auth),
        ),
      );
    await visit();
    await visit();

    const log = await accessLogOf(visited.auth);
    // The rows of this visit (the client's creation, an answer too, was moved back past the window).
    const entries = log.entries.filter((entry) => Date.now() - Date.parse(entry.at) < ACCESS_LOG_WINDOW_MS);
    const ofPrimary = entries.filter((entry) => entry.profile.id === id);
    expect(ofPrimary.flatMap((entry) => entry.sections).sort()).toEqual(['ADDRESS', 'CONTACTS', 'MEDICAL', 'NOTES']);
    expect(entries.every((entry) => entry.actor.id === admin.user.id)).toBe(true);

    // Another admin's reading is a line of its own; after the window the same admin's is again.
    const total = log.pagination.total;
    const other = await t.createUser('ADMIN', { name: 'Otávio Admin' });
    await expectOk(`/api/admin/pages/${page.id}`, other.auth);
    await expectOk(`/api/admin/pages/${page.id}`, admin.auth);
    expect((await accessLogOf(visited.auth)).pagination.total).toBe(total + 1);
    await passTheWindow();
    await expectOk(`/api/admin/pages/${page.id}`, admin.auth);
    const later = await accessLogOf(visited.auth);
    expect(later.pagination.total).toBe(total + 2);
    expect(later.entries[0]).toMatchObject({ actor: { id: admin.user.id }, sections: ['MEDICAL', 'CONTACTS'] });
  });
});
