import type { FastifyBaseLogger } from 'fastify';
import type { NoticeRow } from '../../db/tables/notices.js';
import type { Mailer } from '../../lib/mailer.js';
import { createOutboxWorker } from '../../lib/outbox-worker.js';
import type { createNotificationsRepository } from './repository.js';

export type DeliverySettings = {
  /** How often each instance looks for due rows (NOTICE_POLL_MS; 0: never by itself, a test drains). */
  pollMs: number;
  /** Tries before a row ends failed (NOTICE_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The first retry's wait, doubled at each try up to an hour (NOTICE_RETRY_MS). */
  retryMs: number;
  /** How long a claim holds a row (NOTICE_LEASE_MS): longer than one SMTP exchange may take with its timeouts. */
  leaseMs: number;
};

type DeliveryDeps = {
  repository: ReturnType<typeof createNotificationsRepository>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The domain of the Message-IDs (MAIL_FROM's). */
  messageIdDomain: string;
  settings: DeliverySettings;
};

const BATCH = 10;
const MAX_RETRY_MS = 60 * 60_000;
const KEEP_SENT_MS = 7 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

/** A 5xx answer (a refused recipient, a refused message) will not change by trying again. */
function failureOf(error: unknown): { permanent: boolean; reason: string } {
  const detail = error as { responseCode?: unknown; response?: unknown; message?: unknown };
  const permanent = typeof detail.responseCode === 'number' && detail.responseCode >= 500;
  const reason =
    typeof detail.response === 'string' && detail.response
      ? detail.response
      : typeof detail.message === 'string'
        ? detail.message
        : String(error);
  return { permanent, reason: reason.slice(0, 1000) };
}

/** `<notice-{id}@domain>`: the same row is the same message, however often it is sent. */
export const messageIdOf = (noticeId: string, domain: string) => `<notice-${noticeId}@${domain}>`;

/**
 * The outbox's worker, one per instance: claims due rows (SKIP LOCKED, under a lease with an attempt id), sends
 * each with its Message-ID, then marks it sent, or due again later (backoff), or failed (a 5xx, or the last try).
 * Never lost, at most once more: a process that dies after the server accepted a message and before marking it
 * leaves the row 'sending'; once its lease runs out another worker sends it again, with the same Message-ID.
 */
export function createNoticeDelivery(deps: DeliveryDeps) {
  const { repository, settings, log } = deps;
  let lastPurge = 0;

  async function sendOne(row: NoticeRow, attemptId: string, now: () => Date): Promise<boolean> {
    try {
      await deps.mailer.send({
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        messageId: messageIdOf(row.id, deps.messageIdDomain),
      });
    } catch (error) {
      const { permanent, reason } = failureOf(error);
      const last = permanent || row.attempts >= settings.maxAttempts;
      const at = now();
      const wait = Math.min(settings.retryMs * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_MS);
      await repository.settle(
        row.id,
        attemptId,
        last
          ? { status: 'failed', lastError: reason }
          : { status: 'pending', lastError: reason, nextAttemptAt: new Date(at.getTime() + wait) },
        at,
      );
      log[last ? 'error' : 'warn'](
        { noticeId: row.id, kind: row.kind, attempts: row.attempts, reason },
        last ? 'notice failed' : 'notice not sent, will retry',
      );
      return false;
    }
    const at = now();
    await repository.settle(row.id, attemptId, { status: 'sent', sentAt: at, lastError: null }, at);
    return true;
  }

  const worker = createOutboxWorker({
    name: 'notice',
    log,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    batch: BATCH,
    // One after another: a reader gets one change's notices in the order they were queued (a link before its notice).
    parallel: false,
    claim: (attemptId, now, leaseUntil, limit) => repository.claimDue(attemptId, now, leaseUntil, limit),
    handle: sendOne,
    idOf: (row) => row.id,
    async afterPoll() {
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await repository.deleteSentBefore(new Date(Date.now() - KEEP_SENT_MS));
      }
    },
  });

  return {
    start: () => worker.start(),
    /** Stops polling and waits for the sends under way to be marked (before the database closes). */
    stop: () => worker.stop(),
    /**
     * Sends every row due at `at` (now by default) and waits for the sends under way: the tests' and the shutdown's
     * drain. Rows retried later than `at` stay pending.
     */
    flush: (at?: Date) => worker.flush(at),
  };
}
