import type { AccessLogResponse } from '@portal/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyKit } from '../../testing/privacy.js';
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

describe('the access log (LGPD art. 37): GET /api/me/access-log', () => {
  it("an admin opening the client's profile is one row: who, role, when, which profile and sections", async () => {
    const before = Date.now();
    await expectOk(`/api/admin/clients/${owner.profile.id}`, admin.auth);
    const log = await accessLogOf(owner.auth);
    expect(log.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
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
    await expectOk(`/api/admin/pages/${owner.profile.page.id}`, admin.auth);
    const afterPage = await accessLogOf(owner.auth);
    expect(afterPage.entries[0]).toMatchObject({
      profile: { id: owner.profile.id },
      sections: ['MEDICAL', 'CONTACTS'],
    });

    await expectOk(`/api/admin/clients/${owner.profile.id}/profiles`, admin.auth);
    const afterProfiles = await accessLogOf(owner.auth);
    // The pet's profile holds nothing private: only the primary's reading is a row.
    expect(afterProfiles.pagination.total).toBe(afterPage.pagination.total + 1);
    expect(afterProfiles.entries[0]).toMatchObject({ profile: { id: owner.profile.id } });
  });

  it('lists that show no private fields, and the owner reading their own data, are not logged', async () => {
    const { total } = (await accessLogOf(owner.auth)).pagination;
    await expectOk('/api/admin/clients', admin.auth);
    await expectOk('/api/admin/pages', admin.auth);
    await expectOk(`/api/admin/bracelets/${owner.tag.id}`, admin.auth);
    await expectOk(`/api/me/profiles/${owner.profile.id}`, owner.auth);
    await expectOk('/api/me/page', owner.auth);
    await expectOk('/api/me/profiles', owner.auth);
    expect((await accessLogOf(owner.auth)).pagination.total).toBe(total);
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
});
