import { eq } from 'drizzle-orm';
import { dayInTimeZone } from '@portal/shared';
import { sessions } from '../../db/tables/auth.js';
import { apiTokens } from '../../db/tables/api-tokens.js';
import { webhooks } from '../../db/tables/webhooks.js';
import { hashOpaqueToken } from '../../lib/tokens.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passAccessLogWindow, privacyKit, PRIVATE_FIELDS } from '../../testing/privacy.js';
import { UNKNOWN_ID, type SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { readZip } from '../../testing/zip.js';

let t: TestApp;
let admin: SignedIn;
let kit: ReturnType<typeof privacyKit>;
let owner: Awaited<ReturnType<ReturnType<typeof privacyKit>['fullOwner']>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { name: 'Admin Exporta' });
  kit = privacyKit(t, admin);
  owner = await kit.fullOwner('Helena Prado');
});
afterAll(async () => t.close());

const today = () => dayInTimeZone(new Date(), 'America/Sao_Paulo');

type ExportJson = {
  account: Record<string, unknown>;
  profiles: Array<Record<string, unknown> & { photos: Array<{ id: string; file: string | null }> }>;
  tags: Array<{ tag: { id: string; code: string; status: string }; history: Array<{ action: string }> }>;
  visits: { pageDays: Array<{ views: number }>; tagDays: Array<{ scans: number }> };
  messages: Array<{ title: string }>;
  sessions: Array<Record<string, unknown>>;
  integrations: { apiTokens: Array<Record<string, unknown>>; webhooks: Array<Record<string, unknown>> };
};

describe('GET /api/me/export', () => {
  it('streams a dated ZIP: dados.json with the whole account, and fotos/ with the stored originals', async () => {
    const res = await kit.send('GET', '/api/me/export', owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${today()}.zip"`);
    const files = await readZip(res.rawPayload);
    const raw = files.get('dados.json')!.toString('utf8');
    const data = JSON.parse(raw) as ExportJson;

    expect(data.account).toMatchObject({ id: owner.user.id, email: owner.email, name: 'Helena Prado', role: 'USER' });
    // No secret of the account leaves: not the password hash, not the session version.
    expect(raw).not.toMatch(/passwordHash|password_hash|sessionVersion|\$argon2/);

    expect(data.profiles.map((profile) => profile.name)).toEqual(['Helena Prado', 'Helena Prado (Rex)']);
    const primary = data.profiles[0]!;
    expect(primary).toMatchObject({
      phone: PRIVATE_FIELDS.phone,
      emergencyContacts: PRIVATE_FIELDS.emergencyContacts,
      address: PRIVATE_FIELDS.address,
      notes: PRIVATE_FIELDS.notes,
      medicalInfo: { bloodType: 'O+', allergies: ['Penicilina'] },
      isMedicalInfoPublic: true,
      page: { slug: owner.profile.page.slug, isActive: true },
    });

    expect(data.tags).toHaveLength(1);
    expect(data.tags[0]!.tag).toMatchObject({ id: owner.tag.id, code: owner.tag.code, status: 'LOST' });
    expect(data.tags[0]!.history.map((event) => event.action)).toContain('ASSIGNED');
    // The page's visit, and the tag's scan that opened the same card (issue 41).
    expect(data.visits.pageDays.reduce((sum, day) => sum + day.views, 0)).toBe(2);
    expect(data.visits.tagDays.reduce((sum, day) => sum + day.scans, 0)).toBe(1);
    expect(data.messages.map((message) => message.title)).toContain('Mensagem de quem achou');
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions[0]).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      revokedAt: null,
      // The device and the place as 'Minha conta' lists them; never the address itself.
      device: expect.stringMatching(/^(mobile|tablet|desktop)$/),
      browser: expect.toBeOneOf([null, expect.any(String)]),
      country: expect.toBeOneOf([null, expect.any(String)]),
      city: expect.toBeOneOf([null, expect.any(String)]),
    });

    // The photo's original, byte for byte as the storage serves it to its owner.
    const [photo] = primary.photos;
    expect(photo).toMatchObject({ id: owner.photo.id, file: expect.stringMatching(/^fotos\/.+retrato\.jpg$/) });
    const original = await kit.send('GET', `/api/photos/${owner.photo.id}?size=original`, owner.auth);
    expect(original.statusCode).toBe(200);
    expect(files.get(photo!.file!)!.equals(original.rawPayload)).toBe(true);
    expect([...files.keys()].filter((name) => name.startsWith('fotos/'))).toEqual([photo!.file]);
  });

  it("holds only the caller's: every session is theirs, and no section holds anything of another account", async () => {
    // A second account with the same kinds of data, signed in twice while the caller exports.
    const other = await kit.fullOwner('Bruno Vizinho');
    await t.app.services.auth.login(other.email, other.password);
    const sessionIdsOf = async (userId: string) =>
      (await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
        (row) => row.id,
      );
    const otherSessions = await sessionIdsOf(other.user.id);
    expect(otherSessions.length).toBeGreaterThanOrEqual(2);

    const res = await kit.send('GET', '/api/me/export', owner.auth);
    expect(res.statusCode).toBe(200);
    const data = JSON.parse((await readZip(res.rawPayload)).get('dados.json')!.toString('utf8')) as ExportJson &
      Record<string, unknown>;

    const mine = new Set(await sessionIdsOf(owner.user.id));
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    for (const session of data.sessions) expect(mine.has(session.id as string), String(session.id)).toBe(true);

    // Everything that names the other account: its ids, e-mail, name, profiles, page, photo, tag and texts.
    const otherMarks = [
      other.user.id,
      other.email,
      'Bruno Vizinho',
      other.profile.id,
      other.secondProfileId,
      other.profile.page.id,
      other.profile.page.slug,
      other.photo.id,
      other.tag.id,
      other.tag.code,
      ...otherSessions,
    ];
    const sections = Object.keys(data).filter((key) => key !== 'exportedAt');
    expect(sections.sort()).toEqual([
      'accessLog',
      'account',
      'integrations',
      'messages',
      'profiles',
      'sessions',
      'tags',
      'visits',
    ]);
    for (const section of sections) {
      const json = JSON.stringify(data[section]);
      for (const mark of otherMarks) expect(json, `${section} holds ${mark}`).not.toContain(mark);
    }
  });

  it("lists the account's API tokens (name, scopes, dates, last use) and webhooks (url, events), never a hash or secret", async () => {
    const owner2 = await kit.fullOwner('Iara Integra');
    const created = await kit.send('POST', '/api/me/tokens', owner2.auth, {
      name: 'ERP da clínica',
      scopes: ['tags:read', 'profiles:read'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { token } = created.json<{ token: string }>();
    // The token used once: its last use is part of what the account holds.
    expect((await kit.send('GET', '/api/me/bracelets', { authorization: `Bearer ${token}` })).statusCode).toBe(200);
    t.config.webhooks.allowPrivate = true;
    const hook = await kit.send('POST', '/api/me/webhooks', owner2.auth, {
      url: 'http://127.0.0.1:9/recebe',
      events: ['tag.scanned', 'finder.message'],
      secret: 'segredo-do-receptor-0123456789',
    });
    t.config.webhooks.allowPrivate = false;
    expect(hook.statusCode, hook.body).toBe(201);
    // Another account's token and webhook stay out.
    await kit.send('POST', '/api/me/tokens', owner.auth, { name: 'Token da Helena', scopes: ['tags:read'] });

    const res = await kit.send('GET', '/api/me/export', owner2.auth);
    expect(res.statusCode).toBe(200);
    const raw = (await readZip(res.rawPayload)).get('dados.json')!.toString('utf8');
    const { integrations } = JSON.parse(raw) as ExportJson;
    expect(integrations.apiTokens).toEqual([
      {
        name: 'ERP da clínica',
        scopes: ['tags:read', 'profiles:read'],
        createdAt: expect.any(String),
        expiresAt: null,
        lastUsedAt: expect.any(String),
        lastUsedIp: expect.any(String),
      },
    ]);
    expect(integrations.webhooks).toEqual([
      {
        url: 'http://127.0.0.1:9/recebe',
        events: ['tag.scanned', 'finder.message'],
        allTags: false,
        enabled: true,
        createdAt: expect.any(String),
      },
    ]);
    const [stored] = await t.database.db
      .select({ hash: apiTokens.tokenHash })
      .from(apiTokens)
      .where(eq(apiTokens.userId, owner2.user.id));
    const [sealed] = await t.database.db
      .select({ box: webhooks.secretBox })
      .from(webhooks)
      .where(eq(webhooks.userId, owner2.user.id));
    expect(stored!.hash).toBe(hashOpaqueToken(token));
    for (const secret of [token, stored!.hash, sealed!.box, 'segredo-do-receptor-0123456789', 'Token da Helena']) {
      expect(raw).not.toContain(secret);
    }
  });

  it('is a 401 without a session', async () => {
    const res = await kit.send('GET', '/api/me/export');
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/admin/clients/{id}/export', () => {
  it("is a row of the owner's access log per profile holding private fields; the owner's own copy is none", async () => {
    const totalOf = async () =>
      ((await kit.send('GET', '/api/me/access-log', owner.auth)).json() as { pagination: { total: number } }).pagination
        .total;
    await passAccessLogWindow(t);
    const before = await totalOf();
    expect((await kit.send('GET', '/api/me/export', owner.auth)).statusCode).toBe(200);
    expect(await totalOf()).toBe(before);
    expect((await kit.send('GET', `/api/admin/clients/${owner.profile.id}/export`, admin.auth)).statusCode).toBe(200);
    // The pet's profile holds nothing private: one row, the primary's, with every section it holds.
    const log = (await kit.send('GET', '/api/me/access-log', owner.auth)).json();
    expect(log.pagination.total).toBe(before + 1);
    expect(log.entries[0]).toMatchObject({
      actor: { id: admin.user.id, role: 'ADMIN' },
      profile: { id: owner.profile.id },
      sections: ['MEDICAL', 'CONTACTS', 'ADDRESS', 'NOTES'],
    });
  });

  it("gives the admin the client's ZIP, by any of its profiles' ids", async () => {
    for (const id of [owner.profile.id, owner.secondProfileId]) {
      const res = await kit.send('GET', `/api/admin/clients/${id}/export`, admin.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="dados-cliente-${today()}.zip"`);
      const data = JSON.parse((await readZip(res.rawPayload)).get('dados.json')!.toString('utf8')) as ExportJson;
      expect(data.account).toMatchObject({ id: owner.user.id, email: owner.email });
    }
  });

  it('refuses anyone but an admin, and is a 404 for an id of no client', async () => {
    const url = `/api/admin/clients/${owner.profile.id}/export`;
    expect((await kit.send('GET', url)).statusCode).toBe(401);
    const forbidden = await kit.send('GET', url, owner.auth);
    expect(forbidden.statusCode).toBe(403);
    for (const id of [UNKNOWN_ID, admin.user.id]) {
      const missing = await kit.send('GET', `/api/admin/clients/${id}/export`, admin.auth);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ code: 'CLIENT_NOT_FOUND', message: 'Cliente não encontrado.' });
    }
    const badId = await kit.send('GET', '/api/admin/clients/nao-e-id/export', admin.auth);
    expect(badId.statusCode).toBe(400);
  });
});
