import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_TEXTS, type AccountSession } from '@portal/shared';
import { buildApp } from '../../app.js';
import { openPostgres } from '../../db/client.js';
import { sessions } from '../../db/tables/auth.js';
import { databaseUrl } from '../../testing/database-template.js';
import { UNKNOWN_ID } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
/** An address geoip-lite places in São Paulo; the TEST-NET ones (192.0.2.x) it does not know. */
const SAO_PAULO_ADDRESS = '177.71.128.1';

let addressSeq = 0;
/** A sign-in through the API from an address of its own (the login limit counts per address). */
async function signIn(email: string, password: string, userAgent: string, forwardedFor?: string) {
  addressSeq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: { 'user-agent': userAgent, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    // Loopback is a trusted proxy (TRUST_PROXY's default): its X-Forwarded-For is the client's address.
    remoteAddress: forwardedFor ? '127.0.0.1' : `192.0.2.${addressSeq}`,
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

const listOf = async (headers: { authorization: string }) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ sessions: AccountSession[] }>().sessions;
};

describe('GET /api/me/sessions', () => {
  it('lists the active sessions newest first with device, browser and place, the current one marked', async () => {
    const { user, password } = await t.createUser('TECHNICIAN');
    const phone = await signIn(user.email, password, IPHONE_SAFARI, SAO_PAULO_ADDRESS);
    const desktop = await signIn(user.email, password, DESKTOP_CHROME);
    const list = await listOf(desktop);
    // createUser's own sign-in (no user agent, no address) is the oldest.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ device: 'desktop', browser: 'Chrome', place: SESSION_TEXTS.unknownPlace });
    expect(list[0]!.current).toBe(true);
    expect(list[1]).toMatchObject({ device: 'mobile', browser: 'Mobile Safari', place: 'São Paulo, Brasil' });
    expect(list[1]!.current).toBe(false);
    expect(list[2]).toMatchObject({ place: SESSION_TEXTS.unknownPlace, current: false });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdAt));
    expect((await listOf(phone)).filter((session) => session.current).map((s) => s.id)).toEqual([list[1]!.id]);
  });

  it('is a 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me/sessions' });
    expect(res.statusCode).toBe(401);
  });

  it('moves last seen at most once a minute per session, not on every request', async () => {
    const { user, auth } = await t.createUser('USER');
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.database.db.update(sessions).set({ lastSeenAt: twoMinutesAgo }).where(eq(sessions.id, row!.id));
    const [first] = await listOf(auth);
    expect(Date.parse(first!.lastSeenAt)).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    // Within the minute: no write, the value stays to the millisecond.
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await t.database.db.update(sessions).set({ lastSeenAt: thirtySecondsAgo }).where(eq(sessions.id, row!.id));
    await listOf(auth);
    const [second] = await listOf(auth);
    expect(second!.lastSeenAt).toBe(thirtySecondsAgo.toISOString());
  });
});

describe('DELETE /api/me/sessions/{id}', () => {
  it('ends one session: its token is a 401 at once, the others keep working', async () => {
    const { user, password, auth } = await t.createUser('USER');
    const other = await signIn(user.email, password, DESKTOP_CHROME);
    const otherId = (await listOf(other)).find((session) => session.current)!.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${otherId}`, headers: auth });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: other })).statusCode).toBe(401);
    expect((await listOf(auth)).map((session) => session.id)).not.toContain(otherId);
  });

  it("another user's session, an unknown id, a malformed id and an ended session are the same 404 with its text", async () => {
    const owner = await t.createUser('USER');
    const stranger = await t.createUser('ADMIN');
    const ownerSessionId = (await listOf(owner.auth))[0]!.id;
    const ended = await signIn(owner.user.email, owner.password, DESKTOP_CHROME);
    const endedId = (await listOf(ended)).find((session) => session.current)!.id;
    await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${endedId}`, headers: owner.auth });
    for (const [id, who] of [
      [ownerSessionId, stranger.auth],
      [UNKNOWN_ID, owner.auth],
      ['nao-e-um-id', owner.auth],
      [endedId, owner.auth],
    ] as const) {
      const res = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: who });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'SESSION_NOT_FOUND', message: 'Sessão não encontrada.' });
    }
    // The stranger's attempt changed nothing: the owner's session still works.
    expect((await listOf(owner.auth)).map((session) => session.id)).toContain(ownerSessionId);
  });
});

describe('POST /api/me/sessions/revoke-others', () => {
  it("'Sair de todos os outros dispositivos' ends every other session and keeps this one", async () => {
    const { user, password, auth } = await t.createUser('USER');
    const phone = await signIn(user.email, password, IPHONE_SAFARI);
    const desktop = await signIn(user.email, password, DESKTOP_CHROME);
    const res = await t.app.inject({ method: 'POST', url: '/api/me/sessions/revoke-others', headers: desktop });
    expect(res.statusCode).toBe(204);
    for (const ended of [auth, phone]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: ended })).statusCode).toBe(401);
    }
    const left = await listOf(desktop);
    expect(left.map((session) => session.current)).toEqual([true]);
  });

  it('logout ends its own session the same way (one mechanism)', async () => {
    const { user, password, auth } = await t.createUser('USER');
    const other = await signIn(user.email, password, DESKTOP_CHROME);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other });
    expect(out.statusCode).toBe(204);
    expect(await listOf(auth)).toHaveLength(1);
  });
});

// Two app instances on one PostgreSQL database, each with its own connection pool: the session row is the truth.
describe.skipIf(!process.env.DATABASE_URL)('a session ended on one instance is a 401 on the other at once', () => {
  it('DELETE on instance A, then instance B refuses the token; revoke-others on B ends A’s sessions', async () => {
    const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const second = openPostgres(databaseUrl(process.env.DATABASE_URL!, result.rows[0]!.name));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-b-'));
    const b = await buildApp({ config: { ...t.config, dataDir }, database: second });
    await b.ready();
    try {
      const { user, password, auth } = await t.createUser('ADMIN');
      const onB = async (headers: { authorization: string }) =>
        (await b.inject({ method: 'GET', url: '/api/me/sessions', headers })).statusCode;
      const other = await signIn(user.email, password, DESKTOP_CHROME);
      expect(await onB(other)).toBe(200);
      const otherId = (await listOf(other)).find((session) => session.current)!.id;
      const ended = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${otherId}`, headers: auth });
      expect(ended.statusCode).toBe(204);
      expect(await onB(other)).toBe(401);

      const third = await signIn(user.email, password, IPHONE_SAFARI);
      const revoke = await b.inject({ method: 'POST', url: '/api/me/sessions/revoke-others', headers: third });
      expect(revoke.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: '/api/me/sessions', headers: auth })).statusCode).toBe(401);
      expect(await onB(third)).toBe(200);
    } finally {
      await b.close();
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
