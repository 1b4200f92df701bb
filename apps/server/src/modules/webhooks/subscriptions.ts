import type { WebhookEvent, WebhookEventData } from '@portal/shared';
import type { Database } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';

/** What the subscriptions need of the webhooks service. */
type WebhookQueue = {
  enqueue: <E extends WebhookEvent>(
    event: E,
    data: WebhookEventData<E>,
    ownerId: string | null,
    tx?: Database,
  ) => Promise<number>;
  wants: (event: WebhookEvent, tx?: Database) => Promise<boolean>;
  tagRef: (tagId: string, tx?: Database) => Promise<{ code: string; ownerId: string | null } | undefined>;
};

/**
 * Which bus event becomes which webhook event (issue 45; the table is in docs/ARCHITECTURE.md 'Webhooks'). Every
 * subscriber runs after its publisher's commit, except the reminders' daily list, queued in the transaction that
 * claims the day's run (once a day, never twice).
 */
export function subscribeWebhooks(events: Pick<EventBus, 'subscribe'>, webhooks: WebhookQueue): void {
  const name = 'webhooks.enqueue';
  const iso = (at: Date) => at.toISOString();

  // People only: analytics publishes no scan of a bot or link-preview crawler.
  events.subscribe('tag.scanned', {
    name,
    when: 'afterCommit',
    handle: async (scan) => {
      if (!(await webhooks.wants('tag.scanned'))) return;
      const tag = await webhooks.tagRef(scan.tagId);
      if (!tag) return;
      const { tagId, status, country, device } = scan;
      const data = { tagId, code: tag.code, status, country, device, scannedAt: iso(scan.at) };
      await webhooks.enqueue('tag.scanned', data, tag.ownerId);
    },
  });

  events.subscribe('tag.changed', {
    name,
    when: 'afterCommit',
    handle: async (change) => {
      const { tagId, status, previousStatus, ownerId, previousOwnerId } = change;
      if (!tagId) return;
      const at = iso(new Date());
      if (status && previousStatus && (status === 'LOST') !== (previousStatus === 'LOST')) {
        const data = { tagId, code: change.code, lost: status === 'LOST', changedAt: at };
        await webhooks.enqueue('tag.lost_changed', data, ownerId ?? previousOwnerId ?? null);
      }
      if (ownerId && previousOwnerId !== undefined && ownerId !== previousOwnerId) {
        const data = { tagId, code: change.code, ownerId, profileId: change.profileId, assignedAt: at };
        await webhooks.enqueue('tag.assigned', data, ownerId);
      }
    },
  });

  events.subscribe('finder.message', {
    name,
    when: 'afterCommit',
    handle: ({ ownerId, at, ...message }) =>
      webhooks.enqueue('finder.message', { ...message, sentAt: iso(at) }, ownerId),
  });

  events.subscribe('card.opened', {
    name,
    when: 'afterCommit',
    handle: ({ ownerId, at, profileId, door, doorKey, pinUsed }) =>
      webhooks.enqueue('card.opened', { profileId, door, doorKey, pinUsed, openedAt: iso(at) }, ownerId),
  });

  events.subscribe('maintenance.recorded', {
    name,
    when: 'afterCommit',
    handle: async ({ record }) => {
      if (!(await webhooks.wants('maintenance.recorded'))) return;
      const tag = await webhooks.tagRef(record.tagId);
      if (!tag) return;
      const { tagId, code, type, outcome, performedAt, technicianName } = record;
      const data = { tagId, code, recordId: record.id, type, outcome, performedAt, technicianName };
      await webhooks.enqueue('maintenance.recorded', data, tag.ownerId);
    },
  });

  events.subscribe('maintenance.dueListed', {
    name,
    when: 'inTransaction',
    handle: async ({ day, items }, tx) => {
      const wanted = (await webhooks.wants('maintenance.due', tx)) || (await webhooks.wants('maintenance.overdue', tx));
      if (!wanted) return;
      for (const { due, ...item } of items) {
        const tag = await webhooks.tagRef(item.tagId, tx);
        const event = due === 'overdue' ? 'maintenance.overdue' : 'maintenance.due';
        await webhooks.enqueue(event, { ...item, day }, tag?.ownerId ?? null, tx);
      }
    },
  });

  events.subscribe('problem.reported', {
    name,
    when: 'afterCommit',
    handle: async ({ createdAt, ...report }) => {
      if (!(await webhooks.wants('problem.reported'))) return;
      const tag = await webhooks.tagRef(report.tagId);
      await webhooks.enqueue('problem.reported', { ...report, createdAt: iso(createdAt) }, tag?.ownerId ?? null);
    },
  });
}
