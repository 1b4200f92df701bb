import type { Database } from '../../db/client.js';
import type { ActorRef } from '../../lib/actor.js';
import type { TagsRepository, TagWithOwner } from './repository.js';

/** What the parts of the tags service (assignment, meta, profile link, bulk) share: one transaction, one lock. */
export type TagWriteKit = {
  /**
   * A transaction after which the cached list totals are dropped (they may have changed); a savepoint inside the
   * caller's transaction (`outer`) when given one.
   */
  transaction: <T>(work: (tx: Database) => Promise<T>, outer?: Database) => Promise<T>;
  repository: TagsRepository;
  /** The row locked for the transaction; a missing tag is the 404. */
  lockTag: (id: string, tx: Database) => Promise<TagWithOwner>;
};

/** Who acted, as each tag event records it (a system write names nobody). */
export const actorFields = (actor: ActorRef | null) => ({
  actorUserId: actor?.id ?? null,
  actorName: actor?.name ?? null,
});
