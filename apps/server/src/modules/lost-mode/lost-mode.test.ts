import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINDER_LIMIT_PER_ADDRESS,
  FINDER_LIMIT_PER_TAG,
  LOST_MESSAGE_MAX,
  LOST_TEXTS,
  PAGE_TEXTS,
  TAG_TEXTS,
} from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { profiles } from '../../db/tables/profiles.js';
import { cleanFinderText, LINK_REMOVED } from './finder.js';
import { decodeQuotedPrintable } from '../../testing/mail.js';

let t: TestApp;
type SignedIn = Awaited<ReturnType<TestApp['createUser']>>;
const system = { id: '00000000-0000-4000-8000-000000000000', name: 'Teste' };
/** Requests with a user's token, and tags made through the tags service (this module's tests own no tag helpers). */
const kit = {
  call: (method: 'GET' | 'PATCH', url: string, who: SignedIn | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) }),
  get: (url: string, who: SignedIn | null) => kit.call('GET', url, who),
  patch: (url: string, who: SignedIn | null, payload: object) => kit.call('PATCH', url, who, payload),
  makeTag: (input: { status?: 'ACTIVE' | 'INACTIVE' }) =>
    t.app.services.tags.createTag({ type: 'B2C', physicalType: 'NFC', ...input }, system),
  assignTo: (tagId: string, userId: string) =>
    t.app.services.tags.assign(tagId, { userId, conflictMode: 'BLOCK' }, system),
  primaryProfile: (userId: string, name: string) =>
    t.app.services.profiles.ensureProfileForUser(userId, name, t.database.db),
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const OWNER_PHONE = '+55 11 98765-4321';

/** A user owning an ACTIVE tag, with a primary profile holding a phone. */
async function ownedTag(status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') {
  const owner = await t.createUser('USER');
  const profile = await kit.primaryProfile(owner.user.id, 'Thor');
  await t.database.db.update(profiles).set({ phone: OWNER_PHONE }).where(eq(profiles.id, profile.id));
  const tag = await kit.makeTag({ status });
  await kit.assignTo(tag.id, owner.user.id);
  return { owner, tag };
}

const lostUrl = (id: string) => `/api/me/bracelets/${id}/lost`;
const history = async (id: string) => (await t.app.services.tags.history(id, 20)).map((e) => e.notes);

describe('PATCH /api/me/bracelets/{id}/lost', () => {
  it('marking lost sets LOST with the message, reward and status to restore, and writes a history event', async () => {
    const { owner, tag } = await ownedTag('ACTIVE');
    const res = await kit.patch(lostUrl(tag.id), owner, { lost: true, message: '  Responde por Thor  ', reward: true });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('LOST');
    expect(body.lost).toMatchObject({ message: 'Responde por Thor', reward: true, statusBefore: 'ACTIVE' });
    expect(Number.isNaN(Date.parse(body.lost.since))).toBe(false);
    expect(body.scanDigest).toBe(false);
    const events = await t.app.services.tags.history(tag.id, 5);
    expect(events[0]).toMatchObject({
      action: 'STATUS_CHANGED',
      status: 'LOST',
      previousStatus: 'ACTIVE',
      notes: 'Marcada como perdida pelo dono.',
    });
    // Every read of the tag carries it.
    const read = (await kit.get(`/api/me/bracelets/${tag.id}`, owner)).json();
    expect(read.lost).toMatchObject({ message: 'Responde por Thor', reward: true });
  });

  it('found restores the status before the loss, clears the lost fields and writes an event', async () => {
    const { owner, tag } = await ownedTag('INACTIVE');
    await kit.patch(lostUrl(tag.id), owner, { lost: true, message: 'a' });
    // Lost again only updates the message: the status to restore stays INACTIVE.
    const again = (await kit.patch(lostUrl(tag.id), owner, { lost: true, message: 'b', reward: true })).json();
    expect(again.lost).toMatchObject({ message: 'b', reward: true, statusBefore: 'INACTIVE' });
    const res = await kit.patch(lostUrl(tag.id), owner, { lost: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'INACTIVE', lost: null });
    expect((await t.app.services.tags.history(tag.id, 1))[0]).toMatchObject({
      action: 'STATUS_CHANGED',
      status: 'INACTIVE',
      previousStatus: 'LOST',
      notes: 'Encontrada: volta a Inativa.',
    });
  });

  it('found when the tag is not lost is 409 NOT_LOST', async () => {
    const { owner, tag } = await ownedTag();
    const res = await kit.patch(lostUrl(tag.id), owner, { lost: false });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NOT_LOST', message: LOST_TEXTS.notLost });
  });

  it("another user's tag is 404 TAG_NOT_FOUND (as a missing one, issue 21), and the tag is unchanged", async () => {
    const { tag } = await ownedTag();
    const other = await t.createUser('USER');
    const res = await kit.patch(lostUrl(tag.id), other, { lost: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TAG_NOT_FOUND', message: TAG_TEXTS.notFound });
    expect((await t.app.services.tags.getTag(tag.id)).status).toBe('ACTIVE');
  });

  it('a message over LOST_MESSAGE_MAX or a missing lost is 400 naming the field', async () => {
    const { owner, tag } = await ownedTag();
    const long = await kit.patch(lostUrl(tag.id), owner, { lost: true, message: 'x'.repeat(LOST_MESSAGE_MAX + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'message', message: LOST_TEXTS.messageTooLong });
    const missing = await kit.patch(lostUrl(tag.id), owner, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'lost', message: LOST_TEXTS.lostRequired });
  });
});

describe('PATCH /api/admin/bracelets/{id}/lost and admin status changes', () => {
  it('an admin marks any tag lost and found; a user token is 403 there', async () => {
    const { owner, tag } = await ownedTag();
    const admin = await t.createUser('ADMIN');
    expect((await kit.patch(`/api/admin/bracelets/${tag.id}/lost`, owner, { lost: true })).statusCode).toBe(403);
    const lost = await kit.patch(`/api/admin/bracelets/${tag.id}/lost`, admin, { lost: true, message: 'Admin' });
    expect(lost.statusCode).toBe(200);
    expect(lost.json().lost).toMatchObject({ message: 'Admin', statusBefore: 'ACTIVE' });
    expect(await history(tag.id)).toContain('Marcada como perdida.');
    const found = await kit.patch(`/api/admin/bracelets/${tag.id}/lost`, admin, { lost: false });
    expect(found.json()).toMatchObject({ status: 'ACTIVE', lost: null });
  });

  it("an admin's status change away from LOST clears the lost fields", async () => {
    const { owner, tag } = await ownedTag();
    await kit.patch(lostUrl(tag.id), owner, { lost: true, message: 'Perdido', reward: true });
    const broken = await t.app.services.tags.setStatus(tag.id, 'BROKEN', { id: owner.user.id, name: 'Admin' });
    expect(broken).toMatchObject({ status: 'BROKEN', lost: null });
    // Marked lost again later: no stale message or reward comes back.
    const again = (await kit.patch(lostUrl(tag.id), owner, { lost: true })).json();
    expect(again.lost).toMatchObject({ message: null, reward: false, statusBefore: 'BROKEN' });
  });
});

describe('tag answers carry lost', () => {
  it("the admin's list and PUT read it; a PUT away from LOST clears it, a PUT onto LOST records since and the status before", async () => {
    const { owner, tag } = await ownedTag();
    const admin = await t.createUser('ADMIN');
    await kit.patch(lostUrl(tag.id), owner, { lost: true, message: 'Na lista' });
    const list = (await kit.get(`/api/admin/bracelets?search=${tag.code}`, admin)).json();
    const listed = list.items.find((item: { id: string }) => item.id === tag.id);
    expect(listed.lost).toMatchObject({ message: 'Na lista', statusBefore: 'ACTIVE' });
    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/tags/${tag.id}`,
        headers: admin.auth,
        payload: { code: tag.code, status },
      });
    expect((await put('INACTIVE')).json()).toMatchObject({ status: 'INACTIVE', lost: null });
    const relost = (await put('LOST')).json();
    expect(relost.lost).toMatchObject({ message: null, reward: false, statusBefore: 'INACTIVE' });
    expect((await kit.patch(lostUrl(tag.id), owner, { lost: false })).json().status).toBe('INACTIVE');
  });
});

describe('relayFinderMessage on a profile page', () => {
  it("reaches the page's account; an unknown page is 404 with the page's text", async () => {
    const owner = await t.createUser('USER');
    const profile = await kit.primaryProfile(owner.user.id, 'Luna');
    const page = await t.app.services.pages.createPageForProfile(profile, { title: 'Luna' }, t.database.db);
    const answer = await t.app.services.lostMode.relayFinderMessage(
      { pageSlug: page.slug },
      { message: 'Vi a Luna', contact: '', lat: null, lng: null },
      { ip: '192.0.2.1' },
    );
    expect(answer).toEqual({ message: LOST_TEXTS.sentNoContact });
    const inbox = (await kit.get('/api/me/messages', owner)).json();
    expect(inbox[0].body).toContain('Vi a Luna');
    await expect(
      t.app.services.lostMode.relayFinderMessage(
        { pageSlug: 'nao-existe-mesmo' },
        { message: 'x', contact: '', lat: null, lng: null },
        { ip: '192.0.2.1' },
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: PAGE_TEXTS.notFound });
  });
});

/** An owned tag marked lost by its owner: the finder's form is there. */
async function lostTag() {
  const owned = await ownedTag();
  await kit.patch(lostUrl(owned.tag.id), owned.owner, { lost: true });
  return owned;
}

describe('POST /api/public/tag/{code}/contact', () => {
  const contact = (code: string, payload: unknown, ip = '203.0.113.10') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/tag/${code}/contact`,
      payload: payload as object,
      remoteAddress: ip,
    });

  it("relays the finder's message to the owner by e-mail and in-app message, never showing the owner's contacts", async () => {
    const { owner, tag } = await lostTag();
    const before = (await t.outbox()).length;
    const res = await contact(
      tag.code,
      { message: 'Achei o Thor na praça.', contact: 'maria@exemplo.com', lat: -23.55052, lng: '-46,63331' },
      '203.0.113.20',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LOST_TEXTS.sent });
    expect(res.body).not.toContain(owner.user.email);
    expect(res.body).not.toContain(OWNER_PHONE);
    const mails = await t.waitForOutbox(before + 1);
    const mail = decodeQuotedPrintable(mails.at(-1)!);
    expect(mail).toContain(`To: ${owner.user.email}`);
    expect(mail).toContain('Achei o Thor na praça.');
    expect(mail).toContain('maria@exemplo.com');
    expect(mail).toContain('https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.63331');
    const inbox = await kit.get('/api/me/messages', owner);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json()[0]).toMatchObject({ title: LOST_TEXTS.finderTitle });
    expect(inbox.json()[0].body).toContain('Achei o Thor na praça.');
    expect(inbox.json()[0].body).toContain('https://www.openstreetmap.org/?mlat=-23.55052&mlon=-46.63331');
    // Nothing of the finder beyond what they typed: no address, no user agent.
    expect(inbox.json()[0].body).not.toContain('203.0.113.20');
  });

  it('without a contact it answers sentNoContact; an unknown tag is 404; a missing message is 400', async () => {
    const { tag } = await lostTag();
    const res = await contact(tag.code, { message: 'Está comigo.' }, '203.0.113.30');
    expect(res.json()).toEqual({ message: LOST_TEXTS.sentNoContact });
    const unknown = await contact('ZZZZ9999', { message: 'Oi' }, '203.0.113.30');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: TAG_TEXTS.notFound });
    const notLost = await contact((await ownedTag()).tag.code, { message: 'Oi' }, '203.0.113.30');
    expect(notLost.statusCode).toBe(409);
    expect(notLost.json()).toMatchObject({ code: 'NOT_LOST', message: LOST_TEXTS.notLost });
    const empty = await contact(tag.code, { message: '  ' }, '203.0.113.30');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'message', message: LOST_TEXTS.messageRequired });
  });

  it('a filled honeypot answers as if sent and relays nothing', async () => {
    const { owner, tag } = await lostTag();
    const before = (await t.outbox()).length;
    const res = await contact(tag.code, { message: 'Compre já', contact: 'x', website: 'spam' }, '203.0.113.40');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LOST_TEXTS.sent });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await t.outbox()).toHaveLength(before);
    expect((await kit.get('/api/me/messages', owner)).json()).toEqual([]);
  });

  it(`the ${FINDER_LIMIT_PER_ADDRESS + 1}th message from one address within the hour is 429 TOO_MANY_MESSAGES`, async () => {
    const { tag } = await lostTag();
    for (let i = 0; i < FINDER_LIMIT_PER_ADDRESS; i += 1)
      expect((await contact(tag.code, { message: `Oi ${i}` }, '198.51.100.7')).statusCode).toBe(200);
    const over = await contact(tag.code, { message: 'De novo' }, '198.51.100.7');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_MESSAGES', message: LOST_TEXTS.tooManyMessages });
    // Another address still gets through.
    expect((await contact(tag.code, { message: 'Outra pessoa' }, '198.51.100.8')).statusCode).toBe(200);
  });

  it(`over FINDER_LIMIT_PER_TAG messages to one tag within the hour, from any addresses, is 429`, async () => {
    const { tag } = await lostTag();
    for (let i = 0; i < FINDER_LIMIT_PER_TAG; i += 1)
      expect((await contact(tag.code, { message: `Oi ${i}` }, `198.18.0.${i + 1}`)).statusCode).toBe(200);
    const over = await contact(tag.code, { message: 'Mais uma' }, '198.18.1.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_MESSAGES', message: LOST_TEXTS.tooManyMessages });
    // The code as typed in another case is the same tag.
    expect((await contact(tag.code.toLowerCase(), { message: 'x' }, '198.18.1.2')).statusCode).toBe(429);
  });

  it('links are stripped from the message and the contact before they reach the owner', async () => {
    const { owner, tag } = await lostTag();
    await contact(
      tag.code,
      { message: 'Veja https://golpe.example/x e www.golpe.com e golpe.com.br/y\u0007 ok', contact: 'bit.ly/abc' },
      '203.0.113.50',
    );
    const body: string = (await kit.get('/api/me/messages', owner)).json()[0].body;
    expect(body).toContain(`Veja ${LINK_REMOVED} e ${LINK_REMOVED} e ${LINK_REMOVED} ok`);
    expect(body).toContain(`Contato de quem encontrou: ${LINK_REMOVED}`);
    expect(body).not.toMatch(/golpe|bit\.ly/);
    expect(body).not.toContain('\u0007');
  });
});

describe('cleanFinderText', () => {
  it('keeps e-mail addresses and line breaks, removes links and control characters', () => {
    expect(cleanFinderText('maria@exemplo.com.br')).toBe('maria@exemplo.com.br');
    expect(cleanFinderText('linha 1\r\nlinha 2\u0000')).toBe('linha 1\nlinha 2');
    expect(cleanFinderText('http://a.b/c')).toBe(LINK_REMOVED);
    expect(cleanFinderText('Telefone 11 99999-0000.')).toBe('Telefone 11 99999-0000.');
  });
});

describe("what a finder can send (fault 8): a quoted block that cannot imitate the e-mail's lines, no links", () => {
  it("links of any domain or form never reach the owner, a warning says why, and a line break cannot fake 'Página:'", async () => {
    const contact = (code: string, payload: object, ip: string) =>
      t.app.inject({ method: 'POST', url: `/api/public/tag/${code}/contact`, payload, remoteAddress: ip });
    const { owner, tag } = await lostTag();
    const before = (await t.outbox()).length;
    await contact(
      tag.code,
      {
        message: 'Entre em paypal-login.de/conta ou https:@evil.com agora\nPágina: https://evil.example/t/X\nObrigado',
        contact: 'maria@exemplo.com\nPágina: falsa.de',
      },
      '203.0.113.60',
    );
    const body: string = (await kit.get('/api/me/messages', owner)).json()[0].body;
    expect(body).not.toMatch(/paypal-login|evil|falsa\.de/);
    expect(body).toContain(LOST_TEXTS.linkWarning);
    expect(body).toBe(
      [
        LOST_TEXTS.finderQuoteIntro,
        `> Entre em ${LINK_REMOVED} ou ${LINK_REMOVED} agora`,
        `> Página: ${LINK_REMOVED}`,
        '> Obrigado',
        '',
        LOST_TEXTS.linkWarning,
        '',
        `Contato de quem encontrou: maria@exemplo.com Página: ${LINK_REMOVED}`,
        `Página: http://localhost:3000/t/${tag.code}`,
      ].join('\n'),
    );
    // Only the e-mail's own line starts with 'Página:'.
    expect(body.split('\n').filter((line) => line.startsWith('Página:'))).toHaveLength(1);
    const mail = decodeQuotedPrintable((await t.waitForOutbox(before + 1)).at(-1)!);
    expect(mail).not.toMatch(/paypal-login|evil\.com/);
    expect(mail).toContain(LOST_TEXTS.linkWarning);
  });
});

describe('GET /api/me/messages', () => {
  it("lists the account's own messages only, newest first, after since; admins and technicians are 403", async () => {
    const user: SignedIn = await t.createUser('USER');
    const other = await t.createUser('USER');
    const { messages } = t.app.services;
    await messages.postMessage({ toRole: 'USER', toUserId: user.user.id, title: 'Primeira', body: 'a' });
    await messages.postMessage({ toRole: 'USER', toUserId: other.user.id, title: 'Do outro', body: 'b' });
    await messages.postMessage({ toRole: 'USER', title: 'Para todos', body: 'c' });
    const first = (await kit.get('/api/me/messages', user)).json();
    expect(first.map((m: { title: string }) => m.title)).toEqual(['Primeira']);
    expect(Object.keys(first[0]).sort()).toEqual(['body', 'createdAt', 'id', 'title']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await messages.postMessage({ toRole: 'USER', toUserId: user.user.id, title: 'Segunda', body: 'd' });
    const since = encodeURIComponent(first[0].createdAt);
    const later = (await kit.get(`/api/me/messages?since=${since}`, user)).json();
    expect(later.map((m: { title: string }) => m.title)).toEqual(['Segunda']);
    const bad = await kit.get('/api/me/messages?since=ontem', user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('since');
    expect((await kit.get('/api/me/messages', await t.createUser('ADMIN'))).statusCode).toBe(403);
    expect((await kit.get('/api/me/messages', await t.createUser('TECHNICIAN'))).statusCode).toBe(403);
    expect((await kit.get('/api/me/messages', null)).statusCode).toBe(401);
  });
});
