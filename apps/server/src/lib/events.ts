import type { FastifyBaseLogger } from 'fastify';
import type { MaintenanceRecord, TagMeta, TagStatus } from '@portal/shared';
import type { Database } from '../db/client.js';
import type { ProfileRow } from '../db/tables/profiles.js';

/** What a view is counted from: the address and headers of the request (nothing of it is stored as such). */
export type ViewRequest = {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string };
};

/**
 * A person's scan of a tag page, for whoever reacts to scans (lost mode's alerts): the visitor's day-salted hash,
 * country and device class as counted, and the request's address and headers, to be used at once and never kept.
 */
export type TagScanEvent = {
  tagId: string;
  /** The tag's status as the scanned page read it (a subscriber about LOST tags need not ask the database). */
  status: TagStatus;
  visitorHash: string;
  country: string;
  device: 'mobile' | 'tablet' | 'desktop';
  at: Date;
  request: ViewRequest;
};

/**
 * What a tag's public page showed and shows after a change (issue 41: the page's last copies are rebuilt from it, the
 * previous profile's too when the tag moved, the old code's dropped when it was renamed).
 */
export type TagChanged = {
  code: string;
  profileId: string | null;
  previousCode?: string;
  previousProfileId?: string | null;
  /**
   * Issue 45 (webhooks' tag.lost_changed and tag.assigned): the tag, and its status and owner before and after, when
   * the publisher read them (a change of one tag by id; absent on bulk and page-only changes).
   */
  tagId?: string;
  status?: TagStatus;
  previousStatus?: TagStatus;
  ownerId?: string | null;
  previousOwnerId?: string | null;
};

/** A finder's message relayed (issue 45: finder.message): the tag or page it came through and what was typed. */
export type FinderMessageEvent = {
  tagId: string | null;
  code: string | null;
  profileId: string | null;
  /** The account told (null: a tag nobody owns, told to the admins). */
  ownerId: string | null;
  message: string;
  contact: string | null;
  location: { lat: number; lng: number } | null;
  at: Date;
};

/** A person (not a bot, not the owner's own browser) opened a card (issue 45: card.opened). */
export type CardOpenedEvent = {
  profileId: string;
  ownerId: string;
  door: 'TAG' | 'PAGE';
  doorKey: string;
  pinUsed: boolean;
  at: Date;
};

/** A piece of equipment the daily reminders list as due soon or overdue (issue 45: maintenance.due|overdue). */
export type DueEquipmentEvent = {
  tagId: string;
  code: string;
  model: string;
  location: string;
  nextService: string;
  due: 'overdue' | 'soon';
};

/**
 * A problem reported from a tag's public page (issue 45: problem.reported; published by the public page's 'chamados'
 * once they exist).
 */
export type ProblemReportedEvent = { tagId: string; code: string; reportId: string; tipo: string; createdAt: Date };

/** A new profile's page as its creator asked for it (the slug is checked and made unique by pages). */
export type NewProfilePage = { slug?: string; title: string };

/** A record saved on a LOST equipment, as lost mode tells its owner. */
export type LostEquipmentService = Pick<MaintenanceRecord, 'tagId' | 'code' | 'performedAt' | 'outcome'> & {
  technicianName: string;
};

/**
 * Every event a domain raises for the domains above it (issue 42): its name, its payload, and whether its publisher
 * holds a transaction open when it publishes (`transaction: true`: a subscriber may run inside it, and rolls back
 * with it; false: there is none, every subscriber runs after the write). The table of publishers and subscribers is
 * in docs/ARCHITECTURE.md ('Events').
 */
export type EventMap = {
  /** analytics, after a person's scan is written (a bot's is none). Batched writes: no transaction. */
  'tag.scanned': { payload: TagScanEvent; transaction: false };
  /** tags, inside every transaction that writes a tag's meta (several tags at once in a bulk import). */
  'tag.metaWritten': { payload: { written: Array<{ id: string; meta: TagMeta | undefined }> }; transaction: true };
  /** profiles, inside the transaction that creates a profile. */
  'profile.created': { payload: { profile: ProfileRow; page: NewProfilePage }; transaction: true };
  /**
   * profiles, for the profile deletion's transaction; its rows are gone once it commits. `gone` (after the commit of a
   * profile deleted alone): its page's slug, its tags' codes and the primary profile the tags now open.
   */
  'profiles.deleted': {
    payload: {
      profileIds: string[];
      gone?: { slugs: string[]; tagCodes: string[]; primaryProfileId: string | null };
    };
    transaction: true;
  };
  /**
   * profiles, after a change of a profile is committed (fields, privacy, PIN; or the admin's client edit through
   * `profileChanged`), before its answer. The transaction is the caller's: subscribers run after it.
   */
  'profile.changed': { payload: { profileId: string }; transaction: false };
  /**
   * tags, after a committed change of what a tag's page shows (relinked, assigned, transferred, claimed, released,
   * renamed, deleted; lost mode's switch through changeTag), before its answer.
   */
  'tag.changed': { payload: TagChanged; transaction: false };
  /**
   * pages, after a page's change is committed (its settings, the profile sections its forms carry, on or off,
   * renamed, deleted), before its answer: `slug` its slug now (null when deleted), `previousSlug` before.
   */
  'page.changed': { payload: { profileId: string; slug: string | null; previousSlug: string }; transaction: false };
  /** maintenance, after a new record's commit on a LOST equipment (not on a replayed Idempotency-Key). */
  'equipment.servicedWhileLost': { payload: LostEquipmentService; transaction: false };
  /** maintenance, after a new record's commit (not on a replayed Idempotency-Key): chamados close on it (issue 44). */
  'maintenance.recorded': { payload: { record: MaintenanceRecord }; transaction: false };
  /** maintenance reminders, inside the transaction that claims the day's run: what is due or overdue that day. */
  'maintenance.dueListed': { payload: { day: string; items: DueEquipmentEvent[] }; transaction: true };
  /** lost mode, after a finder's message is queued for its owner (not for a honeypot's). */
  'finder.message': { payload: FinderMessageEvent; transaction: false };
  /** open alert, after a person's open of a card (any card, its family alert on or off). */
  'card.opened': { payload: CardOpenedEvent; transaction: false };
  /** public page's problem reports ('chamados'), after the report's commit. */
  'problem.reported': { payload: ProblemReportedEvent; transaction: false };
  /** sessions, inside the transaction that ends an account's other sessions (password change or reset, 2FA on). */
  'sessions.othersRevoked': { payload: { userId: string }; transaction: true };
};

export type EventName = keyof EventMap;
type PayloadOf<N extends EventName> = EventMap[N]['payload'];
/** The events whose publisher holds a transaction. */
export type TransactionalEvent = { [N in EventName]: EventMap[N]['transaction'] extends true ? N : never }[EventName];

type InTransaction<N extends EventName> = {
  when: 'inTransaction';
  handle: (payload: PayloadOf<N>, tx: Database) => Promise<unknown>;
};
type AfterCommit<N extends EventName> = { when: 'afterCommit'; handle: (payload: PayloadOf<N>) => Promise<unknown> };

/**
 * A subscriber says when it runs: `inTransaction` (only for an event whose publisher holds one; a failure fails the
 * write) or `afterCommit` (once the write stands; a failure is logged, never the writer's). `name` is what the log
 * says of it.
 */
export type Subscriber<N extends EventName> = { name: string } & (N extends TransactionalEvent
  ? InTransaction<N> | AfterCommit<N>
  : AfterCommit<N>);

type AnySubscriber = {
  name: string;
  when: 'inTransaction' | 'afterCommit';
  handle: (...args: never[]) => Promise<unknown>;
};

/** The one event bus of an app (services.ts builds it and wires the subscriptions). */
export function createEventBus(log: Pick<FastifyBaseLogger, 'warn'>) {
  const subscribers = new Map<EventName, AnySubscriber[]>();
  const of = (name: EventName, when: AnySubscriber['when']) =>
    (subscribers.get(name) ?? []).filter((subscriber) => subscriber.when === when);

  return {
    subscribe<N extends EventName>(name: N, subscriber: Subscriber<N>): void {
      subscribers.set(name, [...(subscribers.get(name) ?? []), subscriber as unknown as AnySubscriber]);
    },

    /** Inside the writer's transaction: its `inTransaction` subscribers, one after another; a failure rolls back. */
    async publishInTransaction<N extends TransactionalEvent>(name: N, payload: PayloadOf<N>, tx: Database) {
      for (const subscriber of of(name, 'inTransaction'))
        await (subscriber.handle as InTransaction<N>['handle'])(payload, tx);
    },

    /** Once the write stands: its `afterCommit` subscribers, one after another, each failure logged on its own. */
    async publishAfterCommit<N extends EventName>(name: N, payload: PayloadOf<N>): Promise<void> {
      for (const subscriber of of(name, 'afterCommit')) {
        try {
          await (subscriber.handle as AfterCommit<N>['handle'])(payload);
        } catch (error) {
          log.warn({ err: error, event: name, subscriber: subscriber.name }, 'event subscriber failed');
        }
      }
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
