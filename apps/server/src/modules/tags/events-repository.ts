import { and, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TagEventAction } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { tagEvents, type NewTagEventRow, type TagEventRow } from '../../db/tables/tags.js';

/** A tag's history rows: written with each change, read newest first, rewritten when an account is deleted. */
export function createTagEventsRepository(db: Database) {
  return {
    /**
     * A deleted account leaves the history: where it was the from, to or actor of an event, its id goes and its name
     * becomes `replacement`; each term (its names, e-mail) in the notes of the events of the tags it appears on too.
     */
    async forgetUserInEvents(userId: string, terms: string[], replacement: string, tx: Database): Promise<void> {
      const mentioned = or(
        eq(tagEvents.fromUserId, userId),
        eq(tagEvents.toUserId, userId),
        eq(tagEvents.actorUserId, userId),
      );
      const tagIds = tx.selectDistinct({ id: tagEvents.tagId }).from(tagEvents).where(mentioned);
      for (const term of terms) {
        await tx
          .update(tagEvents)
          .set({ notes: sql`replace(${tagEvents.notes}, ${term}, ${replacement})` })
          .where(and(inArray(tagEvents.tagId, tagIds), sql`strpos(${tagEvents.notes}, ${term}) > 0`));
      }
      const roles = [
        [tagEvents.fromUserId, { fromUserId: null, fromUserName: replacement }],
        [tagEvents.toUserId, { toUserId: null, toUserName: replacement }],
        [tagEvents.actorUserId, { actorUserId: null, actorName: replacement }],
      ] as const;
      for (const [column, values] of roles) await tx.update(tagEvents).set(values).where(eq(column, userId));
    },

    async insertEvents(values: NewTagEventRow[], tx: Database = db): Promise<void> {
      if (values.length === 0) return;
      await tx.insert(tagEvents).values(values);
    },

    /** Newest first; optionally only some actions, or only events since a moment. */
    async listEvents(
      tagId: string,
      options: { limit: number; actions?: readonly TagEventAction[]; since?: Date },
    ): Promise<TagEventRow[]> {
      const conditions: SQL[] = [eq(tagEvents.tagId, tagId)];
      if (options.actions) conditions.push(inArray(tagEvents.action, [...options.actions]));
      if (options.since) conditions.push(gte(tagEvents.createdAt, options.since));
      return db
        .select()
        .from(tagEvents)
        .where(and(...conditions))
        .orderBy(desc(tagEvents.seq))
        .limit(options.limit);
    },
  };
}
