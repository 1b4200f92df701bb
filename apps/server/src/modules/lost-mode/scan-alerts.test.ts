import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_TEXTS, listTagScansResponseSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { chooseScanDigest } from '../../testing/lost-mode.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicRateLimit: 0, publicAddressRateLimit: 0 });
});
afterAll(async () => t?.close());

const run = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

// inject's default user agent reads as a bot: scans here come from real browsers.
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BR_ADDRESS = '200.147.67.142';

async function owner() {
  const password = 'senha-segura-123';
  const email = `dono-${randomUUID().slice(0, 8)}@teste.com`;
  const { user, auth } = await t.createUser('USER', { email, password, name: 'Dona Ana' });
  return { id: user.id, email, password, auth };
}

async function createTag(ownerId: string, status = 'LOST') {
  const code = `L${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
  const [row] = await run<{ id: string }>(sql`
    INSERT INTO tags (code, status, type, assigned_user_id, assigned_at, status_before_lost, lost_at)
    VALUES (${code}, ${status}, 'B2C', ${ownerId}, now(), ${status === 'LOST' ? 'ACTIVE' : null},
      ${status === 'LOST' ? new Date().toISOString() : null})
    RETURNING id`);
  return { id: row!.id, code };
}

async function scan(code: string, remoteAddress: string, userAgent = IPHONE, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/t/${code}`,
    remoteAddress,
    headers: { 'user-agent': userAgent, ...headers },
  });
  expect(response.statusCode).toBe(200);
  // The alert is fire and forget after the answer; flush waits for the scans and what they set off.
  await t.app.services.analytics.flush();
}

const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.includes(`To: ${email}`));
const alertsOf = async (userId: string) =>
  (await t.app.services.messages.listMessages('USER', undefined, userId)).filter(
    (message) => message.title === LOST_TEXTS.alertTitle,
  );

async function login(email: string, password: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return String(response.headers['set-cookie']);
}

describe('the portal_owner cookie', () => {
  it('login sets it HttpOnly, SameSite=Lax, path / for 12 h; logout clears it', async () => {
    const o = await owner();
    const cookie = await login(o.email, o.password);
    expect(cookie).toMatch(new RegExp(`^portal_owner=${o.id}\\.\\d+\\.[\\w-]{43}; `));
    expect(cookie).toContain('Path=/; Max-Age=43200; HttpOnly; SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toBe('portal_owner=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  });

  it('is Secure behind https', async () => {
    const o = await owner();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: o.email, password: o.password },
      headers: { 'x-forwarded-proto': 'https' },
    });
    // The default TRUST_PROXY trusts a proxy on this machine (inject's address): the request reads as https.
    expect(String(response.headers['set-cookie'])).toMatch(/; SameSite=Lax; Secure$/);
  });

  it('names its account only with a valid signature and before it expires', () => {
    const { ownerCookie } = t.app.services;
    const id = randomUUID();
    const value = ownerCookie.issue(id, false).split(';')[0]!;
    expect(ownerCookie.ownerOf({ cookie: `a=b; ${value}` })).toBe(id);
    const forged = value.replace(id, randomUUID());
    expect(ownerCookie.ownerOf({ cookie: forged })).toBeNull();
    expect(ownerCookie.ownerOf({ cookie: 'portal_owner=garbage' })).toBeNull();
    expect(ownerCookie.ownerOf({})).toBeNull();
  });
});

describe('scan alerts of a lost tag', () => {
  it('a browser scan alerts the owner once by e-mail and in-app message, with time, country and device only', async () => {
    const o = await owner();
    const tag = await createTag(o.id);
    await scan(tag.code, BR_ADDRESS);
    const mails = await mailsTo(o.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: ${LOST_TEXTS.alertTitle}`);
    const alerts = await alertsOf(o.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.body).toContain(`A tag ${tag.code} foi lida em `);
    expect(alerts[0]!.body).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2} \(horário de Brasília\)/);
    expect(alerts[0]!.body).toMatch(/Local aproximado: (.+, )?Brasil\./);
    expect(alerts[0]!.body).toContain('Dispositivo: celular.');
    expect(alerts[0]!.body).not.toContain(BR_ADDRESS);
  });

  it("an owner who chose 'Resumo diário das leituras' gets no alert for each scan: it waits for the day's digest", async () => {
    const o = await owner();
    await chooseScanDigest(t, o);
    const tag = await createTag(o.id);
    await scan(tag.code, BR_ADDRESS);
    expect(await alertsOf(o.id)).toEqual([]);
    expect(await mailsTo(o.email)).toEqual([]);
  });

  it('a second scan by the same visitor within the window sends none; another visitor sends one', async () => {
    const o = await owner();
    const tag = await createTag(o.id);
    await scan(tag.code, '203.0.113.10');
    await scan(tag.code, '203.0.113.10');
    expect(await mailsTo(o.email)).toHaveLength(1);
    expect(await alertsOf(o.id)).toHaveLength(1);
    await scan(tag.code, '203.0.113.11', DESKTOP);
    expect(await mailsTo(o.email)).toHaveLength(2);
    const alerts = await alertsOf(o.id);
    expect(alerts).toHaveLength(2);
    expect(alerts[0]!.body).toContain('Dispositivo: computador.');
    // The scans are counted all the same.
    const [counted] = await run<{ n: number }>(sql`SELECT count(*)::int AS n FROM tag_scans WHERE tag_id = ${tag.id}`);
    expect(counted!.n).toBe(3);
  });

  it('two scans by the same visitor at the same moment send one alert (the scan_alerts insert decides)', async () => {
    const o = await owner();
    const tag = await createTag(o.id);
    const at = (n: number) =>
      t.app.inject({
        method: 'GET',
        url: `/t/${tag.code}`,
        remoteAddress: '203.0.113.50',
        headers: { 'user-agent': IPHONE },
        query: { n: String(n) },
      });
    await Promise.all([at(1), at(2), at(3), at(4)]);
    await t.app.services.analytics.flush();
    expect(await mailsTo(o.email)).toHaveLength(1);
    expect(await alertsOf(o.id)).toHaveLength(1);
  });

  it('a bot or link-preview crawler sends none', async () => {
    const o = await owner();
    const tag = await createTag(o.id);
    await scan(tag.code, '203.0.113.20', GOOGLEBOT);
    await scan(tag.code, '203.0.113.21', 'WhatsApp/2.23.20.0 A');
    expect(await mailsTo(o.email)).toHaveLength(0);
    expect(await alertsOf(o.id)).toHaveLength(0);
  });

  it("the owner's own scan (a valid portal_owner cookie naming them) sends none; another's or a forged one does", async () => {
    const o = await owner();
    const other = await owner();
    const tag = await createTag(o.id);
    const mine = (await login(o.email, o.password)).split(';')[0]!;
    await scan(tag.code, '203.0.113.30', IPHONE, { cookie: mine });
    expect(await mailsTo(o.email)).toHaveLength(0);
    const theirs = (await login(other.email, other.password)).split(';')[0]!;
    await scan(tag.code, '203.0.113.31', IPHONE, { cookie: theirs });
    const forged = mine.slice(0, -3) + (mine.endsWith('AAA') ? 'BBB' : 'AAA');
    await scan(tag.code, '203.0.113.32', IPHONE, { cookie: forged });
    expect(await mailsTo(o.email)).toHaveLength(2);
    expect(await alertsOf(o.id)).toHaveLength(2);
  });

  it('a tag that is not LOST sends none', async () => {
    const o = await owner();
    const tag = await createTag(o.id, 'ACTIVE');
    await scan(tag.code, '203.0.113.40');
    expect(await mailsTo(o.email)).toHaveLength(0);
    expect(await alertsOf(o.id)).toHaveLength(0);
  });
});

describe('GET /api/me/bracelets/:id/scans', () => {
  it("lists the owner's scans newest first, paginated, city null; 404 TAG_NOT_FOUND for another user's tag", async () => {
    const o = await owner();
    const tag = await createTag(o.id, 'ACTIVE');
    await run(sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at) VALUES
      (${tag.id}, 'a', 'BR', 'mobile', '2030-01-01T10:00:00Z'),
      (${tag.id}, 'b', 'PT', 'desktop', '2030-01-02T10:00:00Z'),
      (${tag.id}, 'c', 'XX', 'tablet', '2030-01-03T10:00:00Z')`);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/me/bracelets/${tag.id}/scans?page=1&limit=2`,
      headers: o.auth,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = listTagScansResponseSchema.parse(response.json());
    expect(body.scans).toEqual([
      { at: '2030-01-03T10:00:00.000Z', country: 'XX', city: null, device: 'tablet' },
      { at: '2030-01-02T10:00:00.000Z', country: 'PT', city: null, device: 'desktop' },
    ]);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/me/bracelets/${tag.code}/scans?page=2&limit=2`,
      headers: o.auth,
    });
    expect(listTagScansResponseSchema.parse(second.json()).scans.map((s) => s.country)).toEqual(['BR']);

    const other = await owner();
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/me/bracelets/${tag.id}/scans`,
      headers: other.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('TAG_NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: `/api/me/bracelets/${tag.id}/scans` })).statusCode).toBe(401);
  });
});
