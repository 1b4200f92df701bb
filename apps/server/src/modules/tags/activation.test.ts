import { createServer, type AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVATION_CODE_ALPHABET,
  ACTIVATION_TEXTS,
  CLAIM_FAILURES_PER_ACCOUNT,
  CLAIM_FAILURES_PER_ADDRESS,
  CLAIM_FAILURES_PER_TAG,
  generateTagCode,
} from '@portal/shared';
import { buildApp } from '../../app.js';
import { claimFailures, tags } from '../../db/tables/tags.js';
import { createTestApp, sharedTestApp } from '../../testing/test-app.js';
import { tagTestKit, UNKNOWN_ID, type SignedIn } from '../../testing/tags.js';

const t = sharedTestApp();
const kit = tagTestKit(t);
let admin: SignedIn;
beforeAll(async () => {
  admin = await t.createUser('ADMIN', { name: 'Ana Admin' });
});

const CLAIM = '/api/me/bracelets/claim';
const INVALID = { code: 'INVALID_ACTIVATION', message: ACTIVATION_TEXTS.invalid };
const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS', message: ACTIVATION_TEXTS.tooManyAttempts };
/** A code no other run (sharing the Redis) picks by chance. */
const freshCode = () => generateTagCode('AC');
/** A well-formed activation code that is not `code`. */
const otherThan = (code: string) => (code === 'ABCDEFGH' ? 'HGFEDCBA' : 'ABCDEFGH');

describe('activation codes: every tag gets one', () => {
  it('8 characters without look-alikes (no 0/O/1/I/L), random per tag, sealed at rest (the column never holds it)', async () => {
    const made = await Promise.all([kit.makeTag(), kit.makeTag()]);
    const bulk = await kit.post('/api/admin/bracelets/bulk', admin, { items: [{}, { code: freshCode() }] });
    const ids = [...made.map((tag) => tag.id), ...bulk.json().items.map((tag: { id: string }) => tag.id)];
    const codes = await t.app.services.tags.activationCodesOf([...ids, UNKNOWN_ID]);
    expect([...codes.keys()].sort()).toEqual([...ids].sort());
    for (const code of codes.values()) {
      expect(code).toMatch(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{8}$`));
      expect(code).not.toMatch(/[0O1IL]/);
    }
    expect(new Set(codes.values()).size).toBe(ids.length);
    const [row] = await t.database.db.select().from(tags).where(eq(tags.id, ids[0]!));
    expect(row!.activationCodeSealed).toMatch(/^v1\./);
    expect(row!.activationCodeSealed).not.toContain(codes.get(ids[0]!));
  });
});

describe('POST /api/me/bracelets/claim {code, activationCode}', () => {
  it('without or with a wrong activation code: 400 with one text; an unknown tag code gets the very same answer', async () => {
    const user = await t.createUser('USER');
    const tag = await kit.makeTag({ code: freshCode() });
    const right = await kit.activationCodeOf(tag.id);
    const missing = await kit.post(CLAIM, user, { code: tag.code });
    const empty = await kit.post(CLAIM, user, { code: tag.code, activationCode: '  ' });
    const wrong = await kit.post(CLAIM, user, { code: tag.code, activationCode: otherThan(right) });
    const unknown = await kit.post(CLAIM, user, { code: freshCode(), activationCode: right });
    for (const res of [missing, empty, wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect((await kit.get(`/api/admin/tags/${tag.id}`, admin)).json().assignedUserId).toBeNull();
  });

  it('the right pair claims the tag, typed in any case and with a hyphen, as the claim did before', async () => {
    const user = await t.createUser('USER', { name: 'Dona Certa' });
    const tag = await kit.makeTag({ code: freshCode() });
    const right = await kit.activationCodeOf(tag.id);
    const typed = `${right.slice(0, 4)}-${right.slice(4)}`.toLowerCase();
    const res = await kit.post(CLAIM, user, { code: tag.code.toLowerCase(), activationCode: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: tag.id, assignedUserId: user.user.id, assignedUserName: 'Dona Certa' });
    const again = await kit.post(CLAIM, user, { code: tag.code, activationCode: right });
    expect(again.json()).toEqual({ code: 'SAME_USER', message: 'Esta tag já está atribuída a você.' });
  });

  it(`${CLAIM_FAILURES_PER_TAG} wrong attempts on one tag in an hour: then 429, even for the right pair, from any account`, async () => {
    const [first, second] = [await t.createUser('USER'), await t.createUser('USER')];
    const tag = await kit.makeTag({ code: freshCode() });
    const right = await kit.activationCodeOf(tag.id);
    for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_TAG; attempt += 1) {
      const who = attempt % 2 ? first : second;
      const wrong = { code: tag.code, activationCode: otherThan(right) };
      expect((await kit.claimFrom(who, wrong, `203.0.113.${attempt}`)).statusCode).toBe(400);
    }
    for (const who of [first, second]) {
      const locked = await kit.post(CLAIM, who, { code: tag.code, activationCode: right });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(TOO_MANY);
    }
    // Another tag is not locked for them.
    const other = await kit.makeTag({ code: freshCode() });
    expect((await kit.post(CLAIM, first, await kit.claimBodyOf(other))).statusCode).toBe(200);
  });

  it(`${CLAIM_FAILURES_PER_ACCOUNT} wrong attempts by one account in an hour (any codes, known or not): then 429 for it only`, async () => {
    const guesser = await t.createUser('USER');
    for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_ACCOUNT; attempt += 1) {
      const res = await kit.post(CLAIM, guesser, { code: freshCode(), activationCode: 'ABCDEFGH' });
      expect(res.json(), `attempt ${attempt}`).toEqual(INVALID);
    }
    const tag = await kit.makeTag({ code: freshCode() });
    const locked = await kit.post(CLAIM, guesser, await kit.claimBodyOf(tag));
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(TOO_MANY);
    const someoneElse = await t.createUser('USER');
    expect((await kit.post(CLAIM, someoneElse, await kit.claimBodyOf(tag))).statusCode).toBe(200);
  });

  it('right pairs and refused (429) attempts do not count: only wrong ones do', async () => {
    const user = await t.createUser('USER');
    const rows = () => t.database.db.$count(claimFailures);
    const before = await rows();
    await kit.post(CLAIM, user, await kit.claimBodyOf(await kit.makeTag({ code: freshCode() })));
    expect(await rows()).toBe(before);
    const tag = await kit.makeTag({ code: freshCode() });
    const wrong = { code: tag.code, activationCode: otherThan(await kit.activationCodeOf(tag.id)) };
    for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_TAG; attempt += 1) {
      await kit.claimFrom(user, wrong, `198.51.100.${attempt}`);
    }
    // Each wrong attempt: a row for the tag code, one for the account and one for the address on that tag.
    expect(await rows()).toBe(before + 3 * CLAIM_FAILURES_PER_TAG);
    expect((await kit.claimFrom(user, wrong, '198.51.100.99')).statusCode).toBe(429);
    expect(await rows()).toBe(before + 3 * CLAIM_FAILURES_PER_TAG);
  });

  it('the limits are the database’s without REDIS_URL: a second instance on it sees the first one’s failures', async () => {
    const second = await buildApp({ config: t.config, database: t.database });
    try {
      const user = await t.createUser('USER');
      const tag = await kit.makeTag({ code: freshCode() });
      const right = await kit.activationCodeOf(tag.id);
      const wrong = { code: tag.code, activationCode: otherThan(right) };
      for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_TAG; attempt += 1) {
        const app = attempt % 2 ? t.app : second;
        const res = await app.inject({
          method: 'POST',
          url: CLAIM,
          remoteAddress: `192.0.2.${attempt}`,
          headers: user.auth,
          payload: wrong,
        });
        expect(res.statusCode).toBe(400);
      }
      const locked = await second.inject({
        method: 'POST',
        url: CLAIM,
        headers: user.auth,
        payload: { code: tag.code, activationCode: right },
      });
      expect(locked.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('with REDIS_URL the limits live in Redis, shared by two instances, and nothing is written to the database', async () => {
    const config = { ...t.config, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [one, two] = [
      await buildApp({ config, database: t.database }),
      await buildApp({ config, database: t.database }),
    ];
    try {
      const rowsBefore = await t.database.db.$count(claimFailures);
      const user = await t.createUser('USER');
      const tag = await kit.makeTag({ code: freshCode() });
      const right = await kit.activationCodeOf(tag.id);
      for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_TAG; attempt += 1) {
        const app = attempt % 2 ? one : two;
        const payload = { code: tag.code, activationCode: otherThan(right) };
        const remoteAddress = `192.0.2.${100 + attempt}`;
        const res = await app.inject({ method: 'POST', url: CLAIM, remoteAddress, headers: user.auth, payload });
        expect(res.statusCode).toBe(400);
      }
      const payload = { code: tag.code, activationCode: right };
      const locked = await one.inject({ method: 'POST', url: CLAIM, headers: user.auth, payload });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual(TOO_MANY);
      expect(await t.database.db.$count(claimFailures)).toBe(rowsBefore);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('with REDIS_URL unreachable, the claim still answers and the database counts the attempts', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const down = await buildApp({
      config: { ...t.config, redisUrl: `redis://127.0.0.1:${port}` },
      database: t.database,
    });
    try {
      const user = await t.createUser('USER');
      const tag = await kit.makeTag({ code: freshCode() });
      const payload = { code: tag.code, activationCode: otherThan(await kit.activationCodeOf(tag.id)) };
      const rowsBefore = await t.database.db.$count(claimFailures);
      const res = await down.inject({ method: 'POST', url: CLAIM, headers: user.auth, payload });
      expect(res.json()).toEqual(INVALID);
      expect(await t.database.db.$count(claimFailures)).toBe(rowsBefore + 3);
    } finally {
      await down.close();
    }
  });

  it('an admin assigns a tag without its activation code, as before', async () => {
    const owner = await t.createUser('USER');
    const tag = await kit.makeTag({ code: freshCode() });
    const res = await kit.patch(`/api/admin/bracelets/${tag.id}/assign`, admin, {
      userId: owner.user.id,
      conflictMode: 'BLOCK',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().assignedUserId).toBe(owner.user.id);
  });
});

describe('GET and POST /api/admin/tags/{id}/activation-code', () => {
  it('an admin reads the code and regenerates it: the old one stops working, the history records it without the code', async () => {
    const user = await t.createUser('USER');
    const tag = await kit.makeTag({ code: freshCode() });
    const shown = await kit.get(`/api/admin/tags/${tag.id}/activation-code`, admin);
    expect(shown.statusCode).toBe(200);
    const old = shown.json().activationCode;
    expect(old).toBe(await kit.activationCodeOf(tag.id));

    const regenerated = await kit.post(`/api/admin/tags/${tag.id}/activation-code`, admin);
    expect(regenerated.statusCode).toBe(200);
    const fresh = regenerated.json().activationCode;
    expect(fresh).toMatch(/^[A-Z2-9]{8}$/);
    expect(fresh).not.toBe(old);
    expect((await kit.get(`/api/admin/tags/${tag.id}/activation-code`, admin)).json()).toEqual({
      activationCode: fresh,
    });

    const history = await kit.get(`/api/admin/tags/${tag.id}/history`, admin);
    expect(history.json()[0]).toMatchObject({
      action: 'ACTIVATION_CODE_REGENERATED',
      actorName: 'Ana Admin',
      notes: null,
    });
    expect(history.body).not.toContain(old);
    expect(history.body).not.toContain(fresh);

    expect((await kit.post(CLAIM, user, { code: tag.code, activationCode: old })).json()).toEqual(INVALID);
    expect((await kit.post(CLAIM, user, { code: tag.code, activationCode: fresh })).statusCode).toBe(200);
  });

  it('admins only (users 403, no token 401); an unknown tag 404', async () => {
    const user = await t.createUser('USER');
    const tag = await kit.makeTag();
    expect((await kit.get(`/api/admin/tags/${tag.id}/activation-code`, user)).statusCode).toBe(403);
    expect((await kit.post(`/api/admin/tags/${tag.id}/activation-code`, user)).statusCode).toBe(403);
    expect((await kit.get(`/api/admin/tags/${tag.id}/activation-code`, null)).statusCode).toBe(401);
    const missing = await kit.post(`/api/admin/tags/${UNKNOWN_ID}/activation-code`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'TAG_NOT_FOUND', message: 'Tag não encontrada.' });
    expect((await kit.get(`/api/admin/tags/${UNKNOWN_ID}/activation-code`, admin)).statusCode).toBe(404);
  });

  it('the key is the installation’s, not JWT_SECRET: an instance with another JWT_SECRET reads the same codes', async () => {
    const tag = await kit.makeTag();
    const rotated = { ...t.config, jwtSecret: 'another-secret-after-rotation-long-enough-for-hs256' };
    const other = await buildApp({ config: rotated, database: t.database });
    try {
      expect((await other.services.tags.activationCodesOf([tag.id])).get(tag.id)).toBe(
        await kit.activationCodeOf(tag.id),
      );
    } finally {
      await other.close();
    }
  });
});

describe('activation locks that strangers cannot hold (issue 40 item 9)', () => {
  it(`one address is stopped after ${CLAIM_FAILURES_PER_ADDRESS} wrong codes on a tag and alone never locks the buyer out`, async () => {
    const [stranger, buyer] = [await t.createUser('USER'), await t.createUser('USER')];
    const tag = await kit.makeTag({ code: freshCode() });
    const right = await kit.activationCodeOf(tag.id);
    const wrong = { code: tag.code, activationCode: otherThan(right) };
    // The stranger walks through the addresses of its IPv6 /64: one visitor all the same.
    for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_ADDRESS; attempt += 1) {
      expect((await kit.claimFrom(stranger, wrong, `2001:db8:9:9::${attempt}`)).json()).toEqual(INVALID);
    }
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const refused = await kit.claimFrom(stranger, wrong, `2001:db8:9:9::${100 + attempt}`);
      expect(refused.statusCode, `attempt ${attempt}`).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    }
    // Even the right pair is refused to that address; the buyer, elsewhere, claims the tag.
    expect((await kit.claimFrom(stranger, { ...wrong, activationCode: right }, '2001:db8:9:9::1')).statusCode).toBe(
      429,
    );
    const claimed = await kit.claimFrom(buyer, { code: tag.code, activationCode: right }, '198.51.100.77');
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ id: tag.id, assignedUserId: buyer.user.id });
  });

  it("an admin lifts a tag's activation lock (DELETE /admin/tags/{id}/activation-lock): the buyer claims it", async () => {
    const buyer = await t.createUser('USER');
    const tag = await kit.makeTag({ code: freshCode() });
    const right = await kit.activationCodeOf(tag.id);
    for (let attempt = 1; attempt <= CLAIM_FAILURES_PER_TAG; attempt += 1) {
      const guesser = await t.createUser('USER');
      await kit.claimFrom(guesser, { code: tag.code, activationCode: otherThan(right) }, `203.0.113.${100 + attempt}`);
    }
    const body = { code: tag.code, activationCode: right };
    expect((await kit.claimFrom(buyer, body, '198.51.100.78')).statusCode).toBe(429);

    const path = `/api/admin/tags/${tag.id}/activation-lock`;
    const send = (who: SignedIn | null, url = path) =>
      t.app.inject({ method: 'DELETE', url, headers: who?.auth ?? {} });
    expect((await send(buyer)).statusCode).toBe(403);
    expect((await send(null)).statusCode).toBe(401);
    expect((await send(admin, `/api/admin/tags/${UNKNOWN_ID}/activation-lock`)).statusCode).toBe(404);
    expect((await send(admin)).statusCode).toBe(204);
    const history = await kit.get(`/api/admin/tags/${tag.id}/history`, admin);
    expect(history.json()[0]).toMatchObject({ action: 'ACTIVATION_LOCK_LIFTED', actorName: 'Ana Admin' });
    expect((await kit.claimFrom(buyer, body, '198.51.100.78')).statusCode).toBe(200);
  });
});

describe('CLAIM_REQUIRES_ACTIVATION=false', () => {
  it('keeps the old rule: the tag code alone claims it; an unknown code is 404', async () => {
    const old = await createTestApp({ claimRequiresActivation: false });
    try {
      const oldKit = tagTestKit(old);
      const user = await old.createUser('USER');
      const tag = await oldKit.makeTag({ code: freshCode() });
      const res = await oldKit.post(CLAIM, user, { code: tag.code });
      expect(res.statusCode).toBe(200);
      expect(res.json().assignedUserId).toBe(user.user.id);
      const unknown = await oldKit.post(CLAIM, user, { code: freshCode() });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'CODE_NOT_FOUND', message: 'Código não encontrado' });
    } finally {
      await old.close();
    }
  });
});

describe('tags from before activation codes', () => {
  it('the start step gives each tag without a code one (existing codes untouched), and that code claims it', async () => {
    const kept = await kit.makeTag();
    const keptCode = await kit.activationCodeOf(kept.id);
    const code = freshCode();
    // As the migration leaves a tag created before it: no activation code.
    await t.database.db.execute(sql`INSERT INTO tags (code) VALUES (${code})`);
    const [before] = await t.database.db.select().from(tags).where(eq(tags.code, code));
    expect(before!.activationCodeSealed).toBeNull();
    expect(await t.app.services.tags.fillMissingActivationCodes()).toBe(1);
    expect(await t.app.services.tags.fillMissingActivationCodes()).toBe(0);
    expect(await kit.activationCodeOf(kept.id)).toBe(keptCode);
    const user = await t.createUser('USER');
    const res = await kit.post(CLAIM, user, await kit.claimBodyOf({ id: before!.id, code }));
    expect(res.statusCode).toBe(200);
  });
});
