import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_TEXTS } from '@portal/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/tables/webhooks.js';
import { createOutboxWorker } from '../../lib/outbox-worker.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import { postWebhook, type WebhookAttempt } from './request.js';
import type { WebhooksRepository } from './repository.js';
import { signatureHeader } from './signature.js';

/** A sealer of secrets (the 2FA secrets' AES-GCM box, auth/two-factor-secret.ts, wired in services.ts). */
export type SecretBox = { seal: (secret: string) => string; open: (box: string) => string | null };

type DeliveryDeps = {
  db: Database;
  repository: WebhooksRepository;
  box: SecretBox;
  log: FastifyBaseLogger;
  settings: Config['webhooks'];
  queueNotice: NotificationsService['queueNotice'];
  users: Pick<UsersService, 'findById'>;
  appName: string;
};

const BATCH = 10;
const KEEP_MS = 30 * 24 * 60 * 60_000;
const PURGE_EVERY_MS = 60 * 60_000;

const refused = (error: string): WebhookAttempt => ({
  ok: false,
  statusCode: null,
  durationMs: 0,
  response: null,
  error,
});

/**
 * The webhook deliveries' worker (issue 45), the notices' outbox worker (lib/outbox-worker.ts) over its own table:
 * a try POSTs the stored body signed now; a failure is due again after the schedule's next wait (1 min, 5 min,
 * 30 min, 2 h, 6 h, 12 h: 7 tries over about 21 hours), then ends failed. A delivery that failed every try with no
 * success of its subscription since it was queued (the receiver down for about a day) disables the subscription
 * and e-mails its owner through the notices' outbox. A worker that dies mid-try leaves the row to its lease: the
 * receiver may get it once more, with the same X-Portal-Delivery id.
 */
export function createWebhookDelivery(deps: DeliveryDeps) {
  const { repository, settings, log } = deps;
  let lastPurge = 0;

  /** One signed POST of a delivery's body to its subscription. */
  async function attempt(row: WebhookDeliveryRow, webhook: WebhookRow, at: Date): Promise<WebhookAttempt> {
    const url = new URL(webhook.url);
    if (url.protocol !== 'https:' && !settings.allowPrivate) return refused(WEBHOOK_TEXTS.httpsRequired);
    const secret = deps.box.open(webhook.secretBox);
    // Sealed under another JWT_SECRET: nothing can be signed (the owner makes a new webhook).
    if (!secret) return refused('Segredo ilegível: crie o webhook de novo.');
    const eventId = row.eventId;
    return postWebhook(
      url,
      row.body,
      {
        'x-portal-signature': signatureHeader(secret, row.body, at),
        'x-portal-event': row.event,
        'x-portal-event-id': eventId,
        'x-portal-delivery': row.id,
      },
      { allowPrivate: settings.allowPrivate, timeoutMs: settings.timeoutMs },
    );
  }

  /** Disabled once; its owner told by e-mail in the same transaction. */
  async function disable(webhook: WebhookRow, reason: string, at: Date): Promise<void> {
    const owner = await deps.users.findById(webhook.userId);
    await deps.db.transaction(async (tx) => {
      if (!(await repository.disable(webhook.id, reason, at, tx)) || !owner?.email) return;
      const email = {
        to: owner.email,
        subject: WEBHOOK_TEXTS.disabledSubject(deps.appName),
        text: WEBHOOK_TEXTS.disabledText(webhook.url, reason),
      };
      await deps.queueNotice({ kind: 'account', toUserId: owner.id, email }, tx);
    });
    log.warn({ webhookId: webhook.id, reason }, 'webhook disabled after failing for its whole retry schedule');
  }

  async function handle(row: WebhookDeliveryRow, attemptId: string, now: () => Date): Promise<void> {
    const [webhook] = await repository.byIds([row.webhookId]);
    if (!webhook?.enabled) {
      await repository.settle(row.id, attemptId, { status: 'failed', lastError: 'Webhook desativado' });
      return;
    }
    const result = await attempt(row, webhook, now());
    const at = now();
    const outcome = {
      lastAttemptAt: at,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      response: result.response,
      lastError: result.error,
    };
    if (result.ok) {
      await repository.settle(row.id, attemptId, { ...outcome, status: 'delivered' });
      await repository.noteSuccess(webhook.id, at);
      return;
    }
    const wait = row.event === 'webhook.test' ? undefined : settings.retryScheduleMs[row.attempts - 1];
    const next = wait === undefined ? null : new Date(at.getTime() + wait);
    await repository.settle(
      row.id,
      attemptId,
      next ? { ...outcome, status: 'pending', nextAttemptAt: next } : { ...outcome, status: 'failed' },
    );
    log.warn(
      { deliveryId: row.id, webhookId: webhook.id, attempts: row.attempts, error: result.error },
      'webhook try failed',
    );
    const succeededSince = webhook.lastSuccessAt && webhook.lastSuccessAt >= row.createdAt;
    if (!next && row.event !== 'webhook.test' && !succeededSince) await disable(webhook, result.error ?? '', at);
  }

  const worker = createOutboxWorker({
    name: 'webhook delivery',
    log,
    pollMs: settings.pollMs,
    leaseMs: settings.leaseMs,
    batch: BATCH,
    // Each try waits on another system: the batch at once, so a slow receiver does not hold the others.
    parallel: true,
    claim: (attemptId, now, leaseUntil, limit) => repository.claimDue(attemptId, now, leaseUntil, limit),
    handle,
    idOf: (row) => row.id,
    async afterPoll() {
      if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
      lastPurge = Date.now();
      await repository.deleteFinishedBefore(new Date(Date.now() - KEEP_MS));
    },
  });

  return {
    start: () => worker.start(),
    stop: () => worker.stop(),
    flush: (at?: Date) => worker.flush(at),
    /** 'Enviar teste': a delivery written already claimed and tried at once (never retried); the row as it ended. */
    async sendNow(values: Parameters<WebhooksRepository['insertClaimed']>[0]): Promise<WebhookDeliveryRow> {
      const attemptId = randomUUID();
      const row = await repository.insertClaimed(values, attemptId, new Date(Date.now() + settings.leaseMs));
      await worker.track(handle(row, attemptId, () => new Date()));
      return (await repository.findDelivery(row.id)) ?? row;
    },
  };
}
