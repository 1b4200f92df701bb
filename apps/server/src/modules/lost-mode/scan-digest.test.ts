import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOST_TEXTS, tagSchema } from '@portal/shared';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { chooseScanDigest } from '../../testing/lost-mode.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const run = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

// 09:00 in São Paulo on 2030-05-10: the digest covers 2030-05-09 (03:00 UTC to 03:00 UTC).
const MAY_10 = new Date('2030-05-10T12:00:00Z');
const MAY_10_LATE = new Date('2030-05-11T02:30:00Z');
const MAY_11 = new Date('2030-05-11T12:00:00Z');

async function owner() {
  const email = `resumo-${randomUUID().slice(0, 8)}@teste.com`;
  const { user, auth } = await t.createUser('USER', { email, name: 'Beto' });
  return { id: user.id, email, auth };
}

async function tagWithScans(ownerId: string) {
  const code = `D${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
  const [row] = await run<{ id: string }>(sql`
    INSERT INTO tags (code, status, type, assigned_user_id, assigned_at) VALUES (${code}, 'ACTIVE', 'B2C', ${ownerId}, now())
    RETURNING id`);
  const id = row!.id;
  await run(sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at) VALUES
    (${id}, 'a', 'BR', 'mobile', '2030-05-09T03:00:00Z'),
    (${id}, 'b', 'BR', 'mobile', '2030-05-09T15:00:00Z'),
    (${id}, 'c', 'PT', 'desktop', '2030-05-10T02:59:59Z'),
    (${id}, 'd', 'US', 'tablet', '2030-05-09T02:59:59Z'),
    (${id}, 'e', 'US', 'tablet', '2030-05-10T03:00:00Z')`);
  return { id, code };
}

const digestsOf = async (userId: string) =>
  (await t.app.services.messages.listMessages('USER', undefined, userId)).filter(
    (message) => message.title === LOST_TEXTS.digestTitle,
  );
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.includes(`To: ${email}`));

describe('PATCH /api/me/bracelets/:id/scan-digest', () => {
  it("sets the owner's switch and answers the tag; 404 TAG_NOT_FOUND for another user's tag", async () => {
    const o = await owner();
    const tag = await tagWithScans(o.id);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${tag.id}/scan-digest`,
      headers: o.auth,
      payload: { enabled: true },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(tagSchema.parse(on.json()).scanDigest).toBe(true);
    const other = await owner();
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${tag.id}/scan-digest`,
      headers: other.auth,
      payload: { enabled: false },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('TAG_NOT_FOUND');
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${tag.id}/scan-digest`,
      headers: o.auth,
      payload: {},
    });
    expect(bad.statusCode).toBe(400);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${tag.code}/scan-digest`,
      headers: o.auth,
      payload: { enabled: false },
    });
    expect(tagSchema.parse(off.json()).scanDigest).toBe(false);
  });
});

describe('the daily scan digest', () => {
  it("sends an opted-in owner yesterday's scans per tag once a day; an owner who did not opt in gets nothing", async () => {
    const inOwner = await owner();
    const outOwner = await owner();
    const mine = await tagWithScans(inOwner.id);
    await tagWithScans(outOwner.id);
    const optIn = await t.app.inject({
      method: 'PATCH',
      url: `/api/me/bracelets/${mine.id}/scan-digest`,
      headers: inOwner.auth,
      payload: { enabled: true },
    });
    expect(optIn.statusCode).toBe(200);

    const first = await t.app.services.scanDigest.runDailyDigest(MAY_10);
    expect(first).toEqual({ sent: true, day: '2030-05-10', owners: 1, emails: [inOwner.email] });
    const [digest, ...more] = await digestsOf(inOwner.id);
    expect(more).toEqual([]);
    expect(digest!.body).toBe(
      [
        'Leituras de 09/05/2030:',
        '',
        `Tag ${mine.code}: 3 leituras`,
        'Países: Brasil (2), Portugal (1)',
        'Dispositivos: celular (2), computador (1)',
      ].join('\n'),
    );
    expect(await mailsTo(inOwner.email)).toHaveLength(1);
    expect((await mailsTo(inOwner.email))[0]).toContain('Subject: =?UTF-8?');
    expect(await digestsOf(outOwner.id)).toEqual([]);
    expect(await mailsTo(outOwner.email)).toEqual([]);

    // Later the same day (São Paulo): already sent.
    expect(await t.app.services.scanDigest.runDailyDigest(MAY_10_LATE)).toEqual({
      sent: false,
      day: '2030-05-10',
      reason: 'already-ran',
    });
    expect(await digestsOf(inOwner.id)).toHaveLength(1);
    expect(await mailsTo(inOwner.email)).toHaveLength(1);
  });

  it("a LOST tag's scans go in the digest when its owner chose the digest instead of an alert for each", async () => {
    const o = await owner();
    await chooseScanDigest(t, o);
    const code = `F${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
    const [row] = await run<{ id: string }>(sql`
      INSERT INTO tags (code, status, type, assigned_user_id, status_before_lost, lost_at)
      VALUES (${code}, 'LOST', 'B2C', ${o.id}, 'ACTIVE', now()) RETURNING id`);
    await run(sql`INSERT INTO tag_scans (tag_id, visitor_hash, country, device, created_at) VALUES
      (${row!.id}, 'p', 'BR', 'mobile', '2030-06-01T15:00:00Z'), (${row!.id}, 'q', 'BR', 'mobile', '2030-06-01T16:00:00Z')`);
    const ran = await t.app.services.scanDigest.runDailyDigest(new Date('2030-06-02T12:00:00Z'));
    expect(ran).toMatchObject({ sent: true, day: '2030-06-02' });
    const [digest] = await digestsOf(o.id);
    expect(digest!.body).toContain(`Tag ${code}: 2 leituras`);
  });

  it('a day without scans sends nothing', async () => {
    // The scans of 2030-05-10 (São Paulo) are gone: the digest of the 11th has nothing to tell.
    const o = await owner();
    const code = `E${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
    await run(
      sql`INSERT INTO tags (code, status, type, assigned_user_id, scan_digest) VALUES (${code}, 'ACTIVE', 'B2C', ${o.id}, true)`,
    );
    await run(
      sql`DELETE FROM tag_scans WHERE created_at >= '2030-05-10T03:00:00Z' AND created_at < '2030-05-11T03:00:00Z'`,
    );
    expect(await t.app.services.scanDigest.runDailyDigest(MAY_11)).toEqual({
      sent: false,
      day: '2030-05-11',
      reason: 'no-scans',
    });
    expect(await digestsOf(o.id)).toEqual([]);
    expect(await mailsTo(o.email)).toEqual([]);
  });
});
