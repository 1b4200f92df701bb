import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  listWebhookDeliveriesResponseSchema,
  WEBHOOK_EVENTS,
  WEBHOOK_TEXTS,
  type CreateWebhookResponse,
  type WebhookDelivery,
} from '@portal/shared';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { notices } from '../../db/tables/notices.js';
import { webhooks as webhooksTable } from '../../db/tables/webhooks.js';
import { filesTestKit } from '../../testing/maintenance.js';
import { profileCalls } from '../../testing/profiles.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { startWebhookReceiver, verifySignature } from '../../testing/webhook-receiver.js';
import { VERIFY_EXAMPLE } from './docs.js';

/**
 * Issue 45 items 2-3 against a real HTTP receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE on, as a closed network's
 * install; the tests that need it off turn the setting off), on the run's database (PGlite, or PostgreSQL with
 * DATABASE_URL). The worker does not poll (pollMs 0): each test drains the outbox, moving the clock past a retry's wait.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const MINUTE = 60_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({
    publicRateLimit: 0,
    publicAddressRateLimit: 0,
    webhooks: {
      allowPrivate: true,
      // A hung receiver costs a try 400 ms here (5 s in production): the same timer, shorter by configuration.
      timeoutMs: 400,
      pollMs: 0,
      // Three tries: the first, after 1 min, after 5 min.
      retryScheduleMs: [MINUTE, 5 * MINUTE],
      leaseMs: 60_000,
      maxPerAccount: 3,
    },
  });
});
afterEach(() => {
  receiver.state.mode = 'ok';
  t.config.webhooks.allowPrivate = true;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const run = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

type Auth = { authorization: string };
const call = (method: 'GET' | 'POST' | 'DELETE' | 'PATCH', url: string, auth: Auth, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

async function createHook(auth: Auth, body: Record<string, unknown>) {
  const response = await call('POST', '/api/me/webhooks', auth, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateWebhookResponse>();
}

async function tagOf(ownerId: string | null, status = 'ACTIVE') {
  const code = `W${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;
  const [row] = await run<{ id: string }>(sql`
    INSERT INTO tags (code, status, type, assigned_user_id, assigned_at, status_before_lost, lost_at)
    VALUES (${code}, ${status}, 'B2C', ${ownerId}, now(), ${status === 'LOST' ? 'ACTIVE' : null},
      ${status === 'LOST' ? new Date().toISOString() : null})
    RETURNING id`);
  return { id: row!.id, code };
}

/** A person's (or a bot's) scan of /t/{code}, then the scans' events and the deliveries due now. */
async function scan(code: string, userAgent = IPHONE) {
  const response = await t.app.inject({ method: 'GET', url: `/t/${code}`, headers: { 'user-agent': userAgent } });
  expect(response.statusCode).toBe(200);
  await t.app.services.analytics.flush();
}

const deliver = (at?: Date) => t.app.services.webhooks.flush(at);
const later = (ms: number) => new Date(Date.now() + ms + 1000);
const hooksWith = (event: string, marker: string) =>
  receiver.hits().filter((hook) => hook.headers['x-portal-event'] === event && hook.body.includes(marker));

async function deliveriesOf(auth: Auth, webhookId: string): Promise<WebhookDelivery[]> {
  const response = await call('GET', `/api/me/webhooks/${webhookId}/deliveries?limit=50`, auth);
  expect(response.statusCode).toBe(200);
  return listWebhookDeliveriesResponseSchema.parse(response.json()).deliveries;
}

describe('signed deliveries', () => {
  it("a person's scan reaches the owner's webhook signed with its secret (not with another); a bot's is none", async () => {
    const { user, auth } = await t.createUser('USER');
    const secret = 'segredo-do-receptor-1234567890';
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.scanned'], secret });
    const tag = await tagOf(user.id, 'LOST');

    await scan(tag.code, GOOGLEBOT);
    await deliver();
    expect(hooksWith('tag.scanned', tag.id)).toHaveLength(0);

    await scan(tag.code);
    await deliver();
    const [hook] = hooksWith('tag.scanned', tag.id);
    expect(hook).toBeDefined();
    const signature = String(hook!.headers['x-portal-signature']);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(signature, hook!.body, secret)).toBe(true);
    expect(verifySignature(signature, hook!.body, 'outro-segredo-qualquer-123456')).toBe(false);
    expect(verifySignature(signature, hook!.body.replace('LOST', 'ACTIVE'), secret)).toBe(false);
    const body = JSON.parse(hook!.body) as {
      id: string;
      event: string;
      createdAt: string;
      data: Record<string, unknown>;
    };
    expect(body).toMatchObject({ event: 'tag.scanned', data: { tagId: tag.id, code: tag.code, status: 'LOST' } });
    expect(Object.keys(body.data).sort()).toEqual(['code', 'country', 'device', 'scannedAt', 'status', 'tagId']);
    expect(hook!.headers['x-portal-event-id']).toBe(body.id);
    const [logged] = await deliveriesOf(auth, webhook.id);
    expect(hook!.headers['x-portal-delivery']).toBe(logged!.id);
    expect(logged).toMatchObject({ event: 'tag.scanned', status: 'delivered', statusCode: 200, attempt: 1 });
    expect(logged!.response).toBe('recebido');
    expect(logged!.durationMs).toBeGreaterThanOrEqual(0);
  });

  it("'Enviar teste' delivers webhook.test now and answers its outcome; the generated secret is shown once", async () => {
    const { auth } = await t.createUser('USER');
    const created = await createHook(auth, { url: receiver.url(), events: ['tag.assigned'] });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await call('GET', '/api/me/webhooks', auth);
    expect(listed.body).not.toContain(created.secret);
    expect(listed.json<{ webhooks: unknown[] }>().webhooks).toHaveLength(1);
    // Kept sealed (AES-GCM under a key derived from JWT_SECRET), never in the clear.
    const [row] = await t.database.db.select().from(webhooksTable).where(eq(webhooksTable.id, created.webhook.id));
    expect(row!.secretBox).toMatch(/^v1\./);
    expect(row!.secretBox).not.toContain(created.secret);

    const response = await call('POST', `/api/me/webhooks/${created.webhook.id}/test`, auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ event: 'webhook.test', status: 'delivered', statusCode: 200 });
    const hook = hooksWith('webhook.test', created.webhook.id)[0]!;
    expect(verifySignature(String(hook.headers['x-portal-signature']), hook.body, created.secret)).toBe(true);

    receiver.state.mode = 'fail';
    const failed = await call('POST', `/api/me/webhooks/${created.webhook.id}/test`, auth);
    expect(failed.json()).toMatchObject({ status: 'failed', statusCode: 500, response: 'erro interno do receptor' });
  });
});

describe('retries', () => {
  it('after a 500: due again after a minute, delivered on the next try with the same delivery id', async () => {
    const { user, auth } = await t.createUser('USER');
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.lost_changed'] });
    const tag = await tagOf(user.id);
    receiver.state.mode = 'fail';
    const lost = await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: true });
    expect(lost.statusCode, lost.body).toBe(200);
    await deliver();
    let [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', statusCode: 500, attempt: 1, error: 'Resposta HTTP 500' });
    // Not before its time.
    await deliver(new Date(Date.now() + 30_000));
    expect(hooksWith('tag.lost_changed', tag.id)).toHaveLength(1);

    receiver.state.mode = 'ok';
    await deliver(later(MINUTE));
    [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', statusCode: 200, attempt: 2, error: null });
    const hooks = hooksWith('tag.lost_changed', tag.id);
    expect(hooks).toHaveLength(2);
    expect(hooks[0]!.headers['x-portal-delivery']).toBe(hooks[1]!.headers['x-portal-delivery']);
    expect(JSON.parse(hooks[1]!.body)).toMatchObject({ data: { tagId: tag.id, lost: true } });
  });

  it('after a timeout (the receiver hangs): the try ends at WEBHOOK_TIMEOUT_MS and is retried', async () => {
    const { user, auth } = await t.createUser('USER');
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.lost_changed'] });
    const tag = await tagOf(user.id);
    receiver.state.mode = 'hang';
    await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: true });
    const started = performance.now();
    await deliver();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(390);
    expect(took).toBeLessThan(3000);
    let [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', statusCode: null, attempt: 1 });
    expect(delivery!.error).toContain('Sem resposta em 0,4 s');

    receiver.state.mode = 'ok';
    await deliver(later(MINUTE));
    [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ status: 'delivered', attempt: 2 });
  });

  it('a delivery failing every try, with no success since it was queued, disables the webhook and e-mails its owner', async () => {
    const { user, auth } = await t.createUser('USER', { email: `desativado-${randomUUID().slice(0, 6)}@teste.com` });
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.lost_changed'] });
    const tag = await tagOf(user.id);
    receiver.state.mode = 'fail';
    await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: true });
    await deliver();
    await deliver(later(MINUTE));
    let [listed] = (await call('GET', '/api/me/webhooks', auth)).json<{ webhooks: Array<{ enabled: boolean }> }>()
      .webhooks;
    expect(listed!.enabled).toBe(true);
    await deliver(later(MINUTE + 5 * MINUTE));
    const [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempt: 3, statusCode: 500 });
    [listed] = (await call('GET', '/api/me/webhooks', auth)).json<{ webhooks: Array<{ enabled: boolean }> }>().webhooks;
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'Resposta HTTP 500' });
    const mails = await t.database.db.select().from(notices).where(eq(notices.toAddress, user.email));
    expect(mails.map((mail) => mail.subject)).toContain(WEBHOOK_TEXTS.disabledSubject(t.config.appName));
    expect(mails.find((mail) => mail.subject.startsWith('Webhook'))!.text).toContain(receiver.url());

    // Disabled: later events queue nothing for it, and 'Enviar teste' says so.
    await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: false });
    await deliver();
    expect(await deliveriesOf(auth, webhook.id)).toHaveLength(1);
    expect((await call('POST', `/api/me/webhooks/${webhook.id}/test`, auth)).statusCode).toBe(400);
  });

  it('a success of the webhook since the delivery was queued keeps it enabled (a receiver up now and then)', async () => {
    const { user, auth } = await t.createUser('USER');
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.lost_changed'] });
    const tag = await tagOf(user.id);
    receiver.state.mode = 'fail';
    await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: true });
    await deliver();
    receiver.state.mode = 'ok';
    expect((await call('POST', `/api/me/webhooks/${webhook.id}/test`, auth)).json()).toMatchObject({
      status: 'delivered',
    });
    receiver.state.mode = 'fail';
    await deliver(later(MINUTE));
    await deliver(later(6 * MINUTE));
    const [row] = await t.database.db.select().from(webhooksTable).where(eq(webhooksTable.id, webhook.id));
    expect(row!.enabled).toBe(true);
  });
});

describe('safety', () => {
  it('without WEBHOOK_ALLOW_PRIVATE: http, 127.0.0.1, 10.0.0.1 and a name resolving to 127.0.0.1 are refused (400)', async () => {
    const { auth } = await t.createUser('USER');
    t.config.webhooks.allowPrivate = false;
    const refused = async (url: string, code: string) => {
      const response = await call('POST', '/api/me/webhooks', auth, { url, events: ['tag.scanned'] });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ code });
    };
    await refused(receiver.url(), 'WEBHOOK_HTTPS_REQUIRED');
    await refused('https://127.0.0.1/hook', 'WEBHOOK_ADDRESS_REFUSED');
    await refused('https://10.0.0.1/hook', 'WEBHOOK_ADDRESS_REFUSED');
    await refused('https://[::1]/hook', 'WEBHOOK_ADDRESS_REFUSED');
    await refused('https://localhost/hook', 'WEBHOOK_ADDRESS_REFUSED');
    expect((await call('GET', '/api/me/webhooks', auth)).json()).toEqual({ webhooks: [] });
  });

  it('169.254.169.254 (cloud metadata) is refused even with WEBHOOK_ALLOW_PRIVATE', async () => {
    const { auth } = await t.createUser('USER');
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/',
      'http://[fe80::1]/',
    ]) {
      const response = await call('POST', '/api/me/webhooks', auth, { url, events: ['tag.scanned'] });
      expect(response.json(), url).toMatchObject({ code: 'WEBHOOK_ADDRESS_REFUSED' });
    }
  });

  it('checked again at delivery, after DNS: a webhook to localhost is refused once the setting is off', async () => {
    const { user, auth } = await t.createUser('USER');
    const url = `https://localhost:${receiver.port}/resolved`;
    const { webhook } = await createHook(auth, { url, events: ['tag.lost_changed'] });
    const tag = await tagOf(user.id);
    t.config.webhooks.allowPrivate = false;
    await call('PATCH', `/api/me/bracelets/${tag.id}/lost`, auth, { lost: true });
    await deliver();
    let [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery!.error).toContain(`${WEBHOOK_TEXTS.addressRefused} (127.0.0.1)`);
    // With the setting on, the same try reaches the receiver (a plain-http one: the TLS handshake fails there).
    t.config.webhooks.allowPrivate = true;
    await deliver(later(MINUTE));
    [delivery] = await deliveriesOf(auth, webhook.id);
    expect(delivery).toMatchObject({ attempt: 2, status: 'pending' });
    expect(delivery!.error).not.toContain(WEBHOOK_TEXTS.addressRefused);
  });

  it('a redirect (to a private address or anywhere) is not followed: the try fails with the 302', async () => {
    const { auth } = await t.createUser('USER');
    const { webhook } = await createHook(auth, { url: receiver.url(), events: ['tag.scanned'] });
    receiver.state.mode = 'redirect';
    receiver.state.location = receiver.url('/followed');
    const response = await call('POST', `/api/me/webhooks/${webhook.id}/test`, auth);
    expect(response.json()).toMatchObject({ status: 'failed', statusCode: 302 });
    expect(response.json<WebhookDelivery>().error).toContain('Redirecionamento não seguido');
    expect(receiver.hits('/followed')).toHaveLength(0);
  });

  it('at most N webhooks per account (400 beyond); other accounts are not counted', async () => {
    const { auth } = await t.createUser('USER');
    for (let i = 0; i < 3; i += 1) await createHook(auth, { url: receiver.url(`/n${i}`), events: ['tag.scanned'] });
    const beyond = await call('POST', '/api/me/webhooks', auth, { url: receiver.url(), events: ['tag.scanned'] });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ code: 'WEBHOOK_LIMIT', message: WEBHOOK_TEXTS.tooMany(3) });
    await createHook((await t.createUser('USER')).auth, { url: receiver.url(), events: ['tag.scanned'] });
  });

  it("a user gets only their own tags' events, cannot ask for all tags (403), nor read or delete another's webhook", async () => {
    const a = await t.createUser('USER');
    const b = await t.createUser('USER');
    const admin = await t.createUser('ADMIN');
    const allTags = await call('POST', '/api/me/webhooks', a.auth, {
      url: receiver.url(),
      events: ['tag.lost_changed'],
      allTags: true,
    });
    expect(allTags.statusCode).toBe(403);
    expect(allTags.json()).toMatchObject({ message: WEBHOOK_TEXTS.allTagsAdminOnly });
    const hookA = await createHook(a.auth, { url: receiver.url('/a'), events: ['tag.lost_changed'] });
    await createHook(admin.auth, { url: receiver.url('/admin'), events: ['tag.lost_changed'], allTags: true });
    const tagB = await tagOf(b.user.id);
    await call('PATCH', `/api/me/bracelets/${tagB.id}/lost`, b.auth, { lost: true });
    await deliver();
    expect(receiver.hits('/a').filter((hook) => hook.body.includes(tagB.id))).toHaveLength(0);
    expect(receiver.hits('/admin').filter((hook) => hook.body.includes(tagB.id))).toHaveLength(1);

    const other = `/api/me/webhooks/${hookA.webhook.id}`;
    expect((await call('GET', `${other}/deliveries`, b.auth)).statusCode).toBe(404);
    expect((await call('POST', `${other}/test`, b.auth)).statusCode).toBe(404);
    expect((await call('DELETE', other, b.auth)).statusCode).toBe(404);
    expect((await call('DELETE', other, a.auth)).statusCode).toBe(204);
  });

  it('bad input is a 400 in pt-BR: no event, an unknown event, a short secret, not a URL', async () => {
    const { auth } = await t.createUser('USER');
    for (const body of [
      { url: receiver.url(), events: [] },
      { url: receiver.url(), events: ['tag.exploded'] },
      { url: receiver.url(), events: ['tag.scanned'], secret: 'curto' },
      { url: 'ftp://exemplo.com/x', events: ['tag.scanned'] },
      { url: 'não é url', events: ['tag.scanned'] },
    ]) {
      const response = await call('POST', '/api/me/webhooks', auth, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('events', () => {
  it('tag.assigned reaches the new owner when an admin assigns a tag', async () => {
    const { user, auth } = await t.createUser('USER');
    const admin = await t.createUser('ADMIN');
    await createHook(auth, { url: receiver.url('/events'), events: ['tag.assigned'] });
    const tag = await tagOf(null);
    const assign = await call('POST', `/api/admin/tags/${tag.id}/assign`, admin.auth, { userId: user.id });
    expect(assign.statusCode, assign.body).toBe(200);
    await deliver();
    const [hook] = receiver.hits('/events').filter((received) => received.body.includes(tag.id));
    expect(JSON.parse(hook!.body)).toMatchObject({ event: 'tag.assigned', data: { tagId: tag.id, ownerId: user.id } });
  });

  it("maintenance.due and maintenance.overdue from the day's reminders, once a day (an admin's all-tags webhook)", async () => {
    const admin = await t.createUser('ADMIN');
    await createHook(admin.auth, {
      url: receiver.url('/due'),
      events: ['maintenance.due', 'maintenance.overdue'],
      allTags: true,
    });
    const kit = filesTestKit(t);
    const equipment = async (nextService: string) => {
      const tag = await kit.equipment({ model: 'Extintor PQS', location: 'Bloco A', nextService });
      await t.app.services.maintenance.savePlan(
        tag.id,
        { intervalDays: 90, technicianId: null },
        { id: admin.user.id, role: 'ADMIN' },
      );
      return tag;
    };
    const overdue = await equipment(kit.day(-3));
    const soon = await equipment(kit.day(3));
    expect(await t.app.services.reminders.runDailyReminders()).toMatchObject({ sent: true });
    expect(await t.app.services.reminders.runDailyReminders()).toMatchObject({ sent: false, reason: 'already-ran' });
    await deliver();
    const events = receiver
      .hits('/due')
      .map((hook) => JSON.parse(hook.body) as { event: string; data: { tagId: string } });
    expect(events.filter((event) => event.data.tagId === overdue.id).map((event) => event.event)).toEqual([
      'maintenance.overdue',
    ]);
    expect(events.filter((event) => event.data.tagId === soon.id).map((event) => event.event)).toEqual([
      'maintenance.due',
    ]);
  });

  it("maintenance.recorded reaches the equipment's owner when a technician logs a service", async () => {
    const { user, auth } = await t.createUser('USER');
    const tech = await t.createUser('TECHNICIAN', { name: 'Técnico Webhook' });
    await createHook(auth, { url: receiver.url('/recorded'), events: ['maintenance.recorded'] });
    const kit = filesTestKit(t);
    const equipment = await kit.equipment({ model: 'Bomba', location: 'Casa de máquinas' });
    await run(sql`UPDATE tags SET assigned_user_id = ${user.id} WHERE id = ${equipment.id}`);
    const res = await kit.post(`/api/tecnico/equipment/${equipment.id}/records`, tech, {
      performedAt: kit.today,
      type: 'PREVENTIVA',
      description: 'Troca do selo (nota interna: custo alto)',
      outcome: 'OK',
    });
    expect(res.statusCode, res.body).toBe(201);
    await deliver();
    const [hook] = receiver.hits('/recorded');
    const body = JSON.parse(hook!.body) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({
      tagId: equipment.id,
      type: 'PREVENTIVA',
      outcome: 'OK',
      technicianName: 'Técnico Webhook',
    });
    // The record's description, costs and internal notes are not the event's.
    expect(hook!.body).not.toContain('selo');
  });

  it("card.opened: a person's open of the card reaches its owner; a bot's does not", async () => {
    const owner = await profileCalls(t).owner('Dona Ficha');
    await createHook(owner.auth, { url: receiver.url('/opened'), events: ['card.opened'] });
    const slug = owner.primary.page!.slug;
    for (const userAgent of [GOOGLEBOT, IPHONE]) {
      const page = await t.app.inject({ method: 'GET', url: `/p/${slug}`, headers: { 'user-agent': userAgent } });
      expect(page.statusCode).toBe(200);
    }
    await t.app.services.openAlert.drain();
    await deliver();
    const hooks = receiver.hits('/opened');
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0]!.body)).toMatchObject({
      event: 'card.opened',
      data: { profileId: owner.primary.id, door: 'PAGE', doorKey: slug, pinUsed: false },
    });
  });

  it("problem.reported: a visitor's chamado on the owner's equipment, without the reporter's name or phone", async () => {
    const { user, auth } = await t.createUser('USER');
    const other = await t.createUser('USER');
    await createHook(auth, { url: receiver.url('/problem'), events: ['problem.reported'] });
    await createHook(other.auth, { url: receiver.url('/problem-other'), events: ['problem.reported'] });
    const equipment = await filesTestKit(t).equipment({ model: 'Extintor PQS 6 kg', location: 'Garagem' });
    await run(sql`UPDATE tags SET assigned_user_id = ${user.id} WHERE id = ${equipment.id}`);
    // A visitor's phone posts the public page's plain form (no sign-in).
    const res = await t.app.inject({
      method: 'POST',
      url: `/t/${equipment.code}/problema`,
      remoteAddress: '198.51.100.77',
      headers: { 'user-agent': IPHONE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        tipo: 'VAZAMENTO',
        descricao: 'Pó saindo pela válvula',
        nome: 'Carlos Zelador',
        telefone: '(21) 99876-5432',
      }).toString(),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    await deliver();

    const hooks = receiver.hits('/problem');
    expect(hooks).toHaveLength(1);
    const [report] = await run<{ id: string }>(sql`SELECT id FROM problem_reports WHERE tag_id = ${equipment.id}`);
    const body = JSON.parse(hooks[0]!.body) as { id: string; event: string; createdAt: string; data: object };
    expect(Object.keys(body).sort()).toEqual(['createdAt', 'data', 'event', 'id']);
    expect(body.event).toBe('problem.reported');
    expect(hooks[0]!.headers['x-portal-event']).toBe('problem.reported');
    // The documented payload (WEBHOOK_EVENT_DATA), and nothing more.
    expect(body.data).toEqual({
      tagId: equipment.id,
      code: equipment.code,
      reportId: report!.id,
      tipo: 'VAZAMENTO',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/) as unknown as string,
    });
    for (const secret of ['Carlos', 'Zelador', '99876', '998765432', 'Pó saindo']) {
      expect(hooks[0]!.body).not.toContain(secret);
    }
    // Another account's webhook hears nothing of this equipment.
    expect(receiver.hits('/problem-other')).toHaveLength(0);
  });

  it('a finder message reaches the owner (data only as its schema: no extra field)', async () => {
    const { user, auth } = await t.createUser('USER');
    await createHook(auth, { url: receiver.url('/finder'), events: ['finder.message'] });
    const tag = await tagOf(user.id, 'LOST');
    await t.app.services.lostMode.relayFinderMessage(
      { tagCode: tag.code },
      { message: 'Achei o seu cachorro', contact: '11 99999-0000', lat: -23.5, lng: -46.6 },
      { ip: '200.147.67.142' },
    );
    await deliver();
    const [hook] = receiver.hits('/finder').filter((received) => received.body.includes(tag.id));
    const body = JSON.parse(hook!.body) as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ code: tag.code, message: 'Achei o seu cachorro', contact: '11 99999-0000' });
    expect(body.data.location).toEqual({ lat: -23.5, lng: -46.6 });
    expect(body.data).not.toHaveProperty('ownerId');
  });
});

describe('docs', () => {
  it('the OpenAPI document lists every event with its body schema; the page shows them and a verifier that works', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      info: { description: string };
      'x-webhooks': Record<
        string,
        {
          post: {
            requestBody: {
              content: { 'application/json': { schema: { properties: Record<string, { properties?: object }> } } };
            };
          };
        }
      >;
    }>();
    expect(Object.keys(spec['x-webhooks']).sort()).toEqual([...WEBHOOK_EVENTS, 'webhook.test'].sort());
    const scanned = spec['x-webhooks']['tag.scanned']!.post.requestBody.content['application/json'].schema;
    expect(Object.keys(scanned.properties).sort()).toEqual(['createdAt', 'data', 'event', 'id']);
    expect(Object.keys(scanned.properties.data!.properties!).sort()).toEqual([
      'code',
      'country',
      'device',
      'scannedAt',
      'status',
      'tagId',
    ]);
    expect(spec.info.description).toContain('/api/docs/webhooks');
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/webhooks' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const event of WEBHOOK_EVENTS) expect(page.body).toContain(`<code>${event}</code>`);
    expect(page.body).toContain('1 min, 5 min, 30 min, 2 h, 6 h, 12 h');
    // The page's example, as a receiver would save it, verifies a real delivery (and refuses another secret).
    expect(VERIFY_EXAMPLE.split('\n').length).toBeLessThanOrEqual(10);
    const { auth } = await t.createUser('USER');
    const created = await createHook(auth, { url: receiver.url('/docs'), events: ['tag.scanned'] });
    await call('POST', `/api/me/webhooks/${created.webhook.id}/test`, auth);
    const [hook] = receiver.hits('/docs');
    const dir = mkdtempSync(path.join(tmpdir(), 'verify-'));
    try {
      writeFileSync(path.join(dir, 'verify.mjs'), VERIFY_EXAMPLE);
      const { verify } = (await import(pathToFileURL(path.join(dir, 'verify.mjs')).href)) as {
        verify: (header: string, body: string, secret: string) => boolean;
      };
      const header = String(hook!.headers['x-portal-signature']);
      expect(verify(header, hook!.body, created.secret)).toBe(true);
      expect(verify(header, hook!.body, 'whsec_outro')).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
