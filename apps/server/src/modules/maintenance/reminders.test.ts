import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { filesTestKit, type SignedIn } from '../../testing/maintenance.js';
import { REMINDER_LOCK_ID } from './reminders.js';

type Mail = { to: string; subject: string; text: string; html: string };

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / ?B?) of a header, decoded. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_match, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuoted(data.replace(/_/g, ' ')),
  );
const decodeQuoted = (value: string) =>
  Buffer.from(
    value
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The outbox's .eml as a reader sees it: recipient, subject, and the text and HTML parts decoded. */
function readMail(eml: string): Mail {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1] ?? '';
  const body = rest.join('\n\n');
  const part = (type: string) => {
    const match = new RegExp(
      `Content-Type: ${type}[^\\n]*\\r?\\n(?:Content-Transfer-Encoding: ([\\w-]+)\\r?\\n)?\\r?\\n([\\s\\S]*?)\\r?\\n--`,
      'i',
    ).exec(body);
    if (!match) return '';
    const encoding = (match[1] ?? '').toLowerCase();
    if (encoding === 'base64') return Buffer.from(match[2]!.replace(/\s+/g, ''), 'base64').toString('utf8');
    return encoding === 'quoted-printable' ? decodeQuoted(match[2]!) : match[2]!;
  };
  return {
    to: header('To'),
    subject: decodeWords(header('Subject')),
    text: part('text/plain'),
    html: part('text/html'),
  };
}

let t: TestApp;
let kit: ReturnType<typeof filesTestKit>;
let admins: SignedIn[];
let carla: SignedIn;
let diego: SignedIn;
const mails = async () => (await t.outbox()).map(readMail);
const codesIn = (text: string) => [...text.matchAll(/\bRMD\d{5}\b/g)].map((match) => match[0]);

/** 2026-03-10 in São Paulo (UTC-3) from 03:00 UTC that day to 02:59 UTC the next. */
const MARCH_10 = new Date('2026-03-10T12:00:00Z');
const MARCH_10_LATE = new Date('2026-03-11T02:30:00Z');
const MARCH_11 = new Date('2026-03-11T03:30:00Z');

async function equipment(code: string, nextService: string, technician: SignedIn | null) {
  const tag = await kit.equipment({ model: 'Extintor PQS', location: 'Bloco A', nextService }, code);
  await t.app.services.maintenance.savePlan(
    tag.id,
    { intervalDays: 90, technicianId: technician?.user.id ?? null },
    { id: admins[0]!.user.id, role: 'ADMIN' },
  );
  return tag;
}

beforeAll(async () => {
  t = await createTestApp();
  kit = filesTestKit(t);
  admins = [
    await t.createUser('ADMIN', { name: 'Ana', email: 'ana.admin@teste.com' }),
    await t.createUser('ADMIN', { name: 'Beto', email: 'beto.admin@teste.com' }),
  ];
  carla = await t.createUser('TECHNICIAN', { name: 'Carla Técnica', email: 'carla.tecnica@teste.com' });
  diego = await t.createUser('TECHNICIAN', { name: 'Diego Técnico', email: 'diego.tecnico@teste.com' });
  await t.createUser('USER', { email: 'cliente@teste.com' });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.database.db.execute(sql`DELETE FROM reminder_runs`);
});

describe('runDailyReminders (fixed clock)', () => {
  it('with nothing due, sends nothing and still counts the day as done', async () => {
    const before = (await t.outbox()).length;
    const run = await t.app.services.reminders.runDailyReminders(new Date('2025-01-01T12:00:00Z'));
    expect(run).toEqual({ sent: false, day: '2025-01-01', reason: 'nothing-due' });
    expect(await t.outbox()).toHaveLength(before);
  });

  it('each responsible technician gets their own equipment, each admin all of it; once a day in São Paulo', async () => {
    await equipment('RMD00001', '2026-03-01', carla); // overdue
    await equipment('RMD00002', '2026-03-15', carla); // within 7 days
    await equipment('RMD00003', '2026-03-12', diego); // within 7 days
    await equipment('RMD00004', '2026-02-01', null); // overdue, nobody responsible
    await equipment('RMD00005', '2026-05-01', carla); // in order: in no digest
    await equipment('RMD00006', '2026-03-18', carla); // 8 days ahead: not yet
    const before = (await t.outbox()).length;

    const run = await t.app.services.reminders.runDailyReminders(MARCH_10);

    expect(run).toMatchObject({ sent: true, day: '2026-03-10', equipment: 4 });
    const sent = (await mails()).slice(before);
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      'ana.admin@teste.com',
      'beto.admin@teste.com',
      'carla.tecnica@teste.com',
      'diego.tecnico@teste.com',
    ]);
    const to = (email: string) => sent.find((mail) => mail.to === email)!;
    // Overdue first (oldest first), then what falls due within 7 days.
    expect(codesIn(to('carla.tecnica@teste.com').text)).toEqual(['RMD00001', 'RMD00002']);
    expect(codesIn(to('diego.tecnico@teste.com').text)).toEqual(['RMD00003']);
    for (const admin of ['ana.admin@teste.com', 'beto.admin@teste.com'])
      expect(codesIn(to(admin).text)).toEqual(['RMD00004', 'RMD00001', 'RMD00003', 'RMD00002']);

    const carlaMail = to('carla.tecnica@teste.com');
    expect(carlaMail.subject).toBe(MAINTENANCE_TEXTS.digestSubject(2));
    expect(to('ana.admin@teste.com').subject).toBe(MAINTENANCE_TEXTS.digestSubject(4));
    expect(carlaMail.text).toContain('Olá, Carla Técnica!');
    // A count in the plural (issue 43): 'Vencidas (1)', 'Vencidas: 1', never 'Vencida: 8'.
    expect(carlaMail.text).toContain('Vencidas (1):');
    expect(carlaMail.text).toContain('RMD00001 · Extintor PQS · Bloco A · venceu em 01/03/2026');
    expect(carlaMail.text).toContain('Próximos 7 dias (1):');
    expect(carlaMail.text).toContain('vence em 15/03/2026');
    expect(carlaMail.text).toContain(`${t.config.publicUrl}/tecnico`);
    expect(carlaMail.html).toContain('<li>RMD00002 · Extintor PQS · Bloco A · vence em 15/03/2026</li>');

    // The same as in-app messages: the technician's own (GET /tecnico/messages), the admins' role message.
    const carlaBell = (await kit.get('/api/tecnico/messages', carla)).json();
    expect(carlaBell).toEqual([expect.objectContaining({ title: MAINTENANCE_TEXTS.digestTitle })]);
    expect(carlaBell[0].body).toContain('RMD00001, RMD00002');
    expect(carlaBell[0].body).toMatch(/^Vencidas: 1; próximos 7 dias: 1\./);
    const diegoBell = (await kit.get('/api/tecnico/messages', diego)).json();
    expect(diegoBell).toHaveLength(1);
    expect(diegoBell[0].body).not.toContain('RMD00001');
    for (const admin of admins) {
      const bell = (await kit.get('/api/admin/messages', admin)).json() as Array<{ title: string; body: string }>;
      expect(bell.filter((message) => message.title === MAINTENANCE_TEXTS.digestTitle)).toHaveLength(1);
    }
    expect((await kit.get('/api/tecnico/messages', admins[0])).statusCode).toBe(200);
    const user = await t.createUser('USER');
    expect((await kit.get('/api/tecnico/messages', user)).statusCode).toBe(403);
    expect((await kit.get('/api/tecnico/messages')).statusCode).toBe(401);

    // Again the same day (late evening in São Paulo, already the 11th in UTC): nothing more.
    const again = await t.app.services.reminders.runDailyReminders(MARCH_10_LATE);
    expect(again).toEqual({ sent: false, day: '2026-03-10', reason: 'already-ran' });
    expect(await t.outbox()).toHaveLength(before + 4);

    // The next day it goes out again.
    const next = await t.app.services.reminders.runDailyReminders(MARCH_11);
    expect(next).toMatchObject({ sent: true, day: '2026-03-11' });
    expect(await t.outbox()).toHaveLength(before + 8);
  });

  it('a plan naming an account that is no longer a technician sends that account nothing', async () => {
    const former = await t.createUser('TECHNICIAN', { email: 'ex.tecnico@teste.com' });
    await equipment('RMD00007', '2026-06-01', former);
    await t.database.db.execute(sql`UPDATE users SET role = 'USER' WHERE id = ${former.user.id}`);
    const before = (await t.outbox()).length;
    const run = await t.app.services.reminders.runDailyReminders(new Date('2026-06-01T15:00:00Z'));
    expect(run.sent).toBe(true);
    expect((await mails()).slice(before).map((mail) => mail.to)).not.toContain('ex.tecnico@teste.com');
  });
});

describe.skipIf(!process.env.DATABASE_URL)('runDailyReminders on PostgreSQL, several instances', () => {
  it('two app instances running the job at once send one digest per recipient', async () => {
    await equipment('RMD00008', '2026-09-01', carla);
    const second = await buildApp({ config: t.config, database: t.database });
    await second.ready();
    try {
      const before = (await t.outbox()).length;
      const day = new Date('2026-09-01T15:00:00Z');
      const runs = await Promise.all([
        t.app.services.reminders.runDailyReminders(day),
        second.services.reminders.runDailyReminders(day),
        t.app.services.reminders.runDailyReminders(day),
        second.services.reminders.runDailyReminders(day),
      ]);
      expect(runs.filter((run) => run.sent)).toHaveLength(1);
      const recipients = (await mails())
        .slice(before)
        .map((mail) => mail.to)
        .sort();
      // Everything of the earlier tests is overdue by now: both technicians and both admins, once each.
      expect(recipients).toEqual([
        'ana.admin@teste.com',
        'beto.admin@teste.com',
        'carla.tecnica@teste.com',
        'diego.tecnico@teste.com',
      ]);
    } finally {
      await second.close();
    }
  });

  it('while another instance holds the job lock, this one sends nothing and leaves the day to it', async () => {
    await equipment('RMD00009', '2026-10-01', diego);
    const day = new Date('2026-10-01T15:00:00Z');
    const before = (await t.outbox()).length;
    const whileLocked = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${REMINDER_LOCK_ID})`);
      return t.app.services.reminders.runDailyReminders(day);
    });
    expect(whileLocked).toEqual({ sent: false, day: '2026-10-01', reason: 'locked' });
    expect(await t.outbox()).toHaveLength(before);
    // The lock is gone with that transaction: the day has not run, so the next check sends it.
    expect((await t.app.services.reminders.runDailyReminders(day)).sent).toBe(true);
  });
});
