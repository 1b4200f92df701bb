import { OWNERSHIP_ACTIONS, type Tag, type TagEvent } from '@portal/shared';
import { toTag, toTagEvent, withOthersHidden } from './mappers.js';
import type { TagsRepository, TagWithOwner } from './repository.js';

/** A tag's history as the admin reads it, as its owner reads it (since it became theirs), and the LGPD export's. */
export function createTagHistory(repository: TagsRepository, requireTag: (id: string) => Promise<TagWithOwner>) {
  return {
    async history(id: string, limit: number): Promise<TagEvent[]> {
      await requireTag(id);
      return (await repository.listEvents(id, { limit })).map(toTagEvent);
    },

    /** Transfer records: the ownership events (assign, transfer, unassign), newest first. */
    async transfers(id: string, limit: number): Promise<TagEvent[]> {
      await requireTag(id);
      return (await repository.listEvents(id, { limit, actions: OWNERSHIP_ACTIONS })).map(toTagEvent);
    },

    /** The owner sees the events since the tag became theirs (not the previous owners'). */
    async myHistory(row: TagWithOwner, limit: number): Promise<TagEvent[]> {
      const events = await repository.listEvents(row.id, { limit, since: row.assignedAt ?? undefined });
      return events.map((event) => withOthersHidden(toTagEvent(event), row.assignedUserId));
    },

    /** A user's tags, each with its history as the owner sees it (the LGPD export). */
    async tagsWithHistoryOfUser(userId: string, limit: number): Promise<{ tag: Tag; history: TagEvent[] }[]> {
      const rows = await repository.listOfUser(userId);
      const out: { tag: Tag; history: TagEvent[] }[] = [];
      for (const row of rows) {
        const events = await repository.listEvents(row.id, { limit, since: row.assignedAt ?? undefined });
        out.push({ tag: toTag(row), history: events.map((event) => withOthersHidden(toTagEvent(event), userId)) });
      }
      return out;
    },
  };
}
