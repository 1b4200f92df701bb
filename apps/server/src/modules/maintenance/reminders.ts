import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { claimDailyRun, dailyRunDone } from '../../lib/daily-job.js';
import { todayInSaoPaulo } from '../../lib/dates.js';
import type { EventBus } from '../../lib/events.js';
import { digestEmail, digestMessage, type DueEquipment } from './reminder-digest.js';
import type { UsersService } from '../users/service.js';
import type { NotificationsService } from '../notifications/service.js';

export const REMINDER_JOB = 'maintenance-digest';
/**
 * pg_try_advisory_xact_lock key of the daily digest (any fixed number this application alone uses; the migrations
 * use another). Held for the transaction that records the day's run, so of several instances one sends.
 */
export const REMINDER_LOCK_ID = 7_120_012;
const REMINDER_DAILY_JOB = { name: REMINDER_JOB, lockId: REMINDER_LOCK_ID };

type Recipient = { id: string; email: string; name: string; role: Role };

type RemindersDeps = {
  db: Database;
  log: FastifyBaseLogger;
  /** The maintenance service's list of equipment overdue or due within DUE_SOON_DAYS of `today`. */
  dueForReminders: (today: string) => Promise<DueEquipment[]>;
  /** The accounts: a plan's responsible technician (only a TECHNICIAN account gets a digest) and every admin. */
  users: Pick<UsersService, 'findById' | 'listUsers'>;
  /** The notifications module's one entry: the digests queued with the day's run. */
  queueNotice: NotificationsService['queueNotice'];
  /** Where the digest links to (PUBLIC_URL + /tecnico). */
  panelUrl: string;
  appName: string;
  /** Issue 45: the day's list as 'maintenance.dueListed', in the run's transaction (the webhooks, once a day). */
  events: Pick<EventBus, 'publishInTransaction'>;
};

export type ReminderRun =
  | { sent: false; day: string; reason: 'already-ran' | 'locked' | 'nothing-due' }
  | { sent: true; day: string; equipment: number; emails: string[] };

/**
 * The daily digest (issue 12): once per day per installation, each responsible technician gets their equipment
 * (overdue first, then due within 7 days) and every admin all of it, by e-mail and as an in-app message.
 */
export function createRemindersService(deps: RemindersDeps) {
  const { db, log } = deps;

  async function admins(): Promise<Recipient[]> {
    const found: Recipient[] = [];
    for (let page = 1; ; page += 1) {
      const { users, pagination } = await deps.users.listUsers({ role: 'ADMIN', page, limit: 1000 });
      found.push(...users);
      if (page >= pagination.totalPages) return found;
    }
  }

  async function recipients(items: DueEquipment[]) {
    const byTechnician = new Map<string, DueEquipment[]>();
    for (const item of items)
      if (item.technicianId)
        byTechnician.set(item.technicianId, [...(byTechnician.get(item.technicianId) ?? []), item]);
    const technicians: Array<{ user: Recipient; items: DueEquipment[] }> = [];
    for (const [id, own] of byTechnician) {
      const user = await deps.users.findById(id);
      // A plan may still name an account that is no longer a technician: it gets nothing.
      if (user?.role === 'TECHNICIAN') technicians.push({ user, items: own });
    }
    return { technicians, admins: await admins() };
  }

  return {
    /**
     * Runs the day's digest if no instance has yet: `now` fixes the clock (tests); today is the day in
     * America/Sao_Paulo. The in-app messages and the e-mails are queued with the day's run, in one transaction (a
     * failed commit sends nothing, so a later try cannot send twice; the outbox sends them).
     */
    async runDailyReminders(now: Date = new Date()): Promise<ReminderRun> {
      const day = todayInSaoPaulo(now);
      // The hourly check of a day that has run costs one indexed read.
      if (await dailyRunDone(db, REMINDER_DAILY_JOB, day)) return { sent: false, day, reason: 'already-ran' };
      // Read before the transaction: on PGlite (one connection) a query outside it would wait for it to end.
      const items = await deps.dueForReminders(day);
      const { technicians, admins } = await recipients(items);
      const emailOf = (user: Recipient, own: DueEquipment[]) => ({
        to: user.email,
        ...digestEmail({ name: user.name, items: own, panelUrl: deps.panelUrl, appName: deps.appName }),
      });
      const kind = 'maintenance_reminder' as const;
      const claimed = await db.transaction(async (tx) => {
        const result = await claimDailyRun(tx, REMINDER_DAILY_JOB, day);
        if (result !== 'claimed' || items.length === 0) return result;
        const listed = items.map(({ tagId, code, model, location, nextService, due }) => {
          return { tagId, code, model, location, nextService, due };
        });
        await deps.events.publishInTransaction('maintenance.dueListed', { day, items: listed }, tx);
        for (const { user, items: own } of technicians) {
          const bell = { toRole: 'TECHNICIAN' as const, toUserId: user.id, ...digestMessage(own) };
          await deps.queueNotice({ kind, toUserId: user.id, bell, email: emailOf(user, own) }, tx);
        }
        // One message for the role: every admin's bell shows it; each admin's own e-mail.
        await deps.queueNotice({ kind, bell: { toRole: 'ADMIN', ...digestMessage(items) } }, tx);
        for (const user of admins) await deps.queueNotice({ kind, toUserId: user.id, email: emailOf(user, items) }, tx);
        return result;
      });
      if (claimed !== 'claimed') return { sent: false, day, reason: claimed };
      if (items.length === 0) return { sent: false, day, reason: 'nothing-due' };
      const emails = [...technicians.map(({ user }) => user.email), ...admins.map((user) => user.email)];
      log.info({ day, equipment: items.length, emails: emails.length }, 'maintenance digest queued');
      return { sent: true, day, equipment: items.length, emails };
    },
  };
}
