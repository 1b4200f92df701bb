import type { Tag, TagEvent } from '@portal/shared';
import type { TagWithOwner } from './repository.js';
import type { TagEventRow, TagRow } from './schema.js';

/** The API shape of a tag (spec section 3): code also as nfcCode, physicalType also in meta. */
export function toTag(
  row: TagWithOwner | (TagRow & { assignedUserName?: string | null; assignedUserEmail?: string | null }),
): Tag {
  return {
    id: row.id,
    code: row.code,
    nfcCode: row.code,
    type: row.type,
    physicalType: row.physicalType,
    status: row.status,
    assignedUserId: row.assignedUserId,
    assignedUserName: row.assignedUserId ? row.assignedUserName || row.assignedUserEmail || null : null,
    assignedUserEmail: row.assignedUserId ? (row.assignedUserEmail ?? null) : null,
    assignedAt: row.assignedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    notes: row.notes,
    meta: { ...row.meta, physicalType: row.physicalType },
  };
}

/** One event: a history entry (action or status, notes, timestamp) and a transfer record (from/to with names). */
export function toTagEvent(row: TagEventRow): TagEvent {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    tagId: row.tagId,
    braceletId: row.tagId,
    action: row.action,
    status: row.status,
    previousStatus: row.previousStatus,
    notes: row.notes,
    fromUserId: row.fromUserId,
    fromUserName: row.fromUserName,
    toUserId: row.toUserId,
    toUserName: row.toUserName,
    actorUserId: row.actorUserId,
    actorName: row.actorName,
    timestamp: createdAt,
    createdAt,
  };
}
