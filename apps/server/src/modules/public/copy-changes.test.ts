import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountProfile } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profileCalls } from '../../testing/profiles.js';
import { createLastCopies, pageCopyKey, redisCopyBackend, tagCopyKey, type LastCopy } from './last-copy.js';

/**
 * Issue 41, item 4: 'refreshed on every change'. The last copies (what an outage answers) follow every change of what
 * a page shows, before the change's answer: a tag moved to another person, the page editor's sections, its switch,
 * a renamed or deleted page, a deleted profile or account. Read straight from the store: no outage needed to see them.
 */
let t: TestApp;
let calls: ReturnType<typeof profileCalls>;
const read = (key: string): Promise<LastCopy | null> => t.app.services.publicPages.copies.read(key);
const cardNameOf = (copy: LastCopy | null) => (copy?.kind === 'tag' ? (copy.card?.title ?? null) : undefined);
const contactsOf = (copy: LastCopy | null) => JSON.stringify(copy?.kind === 'page' ? copy.view : copy?.card);

beforeAll(async () => {
  t = await createTestApp();
  calls = profileCalls(t);
});
afterAll(async () => t.close());

/** A USER with a person's profile, its page and a B2C tag that opens it; the copies made by a first scan. */
async function personWithTag(name: string, code: string) {
  const owner = await calls.owner(name);
  const profile: AccountProfile = owner.primary;
  const tag = await calls.tagOf(owner.user.id, code, profile.id);
  const slug = profile.page!.slug;
  await t.app.services.publicPages.refreshCopies(profile.id, [code]);
  return { owner, profile, tag, slug };
}

describe('the last copies follow every change, before its answer', () => {
  it("a tag moved to another person's profile: its copy opens the new card; the page it left no longer shows it", async () => {
    const ana = await personWithTag('Ana Copia', 'MOVE0001');
    expect(cardNameOf(await read(tagCopyKey('MOVE0001')))).toContain('Ana Copia');
    const second = await calls.createMine(ana.owner.auth, { name: 'Beto Copia', kind: 'PERSON' });
    const linked = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${ana.tag.id}/profile`,
      headers: ana.owner.auth,
      payload: { profileId: second.id },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(cardNameOf(await read(tagCopyKey('MOVE0001')))).toContain('Beto Copia');
    expect(JSON.stringify(await read(pageCopyKey(ana.slug)))).not.toContain('MOVE0001');
  });

  it("the page editor's change of the contacts (PUT /me/page) replaces the page's and the tag's copies", async () => {
    const caio = await personWithTag('Caio Copia', 'EDIT0001');
    const page = await calls.call('GET', '/api/me/page', caio.owner.auth);
    const res = await calls.call('PUT', `/api/me/page/${page.json<{ id: string }>().id}`, caio.owner.auth, {
      emergencyContacts: [{ name: 'Tia Dora', phone: '(11) 95555-1212', relationship: 'Tia' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(contactsOf(await read(pageCopyKey(caio.slug)))).toContain('Tia Dora');
    expect(contactsOf(await read(tagCopyKey('EDIT0001')))).toContain('Tia Dora');
  });

  it('a page switched off loses its copy; switched on, it has one again', async () => {
    const admin = await t.createUser('ADMIN');
    const eva = await personWithTag('Eva Copia', 'OFFP0001');
    const pageId = (await calls.call('GET', '/api/me/page', eva.owner.auth)).json<{ id: string }>().id;
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pages/${pageId}/status`,
      headers: admin.auth,
      payload: { isActive: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(await read(pageCopyKey(eva.slug))).toBeNull();
    // The tag no longer opens a card: its copy is the tag page without one.
    expect(cardNameOf(await read(tagCopyKey('OFFP0001')))).toBeNull();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/pages/${pageId}/status`,
      headers: admin.auth,
      payload: { isActive: true },
    });
    expect(await read(pageCopyKey(eva.slug))).not.toBeNull();
  });

  it("a deleted profile: its page's copy goes, its tag's copy opens the account's primary profile", async () => {
    const gil = await calls.owner('Gil Primario');
    const child = await calls.createMine(gil.auth, { name: 'Hugo Filho', kind: 'PERSON' });
    await calls.tagOf(gil.user.id, 'GONE0001', child.id);
    await t.app.services.publicPages.refreshCopies(child.id, ['GONE0001']);
    expect(await read(pageCopyKey(child.page!.slug))).not.toBeNull();
    const res = await calls.call('DELETE', `/api/me/profiles/${child.id}`, gil.auth);
    expect(res.statusCode, res.body).toBe(204);
    expect(await read(pageCopyKey(child.page!.slug))).toBeNull();
    expect(cardNameOf(await read(tagCopyKey('GONE0001')))).toContain('Gil Primario');
  });

  it("a deleted account: its page's copy goes and its tag's copy shows no one", async () => {
    const ines = await personWithTag('Ines Copia', 'ACCT0001');
    const res = await calls.call('DELETE', '/api/me/account', ines.owner.auth, {
      currentPassword: ines.owner.password,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(await read(pageCopyKey(ines.slug))).toBeNull();
    const tag = await read(tagCopyKey('ACCT0001'));
    expect(JSON.stringify(tag)).not.toContain('Ines Copia');
  });

  it('a deleted tag loses its copy', async () => {
    const admin = await t.createUser('ADMIN');
    const joao = await personWithTag('Joao Copia', 'DELT0001');
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/tags/${joao.tag.id}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(204);
    expect(await read(tagCopyKey('DELT0001'))).toBeNull();
  });
});

describe('the copies in Redis (REDIS_URL): every instance reads the same copy', () => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  afterAll(() => redis.quit());
  const log = { warn: () => undefined };

  it("one instance's copy is another's answer, and a removal removes it for both", async () => {
    const key = pageCopyKey(`redis-${randomUUID()}`);
    const [first, second] = [1, 2].map(() =>
      createLastCopies({ backend: redisCopyBackend(redis), refreshMs: 600_000, log }),
    );
    await first!.save(key, { kind: 'page', view: { title: 'Cópia compartilhada' } as never, allowIndexing: false });
    expect((await second!.read(key))?.view).toEqual({ title: 'Cópia compartilhada' });
    await second!.remove(key);
    expect(await first!.read(key)).toBeNull();
  });
});
