import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  buildPagination,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TEXTS,
  type CreateWebhookResponse,
  type ListWebhookDeliveriesResponse,
  type ListWebhooksResponse,
  type PaginationQuery,
  type Role,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryEvent,
  type WebhookEvent,
  type WebhookEventData,
  type createWebhookRequestSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { WebhookDeliveryRow, WebhookRow } from '../../db/tables/webhooks.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import { ipLiteralOf, isRefusedAddress, resolvesToRefused } from './address-guard.js';
import { createWebhookDelivery, type SecretBox } from './delivery.js';
import { createWebhooksRepository } from './repository.js';
import { newWebhookSecret } from './signature.js';
import { subscribeWebhooks } from './subscriptions.js';

type WebhooksDeps = {
  db: Database;
  log: FastifyBaseLogger;
  config: Pick<Config, 'webhooks' | 'appName'>;
  queueNotice: NotificationsService['queueNotice'];
  users: Pick<UsersService, 'findById'>;
  /** The bus whose events become deliveries (subscriptions.ts). */
  events: Pick<EventBus, 'subscribe'>;
};

const SUBSCRIBED_TTL_MS = 10_000;

type Owner = { id: string; role: Role };
/** Whose resource an event is about (null: a tag nobody owns, for the admins' all-tags subscriptions only). */
export type EventOwner = string | null;

const toWebhook = (row: WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events,
  allTags: row.allTags,
  enabled: row.enabled,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  event: row.event,
  status: row.status,
  attempt: row.attempts,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  statusCode: row.statusCode,
  durationMs: row.durationMs,
  response: row.response,
  error: row.lastError,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
});

/** The JSON body of an event: `data` parsed by its schema, so nothing beyond it (no private field) goes out. */
function bodyOf<E extends WebhookDeliveryEvent>(event: E, data: WebhookEventData<E>, at: Date) {
  const id = randomUUID();
  const parsed: unknown = WEBHOOK_EVENT_DATA[event].parse(data);
  return { id, body: JSON.stringify({ id, event, createdAt: at.toISOString(), data: parsed }) };
}

/**
 * Webhooks (issue 45 items 2-3): an account's subscriptions ('Minha conta' → 'Integrações'), the events queued as
 * deliveries for the subscriptions they reach (the owner's own, an admin's covering every tag), the delivery log
 * and 'Enviar teste'. The worker (delivery.ts) sends the deliveries from every instance.
 */
export function createWebhooksService(deps: WebhooksDeps, boxFor: (purpose: string) => SecretBox) {
  const settings = deps.config.webhooks;
  const repository = createWebhooksRepository(deps.db);
  // The 2FA secrets' box under a key of its own: the secret must sign, so it is sealed, not hashed.
  const box = boxFor('webhook-secrets');
  const delivery = createWebhookDelivery({ ...deps, repository, box, settings, appName: deps.config.appName });

  // Most installations have no webhook: the events every view and scan raise cost no query then. Each instance knows
  // which events are subscribed, read again every SUBSCRIBED_TTL_MS (another instance's new webhook starts within it)
  // and at once after this one's creations.
  let subscribed: { events: Set<string>; readAt: number } | undefined;
  async function wants(event: WebhookEvent, tx?: Database): Promise<boolean> {
    if (!subscribed || Date.now() - subscribed.readAt > SUBSCRIBED_TTL_MS)
      subscribed = { events: await repository.subscribedEvents(tx), readAt: Date.now() };
    return subscribed.events.has(event);
  }

  async function requireOwned(id: string, userId: string): Promise<WebhookRow> {
    const row = await repository.findOwned(id, userId);
    if (!row) throw notFound(WEBHOOK_TEXTS.notFound, 'WEBHOOK_NOT_FOUND');
    return row;
  }

  /** https (plain http only with WEBHOOK_ALLOW_PRIVATE), and not an address a delivery would refuse. */
  async function checkUrl(raw: string): Promise<URL> {
    const url = new URL(raw);
    const invalid = () => badRequest(WEBHOOK_TEXTS.urlInvalid, { field: 'url' }, 'WEBHOOK_URL_INVALID');
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid();
    if (url.username || url.password) throw invalid();
    if (url.protocol === 'http:' && !settings.allowPrivate)
      throw badRequest(WEBHOOK_TEXTS.httpsRequired, { field: 'url' }, 'WEBHOOK_HTTPS_REQUIRED');
    const literal = ipLiteralOf(url);
    const refusedNow = literal
      ? isRefusedAddress(literal, settings.allowPrivate)
      : await resolvesToRefused(url.hostname, settings.allowPrivate);
    if (refusedNow) throw badRequest(WEBHOOK_TEXTS.addressRefused, { field: 'url' }, 'WEBHOOK_ADDRESS_REFUSED');
    return url;
  }

  const service = {
    async list(userId: string): Promise<ListWebhooksResponse> {
      return { webhooks: (await repository.listOf(userId)).map(toWebhook) };
    },

    /** POST /me/webhooks: the secret (given or generated) answered once; at most maxPerAccount per account. */
    async create(owner: Owner, input: z.output<typeof createWebhookRequestSchema>): Promise<CreateWebhookResponse> {
      if (input.allTags && owner.role !== 'ADMIN') throw forbidden(WEBHOOK_TEXTS.allTagsAdminOnly, 'WEBHOOK_ALL_TAGS');
      const url = await checkUrl(input.url);
      if ((await repository.countOf(owner.id)) >= settings.maxPerAccount)
        throw badRequest(WEBHOOK_TEXTS.tooMany(settings.maxPerAccount), {}, 'WEBHOOK_LIMIT');
      const secret = input.secret ?? newWebhookSecret();
      const row = await repository.insert({
        userId: owner.id,
        url: url.toString(),
        events: input.events,
        allTags: input.allTags,
        secretBox: box.seal(secret),
      });
      subscribed = undefined;
      return { webhook: toWebhook(row), secret };
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repository.remove(id, userId))) throw notFound(WEBHOOK_TEXTS.notFound, 'WEBHOOK_NOT_FOUND');
    },

    async deliveries(userId: string, id: string, query: PaginationQuery): Promise<ListWebhookDeliveriesResponse> {
      await requireOwned(id, userId);
      const { rows, total } = await repository.deliveriesOf(id, query.page, query.limit);
      return { deliveries: rows.map(toDelivery), pagination: buildPagination(query.page, query.limit, total) };
    },

    /** 'Enviar teste': a webhook.test delivery sent now and never retried; its outcome answered (400 if disabled). */
    async sendTest(userId: string, id: string): Promise<WebhookDelivery> {
      const webhook = await requireOwned(id, userId);
      if (!webhook.enabled) throw badRequest(WEBHOOK_TEXTS.disabledTest, {}, 'WEBHOOK_DISABLED');
      const event = WEBHOOK_TEST_EVENT;
      const { id: eventId, body } = bodyOf(event, { webhookId: id, message: 'Teste do portal' }, new Date());
      return toDelivery(await delivery.sendNow({ webhookId: id, eventId, event, body }));
    },

    /**
     * Queues `event` for every enabled subscription it reaches (the owner's, the admins' all-tags ones); inside `tx`
     * when the event's publisher holds one. Nothing when none subscribed.
     */
    async enqueue<E extends WebhookEvent>(
      event: E,
      data: WebhookEventData<E>,
      ownerId: EventOwner,
      tx?: Database,
    ): Promise<number> {
      if (!(await wants(event, tx))) return 0;
      const ids = await repository.subscribers(event, ownerId, tx);
      if (!ids.length) return 0;
      const { id: eventId, body } = bodyOf(event, data, new Date());
      await repository.insertDeliveries(
        ids.map((webhookId) => ({ webhookId, eventId, event, body })),
        tx,
      );
      return ids.length;
    },

    /** Whether any enabled subscription asks for `event` (the subscriptions skip their reads when none does). */
    wants,
    /** A tag's code and owner, for the events that name only the tag. */
    tagRef: (tagId: string, tx?: Database) => repository.tagRef(tagId, tx),

    startDelivery: () => delivery.start(),
    stopDelivery: () => delivery.stop(),
    /** Sends what is due at `at` (now by default) and waits: the tests' drain. */
    flush: (at?: Date) => delivery.flush(at),
  };
  subscribeWebhooks(deps.events, service);
  return service;
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
