import type { FastifyBaseLogger } from 'fastify';
import { buildPagination, type NotificationsQuery, type NotificationsResponse, type Role } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { NoticeKind, NoticeRow } from '../../db/tables/notices.js';
import type { Mailer } from '../../lib/mailer.js';
import { createNoticeDelivery, type DeliverySettings } from './delivery.js';
import { createNotificationsRepository } from './repository.js';

export type { NoticeKind } from '../../db/tables/notices.js';

/** The in-app bell's line (a row of admin_messages): one account's, or a whole role's. */
export type NoticeBell = { toRole: Role; toUserId?: string | null; title: string; body: string };
export type NoticeEmail = { to: string; subject: string; text: string; html?: string };
export type NoticeChannels = { email: boolean; bell: boolean };
const EVERY_CHANNEL: NoticeChannels = { email: true, bell: true };

/**
 * One notice: what it is about (`kind`, the key a per-account preference will be read by), whom it is for, and its
 * channels. The bell's line is written at once (it is a row); the e-mail waits in the outbox for the worker.
 */
export type Notice = {
  kind: NoticeKind;
  /** The account it is for; null for an address without an account or a role's bell. */
  toUserId?: string | null;
  bell?: NoticeBell;
  email?: NoticeEmail;
};

type NotificationsDeps = {
  db: Database;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The messages service's writer (the bell). */
  postMessage: (message: NoticeBell, tx: Database) => Promise<void>;
  /** MAIL_FROM: its domain names the Message-IDs. */
  mailFrom: string;
  /**
   * The account's choice of channels for a kind (issue 42 item 5: notification settings), read in the notice's
   * transaction; none: every channel. `account_security` is never asked: it always goes.
   */
  channelsFor?: (userId: string, kind: NoticeKind, tx: Database) => Promise<NoticeChannels>;
  delivery: DeliverySettings;
};

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'portal.local';

const toNotification = (row: NoticeRow) => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  to: row.toAddress,
  subject: row.subject,
  status: row.status,
  attempts: row.attempts,
  reason: row.lastError,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * Notices (issue 42): every e-mail and bell line the product sends goes through `queueNotice`, in the transaction
 * of the change that causes it, so a notice exists exactly when its change does and no request waits on a mail
 * server. The delivery (delivery.ts) sends the outbox from every instance.
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db } = deps;
  const repository = createNotificationsRepository(db);
  const delivery = createNoticeDelivery({
    repository,
    mailer: deps.mailer,
    log: deps.log,
    messageIdDomain: domainOf(deps.mailFrom),
    settings: deps.delivery,
  });

  async function write(notice: Notice, tx: Database): Promise<void> {
    // The one place every notice passes: the account's preference for its kind is read here.
    const channels =
      notice.toUserId && notice.kind !== 'account_security' && deps.channelsFor
        ? await deps.channelsFor(notice.toUserId, notice.kind, tx)
        : EVERY_CHANNEL;
    if (notice.bell && channels.bell) await deps.postMessage(notice.bell, tx);
    if (notice.email && channels.email)
      await repository.insert(
        {
          kind: notice.kind,
          toUserId: notice.toUserId ?? null,
          toAddress: notice.email.to,
          subject: notice.email.subject,
          text: notice.email.text,
          html: notice.email.html ?? null,
        },
        tx,
      );
  }

  return {
    /**
     * Queues a notice inside `tx`, the transaction of the change that causes it (it commits or rolls back with
     * it); without `tx`, in a transaction of its own (bell and e-mail together).
     */
    queueNotice(notice: Notice, tx?: Database): Promise<void> {
      return tx ? write(notice, tx) : db.transaction((own) => write(notice, own));
    },

    /** GET /admin/notifications: the outbox's rows in one status (failed by default), last changed first. */
    async listNotices(query: NotificationsQuery): Promise<NotificationsResponse> {
      const { rows, total } = await repository.list(query.status, query.page, query.limit);
      return {
        notifications: rows.map(toNotification),
        pagination: buildPagination(query.page, query.limit, total),
      };
    },

    /** A deleted account's queued and kept notices go, inside the deletion's transaction. */
    forgetRecipient: (userId: string, tx: Database) => repository.deleteOfUser(userId, tx),

    /** Starts this instance's worker (app.ts, when the app is ready). */
    startDelivery: () => delivery.start(),
    /** Stops it and waits for the sends under way to be marked (app.ts, before the database closes). */
    stopDelivery: () => delivery.stop(),
    /** Sends what is due at `at` (now by default) and waits: tests drain the outbox with it. */
    flush: (at?: Date) => delivery.flush(at),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
