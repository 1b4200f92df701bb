import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import { deriveKey } from '../../lib/signed-urls.js';
import { createSecretBox } from '../auth/two-factor-secret.js';
import type { NotificationsService } from '../notifications/service.js';
import type { UsersService } from '../users/service.js';
import { createWebhooksService } from './service.js';
import { subscribeWebhooks } from './subscriptions.js';

type WebhooksWiring = {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  events: EventBus;
  queueNotice: NotificationsService['queueNotice'];
  users: Pick<UsersService, 'findById'>;
  jwtSecret: string;
};

/**
 * The webhooks service (services.ts' one line): the signing secrets sealed like the 2FA secrets, under a key of
 * their own derived from the installation's, and the bus events it turns into deliveries.
 */
export function createWebhooks(deps: WebhooksWiring) {
  const webhooks = createWebhooksService({
    db: deps.db,
    log: deps.log,
    settings: deps.config.webhooks,
    box: createSecretBox(deriveKey(deps.jwtSecret, 'webhook-secrets')),
    queueNotice: deps.queueNotice,
    users: deps.users,
    appName: deps.config.appName,
  });
  subscribeWebhooks(deps.events, webhooks);
  return webhooks;
}
