import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tagDailyStats, dailyStats, tagScans, pageViews } from '../../db/tables/analytics.js';
import { passwordResetTokens, sessions, twoFactorRecoveryCodes, userTwoFactor } from '../../db/tables/auth.js';
import { emailChangeTokens, invitationTokens } from '../../db/tables/account.js';
import { maintenanceRecords } from '../../db/tables/maintenance.js';
import { adminMessages } from '../../db/tables/messages.js';
import { pages, pageSlugs } from '../../db/tables/pages.js';
import { photos } from '../../db/tables/photos.js';
import { accessLog } from '../../db/tables/privacy.js';
import { profiles } from '../../db/tables/profiles.js';
import { reports } from '../../db/tables/reports.js';
import { tagEvents, tags } from '../../db/tables/tags.js';
import { users } from '../../db/tables/users.js';
import { createStorage } from '../../lib/storage/storage.js';
import { decodeQuotedPrintable } from '../../testing/mail.js';
import { privacyKit } from '../../testing/privacy.js';
import { UNKNOWN_ID, type SignedIn } from '../../testing/requests.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
let admin: SignedIn;
let kit: ReturnType<typeof privacyKit>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser('ADMIN', { name: 'Admin Apaga' });
  kit = privacyKit(t, admin);
});
afterAll(async () => t.close());

const deleteMine = (auth: Record<string, string>, payload: object) =>
  kit.send('DELETE', '/api/me/account', auth, payload);

/** Every row the portal could keep of the person, table by table (each should be empty after the deletion). */
async function rowsOf(person: { userId: string; email: string; names: string[]; profileIds: string[] }) {
  const { db } = t.database;
  const mentions = (column: AnyPgColumn) =>
    sql`(${sql.join(
      [person.email, ...person.names].map((term) => sql`strpos(coalesce(${column}, ''), ${term}) > 0`),
      sql` or `,
    )})`;
  return {
    users: await db.select().from(users).where(eq(users.id, person.userId)),
    usersByEmail: await db.select().from(users).where(eq(users.email, person.email)),
    profiles: await db.select().from(profiles).where(eq(profiles.userId, person.userId)),
    pages: await db.select().from(pages).where(inArray(pages.profileId, person.profileIds)),
    photos: await db.select().from(photos).where(inArray(photos.profileId, person.profileIds)),
    sessions: await db.select().from(sessions).where(eq(sessions.userId, person.userId)),
    resetTokens: await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, person.userId)),
    invitationTokens: await db.select().from(invitationTokens).where(eq(invitationTokens.userId, person.userId)),
    emailChangeTokens: await db.select().from(emailChangeTokens).where(eq(emailChangeTokens.userId, person.userId)),
    twoFactor: await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, person.userId)),
    recoveryCodes: await db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, person.userId)),
    ownMessages: await db.select().from(adminMessages).where(eq(adminMessages.toUserId, person.userId)),
    messagesNamingThem: await db
      .select()
      .from(adminMessages)
      .where(sql`${mentions(adminMessages.body)} or ${mentions(adminMessages.title)}`),
    reports: await db.select().from(reports).where(eq(reports.userId, person.userId)),
    accessLog: await db.select().from(accessLog).where(eq(accessLog.ownerUserId, person.userId)),
    tagEventsNamingThem: await db
      .select()
      .from(tagEvents)
      .where(
        sql`${eq(tagEvents.fromUserId, person.userId)} or ${eq(tagEvents.toUserId, person.userId)} or ${eq(
          tagEvents.actorUserId,
          person.userId,
        )} or ${mentions(tagEvents.notes)} or ${sql.join(
          [person.email, ...person.names].map(
            (term) =>
              sql`${term} in (coalesce(${tagEvents.fromUserName}, ''), coalesce(${tagEvents.toUserName}, ''), coalesce(${tagEvents.actorName}, ''))`,
          ),
          sql` or `,
        )}`,
      ),
  };
}

describe('DELETE /api/me/account', () => {
  it('asks for the right password: a wrong or missing one is a 400 with its text, and nothing goes', async () => {
    const owner = await kit.fullOwner('Ana Wrong');
    const wrong = await deleteMine(owner.auth, { currentPassword: 'nao-e-esta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Senha atual incorreta.' });
    const missing = await deleteMine(owner.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Informe a sua senha atual.');
    expect((await kit.send('GET', '/api/me/profiles', owner.auth)).statusCode).toBe(200);
    expect((await deleteMine({}, { currentPassword: 'x' })).statusCode).toBe(401);
  });

  it('deletes every row and file of the person; tags stay free with their status, history and counts', async () => {
    const owner = await kit.fullOwner('Beatriz Souza');
    const storage = createStorage(t.config);
    const profileIds = [owner.profile.id, owner.secondProfileId];
    // A reset link outstanding and a report generated: both are the person's too.
    await kit.send('POST', '/api/auth/password/forgot', {}, { email: owner.email });
    const mailsBefore = (await t.waitForOutbox(1)).length;
    const report = await kit.send('POST', '/api/me/analytics/reports/generate', owner.auth, {
      type: 'overview',
      format: 'csv',
    });
    expect(report.statusCode).toBe(201);
    expect(await storage.list(`reports/${owner.user.id}`)).toHaveLength(1);
    expect(await storage.list(`photos/${owner.profile.id}`)).toHaveLength(3);
    const before = await t.database.db.select().from(dailyStats);

    const res = await deleteMine(owner.auth, { currentPassword: owner.password });
    expect(res.statusCode).toBe(204);

    const person = {
      userId: owner.user.id,
      email: owner.email,
      names: ['Beatriz Souza', 'Beatriz Souza (Rex)'],
      profileIds,
    };
    const left = await rowsOf(person);
    for (const [table, rows] of Object.entries(left)) expect({ table, rows }).toEqual({ table, rows: [] });
    expect(await storage.list(`photos/${owner.profile.id}`)).toEqual([]);
    expect(await storage.list(`reports/${owner.user.id}`)).toEqual([]);

    // The tag: free, its status kept, nothing the owner wrote on it, its history with 'Conta excluída'.
    const [tag] = await t.database.db.select().from(tags).where(eq(tags.id, owner.tag.id));
    expect(tag).toMatchObject({ assignedUserId: null, profileId: null, status: 'LOST', lostMessage: null });
    const history = await t.database.db.select().from(tagEvents).where(eq(tagEvents.tagId, owner.tag.id));
    expect(history.map((event) => event.action)).toEqual(expect.arrayContaining(['ASSIGNED', 'UNASSIGNED']));
    expect(history.find((event) => event.action === 'ASSIGNED')).toMatchObject({
      toUserId: null,
      toUserName: 'Conta excluída',
    });
    // Views and scans: the raw rows (country, device, browser) are gone, the counts stay.
    expect(await t.database.db.select().from(tagScans).where(eq(tagScans.tagId, owner.tag.id))).toEqual([]);
    const [scans] = await t.database.db.select().from(tagDailyStats).where(eq(tagDailyStats.tagId, owner.tag.id));
    expect(scans?.scans).toBe(1);
    expect(await t.database.db.select().from(pageViews).where(eq(pageViews.pageId, owner.profile.page.id))).toEqual([]);
    expect(await t.database.db.select().from(pageSlugs).where(eq(pageSlugs.pageId, owner.profile.page.id))).toEqual([]);
    expect(await t.database.db.select().from(dailyStats)).toEqual(before);

    // The old session, the login and the page: gone.
    expect((await kit.send('GET', '/api/me/profiles', owner.auth)).statusCode).toBe(401);
    const login = await kit.send('POST', '/api/auth/login', {}, { email: owner.email, password: owner.password });
    expect(login.statusCode).toBe(401);
    expect((await kit.send('GET', `/p/${owner.profile.page.slug}`)).statusCode).toBe(404);

    // The confirmation e-mail to the address.
    const mails = await t.waitForOutbox(mailsBefore + 1);
    const confirmation = mails.at(-1)!;
    expect(confirmation).toContain(`To: ${owner.email}`);
    expect(decodeQuotedPrintable(confirmation)).toContain('Sua conta no Portal NFC foi excluída em');

    // The e-mail is free again: the admin can create an account with it.
    const again = await kit.send('POST', '/api/admin/users', admin.auth, {
      email: owner.email,
      password: 'outra-senha-123',
      profile: { name: 'Beatriz de Novo', publicPageSlug: owner.profile.page.slug },
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps the last admin: alone, an admin cannot delete their account (409); with another one they can', async () => {
    const second = await t.createUser('ADMIN', { name: 'Segundo Admin' });
    expect((await deleteMine(second.auth, { currentPassword: second.password })).statusCode).toBe(204);
    const last = await deleteMine(admin.auth, { currentPassword: admin.password });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({
      code: 'LAST_ADMIN',
      message: 'Você é o único administrador: promova outra conta a administrador antes de excluir a sua.',
    });
    expect((await kit.send('GET', '/api/admin/users', admin.auth)).statusCode).toBe(200);
  });
});

describe('DELETE /api/admin/users/{id} and DELETE /api/admin/clients/{id}: the same deletion', () => {
  it("deletes another account with its files and e-mail; never the admin's own (409); 401/403/404", async () => {
    const owner = await kit.fullOwner('Carla Dias');
    const url = `/api/admin/users/${owner.user.id}`;
    expect((await kit.send('DELETE', url)).statusCode).toBe(401);
    expect((await kit.send('DELETE', url, owner.auth)).statusCode).toBe(403);
    const unknown = await kit.send('DELETE', `/api/admin/users/${UNKNOWN_ID}`, admin.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'USER_NOT_FOUND', message: 'Usuário não encontrado.' });
    const self = await kit.send('DELETE', `/api/admin/users/${admin.user.id}`, admin.auth);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'CANNOT_DELETE_SELF', message: 'Você não pode deletar a sua própria conta.' });

    const mails = (await t.outbox()).length;
    expect((await kit.send('DELETE', url, admin.auth)).statusCode).toBe(204);
    const left = await rowsOf({
      userId: owner.user.id,
      email: owner.email,
      names: ['Carla Dias', 'Carla Dias (Rex)'],
      profileIds: [owner.profile.id, owner.secondProfileId],
    });
    for (const [table, rows] of Object.entries(left)) expect({ table, rows }).toEqual({ table, rows: [] });
    expect(await createStorage(t.config).list(`photos/${owner.profile.id}`)).toEqual([]);
    expect((await t.waitForOutbox(mails + 1)).at(-1)).toContain(`To: ${owner.email}`);
  });

  it("the clients screen's deletion of a client removes every profile's files and sends the e-mail too", async () => {
    const owner = await kit.fullOwner('Dora Reis');
    const storage = createStorage(t.config);
    const mails = (await t.outbox()).length;
    expect((await kit.send('DELETE', `/api/admin/clients/${owner.profile.id}`, admin.auth)).statusCode).toBe(204);
    expect(await t.database.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([]);
    expect(await storage.list(`photos/${owner.profile.id}`)).toEqual([]);
    const [tag] = await t.database.db.select().from(tags).where(eq(tags.id, owner.tag.id));
    expect(tag).toMatchObject({ assignedUserId: null, status: 'LOST' });
    expect((await t.waitForOutbox(mails + 1)).at(-1)).toContain(`To: ${owner.email}`);
  });

  it("a deleted technician's service records stay the equipment's log, naming 'Conta excluída'", async () => {
    const tech = await t.createUser('TECHNICIAN', { name: 'Téo Apagado' });
    const equipment = await t.app.services.tags.createTag({ type: 'B2B', physicalType: 'QR' }, admin.user);
    const logged = await kit.send('POST', `/api/tecnico/equipment/${equipment.id}/records`, tech.auth, {
      performedAt: '2026-01-10',
      type: 'PREVENTIVA',
      description: 'Recarga e teste de pressão',
      outcome: 'OK',
    });
    expect(logged.statusCode).toBe(201);
    expect((await kit.send('DELETE', `/api/admin/users/${tech.user.id}`, admin.auth)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.id, logged.json().record.id));
    expect(row).toMatchObject({
      technicianId: null,
      technicianName: 'Conta excluída',
      description: 'Recarga e teste de pressão',
    });
  });
});
