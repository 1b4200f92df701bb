import { TAG_TEXTS, type Tag, type TagEvent, type TagProfileRef } from '@portal/shared';
import { lostInfoOf } from './lost-fields.js';
import type { TagRefs } from './repository.js';
import type { TagEventRow, TagRow } from '../../db/tables/tags.js';

/**
 * The profile the tag opens, from the joined columns. A row read without them (a new or bulk-created tag, never
 * linked) has no profile.
 */
function profileRefOf(row: TagRow & Partial<TagRefs>): TagProfileRef | null {
  if (!row.profileId || row.profileName == null || !row.profileKind) return null;
  return { id: row.profileId, name: row.profileName, kind: row.profileKind, isPrimary: row.profileIsPrimary ?? false };
}

/** The API shape of a tag (spec section 3): code also as nfcCode, physicalType also in meta. */
export function toTag(row: TagRow & Partial<TagRefs>): Tag {
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
    profile: profileRefOf(row),
    // Lost mode (issue 13): read from the row's own columns (every SELECT takes them), no extra query.
    lost: lostInfoOf(row),
    scanDigest: row.scanDigest ?? false,
    // Issue 44: an equipment's (B2B) site and place; a person's or pet's tag answers the spec's shape as it was.
    ...(row.type === 'B2B'
      ? {
          siteId: row.siteId ?? null,
          ...(row.siteName !== undefined ? { siteName: row.siteName } : {}),
          place: row.place ?? null,
        }
      : {}),
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

/**
 * An event as the owner sees it: their own name and id stay; anyone else's (the previous owner of a transfer, the
 * admin who acted) is 'Outro usuário' without an id. The admin's history keeps them all.
 */
export function withOthersHidden(event: TagEvent, ownerId: string | null): TagEvent {
  const hide = (id: string | null, name: string | null) =>
    id === null || id === ownerId ? { id, name } : { id: null, name: TAG_TEXTS.otherUser };
  const from = hide(event.fromUserId, event.fromUserName);
  const to = hide(event.toUserId, event.toUserName);
  const actor = hide(event.actorUserId, event.actorName);
  return {
    ...event,
    fromUserId: from.id,
    fromUserName: from.name,
    toUserId: to.id,
    toUserName: to.name,
    actorUserId: actor.id,
    actorName: actor.name,
  };
}
