import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VISIBILITY_TEXTS } from '@portal/shared';
import { buildApp } from '../../app.js';
import { notices } from '../../db/tables/notices.js';
import { profiles } from '../../db/tables/profiles.js';
import { createMailer } from '../../lib/mailer.js';
import { eventually } from '../../testing/eventually.js';
import { postPinForm, profileCalls } from '../../testing/profiles.js';
import { REFUSAL, startSmtpServer } from '../../testing/smtp.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { messageIdOf } from './delivery.js';
import { createNotificationsRepository } from './repository.js';
import { createNotificationsService } from './service.js';

/**
 * Issue 42 items 2-3, against a real SMTP server the test controls (hung, refusing, back), on the database of the run
 * (PGlite, or PostgreSQL with DATABASE_URL): no request waits on e-mail, every notice goes once SMTP is back, none
 * twice, a refused one ends failed with the server's reason for the admins, and a worker that dies between the
 * server's acceptance and its mark costs one more send of the same Message-ID, never a lost notice.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
const PIN = '7305';

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    // A hung server costs a waiting request 2 s (the greeting's timeout): far above any answer's usual time.
    smtpUrl: smtp.url.replace('greetingTimeout=300', 'greetingTimeout=2000'),
    notices: { pollMs: 100, maxAttempts: 30, retryMs: 20, leaseMs: 60_000 },
  });
});
afterEach(() => {
  smtp.state.mode = 'accept';
  smtp.state.onMessage = undefined;
});
afterAll(async () => {
  smtp.state.mode = 'accept';
  await t.close();
  await smtp.close();
});

const rowsTo = (address: string) => t.database.db.select().from(notices).where(eq(notices.toAddress, address));
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** An owner whose primary profile has a PIN; `slug` its page. */
async function ownerWithPin(name: string) {
  const calls = profileCalls(t);
  const owner = await calls.owner(name);
  const put = await calls.call('PUT', `/api/me/profiles/${owner.primary.id}/pin`, owner.auth, { pin: PIN });
  expect(put.statusCode).toBe(200);
  return { ...owner, slug: owner.primary.page!.slug };
}

describe('no request waits on e-mail', () => {
  it('with SMTP hung, a right PIN answers under 300 ms p95 (each one queuing the owner notice); once SMTP is back every e-mail goes, none twice', async () => {
    const owner = await ownerWithPin('Dona Sem Espera');
    smtp.state.mode = 'hang';
    // 40 right PINs, every other one queuing the owner's notice (its hourly mark cleared) and the others with none
    // due: both kinds meet the same load of this shared machine.
    const times = { notice: [] as number[], none: [] as number[] };
    for (let i = 0; i < 40; i += 1) {
      const notice = i % 2 === 0;
      const pinNoticeAt = notice ? null : new Date();
      await t.database.db.update(profiles).set({ pinNoticeAt }).where(eq(profiles.id, owner.primary.id));
      const started = performance.now();
      const res = await postPinForm(t, `/p/${owner.slug}/pin`, PIN);
      (notice ? times.notice : times.none).push(performance.now() - started);
      expect(res.statusCode).toBe(200);
    }
    const usual = p95(times.none);
    const hung = p95(times.notice);
    console.info(
      `PIN unlock p95 with SMTP hung: ${hung.toFixed(0)} ms queuing the notice, ${usual.toFixed(0)} ms with none due`,
    );
    // 300 ms on a quiet machine (issue 42); a loaded one slows both kinds alike, never by the 2 s of a wait.
    expect(hung).toBeLessThan(Math.max(300, usual * 1.5));
    // The worker tried meanwhile and got nothing through.
    await eventually(async () => (await rowsTo(owner.user.email)).some((row) => row.attempts > 0 && row.lastError));
    expect(mailsTo(owner.user.email)).toHaveLength(0);
    expect((await rowsTo(owner.user.email)).every((row) => row.status !== 'sent')).toBe(true);

    smtp.state.mode = 'accept';
    await eventually(
      async () => (await rowsTo(owner.user.email)).filter((row) => row.status === 'sent').length === 20,
      15_000,
    );
    const mails = mailsTo(owner.user.email);
    expect(mails).toHaveLength(20);
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(20);
    expect(mails[0]!.subject).toContain(VISIBILITY_TEXTS.usedTitle.slice(0, 10).replace(/ .*/, ''));
    // Nothing more goes out later.
    await t.flushNotices(new Date(Date.now() + 3_600_000));
    expect(mailsTo(owner.user.email)).toHaveLength(20);
  });

  it('with SMTP hung, forgot-password, an e-mail change and an admin invitation answer at once', async () => {
    const user = await t.createUser('USER');
    const admin = await t.createUser('ADMIN');
    smtp.state.mode = 'hang';
    const timed = async (request: InjectOptions) => {
      const started = performance.now();
      const res = await t.app.inject(request);
      return { status: res.statusCode, ms: performance.now() - started };
    };
    const answers = [
      await timed({ method: 'POST', url: '/api/auth/password/forgot', payload: { email: user.user.email } }),
      await timed({
        method: 'POST',
        url: '/api/me/email',
        headers: user.auth,
        payload: { newEmail: `novo-${user.user.email}`, currentPassword: user.password },
      }),
      await timed({
        method: 'POST',
        url: '/api/admin/users',
        headers: admin.auth,
        payload: { name: 'Convidada', email: `convite-${Date.now()}@teste.com`, role: 'USER', invite: true },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      expect(answer.ms).toBeLessThan(2_000);
    }
    smtp.state.mode = 'accept';
    await t.flushNotices(new Date(Date.now() + 3_600_000));
    expect(mailsTo(user.user.email).length).toBeGreaterThanOrEqual(2);
    expect(mailsTo(`novo-${user.user.email}`)).toHaveLength(1);
  });
});

describe('a refused recipient', () => {
  it("ends failed at once with the server's reason, listed for admins at GET /api/admin/notifications?status=failed", async () => {
    const owner = await ownerWithPin('Dona Recusada');
    smtp.state.mode = 'refuse';
    expect((await postPinForm(t, `/p/${owner.slug}/pin`, PIN)).statusCode).toBe(200);
    await t.flushNotices();
    const [row] = await rowsTo(owner.user.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, kind: 'pin_used' });
    expect(row!.lastError).toContain('550');
    expect(row!.lastError).toContain(REFUSAL);

    const admin = await t.createUser('ADMIN');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/notifications?status=failed',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const listed = res.json().notifications.find((notice: { id: string }) => notice.id === row!.id);
    expect(listed).toMatchObject({ to: owner.user.email, status: 'failed', kind: 'pin_used' });
    expect(listed.reason).toContain(REFUSAL);
    const user = await t.createUser('USER');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/notifications', headers: user.auth })).statusCode,
    ).toBe(403);
  });
});

describe('never lost, at most once more', () => {
  it('a worker that dies after the server accepted a notice and before marking it: the lease runs out, it goes once more with the same Message-ID', async () => {
    // No worker of the app meanwhile: this test plays the worker that dies.
    await t.app.services.notifications.stopDelivery();
    try {
      const owner = await ownerWithPin('Dono Do Crash');
      expect((await postPinForm(t, `/p/${owner.slug}/pin`, PIN)).statusCode).toBe(200);
      const repository = createNotificationsRepository(t.database.db);
      const now = new Date();
      const [claimed] = (
        await repository.claimDue('00000000-0000-4000-8000-000000000001', now, new Date(now.getTime() + 1_000), 10)
      ).filter((row) => row.toAddress === owner.user.email);
      expect(claimed).toBeDefined();
      // The dying worker's send: accepted by the server, never marked.
      const mailer = createMailer({
        smtpUrl: smtp.url,
        from: t.config.mailFrom,
        dataDir: t.config.dataDir,
        log: t.app.log,
      });
      await mailer.send({
        to: claimed!.toAddress,
        subject: claimed!.subject,
        text: claimed!.text,
        messageId: messageIdOf(claimed!.id, 'portal-nfc.local'),
      });
      // Before its lease ends nobody sends it again.
      await t.flushNotices(new Date(now.getTime() + 500));
      expect(mailsTo(owner.user.email)).toHaveLength(1);
      // After it, another worker does: once, with the same Message-ID, and marks it.
      await t.flushNotices(new Date(now.getTime() + 2_000));
      const mails = mailsTo(owner.user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.messageId).toBe(mails[0]!.messageId);
      const [row] = await rowsTo(owner.user.email);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
      await t.flushNotices(new Date(now.getTime() + 3_600_000));
      expect(mailsTo(owner.user.email)).toHaveLength(2);
    } finally {
      t.app.services.notifications.startDelivery();
    }
  });
});

describe('the one place every notice passes', () => {
  it("reads the account's channels for the notice's kind (issue 42 item 5's hook), never for account_security", async () => {
    const user = await t.createUser('USER');
    const asked: string[] = [];
    const notifications = createNotificationsService({
      db: t.database.db,
      mailer: createMailer({ from: t.config.mailFrom, dataDir: t.config.dataDir, log: t.app.log }),
      log: t.app.log,
      postMessage: (message, tx) => t.app.services.messages.postMessage(message, tx),
      mailFrom: t.config.mailFrom,
      delivery: { ...t.config.notices, pollMs: 0 },
      channelsFor: async (_userId, kind) => {
        asked.push(kind);
        return { email: false, bell: true };
      },
    });
    const notice = (kind: 'pin_used' | 'account_security', title: string) => ({
      kind,
      toUserId: user.user.id,
      bell: { toRole: 'USER' as const, toUserId: user.user.id, title, body: 'corpo' },
      email: { to: user.user.email, subject: title, text: 'corpo' },
    });
    await notifications.queueNotice(notice('pin_used', 'Só no sino'));
    await notifications.queueNotice(notice('account_security', 'Sempre'));
    expect(asked).toEqual(['pin_used']);
    expect((await rowsTo(user.user.email)).map((row) => row.subject)).toEqual(['Sempre']);
    const bell = await t.app.services.messages.listOwnMessages(user.user.id);
    expect(bell.map((message) => message.title).sort()).toEqual(['Sempre', 'Só no sino']);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('send each notice once, whichever claims it', async () => {
    const second = await buildApp({
      config: { ...t.config, notices: { ...t.config.notices, pollMs: 5 } },
      database: t.database,
    });
    await second.ready();
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `duas-${i}-${Date.now()}@teste.com`);
      // Queued in one go, while both workers poll.
      await t.database.db.transaction(async (tx) => {
        for (const to of addresses)
          await t.app.services.notifications.queueNotice(
            { kind: 'account', email: { to, subject: 'Aviso', text: 'Um aviso.' } },
            tx,
          );
      });
      await eventually(async () => {
        const [row] = await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(notices)
          .where(sql`${notices.toAddress} LIKE 'duas-%' AND ${notices.status} = 'sent'`);
        return row!.n >= 30;
      }, 15_000);
      for (const to of addresses) expect(mailsTo(to)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
