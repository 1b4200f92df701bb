import { Dexie, liveQuery, type EntityTable } from 'dexie';
import type { EquipmentDetailResponse } from '@portal/shared';
import { inQueueOrder, type QueuedRecord, type QueueStore } from './record-queue';

/** One equipment of the phone's copy: its detail (plan, newest records) as GET /tecnico/offline gave it. */
type OfflineEquipment = { id: string; code: string; detail: EquipmentDetailResponse };

/** When the copy was taken, and for whom (another account signing in on the same phone replaces it). */
type SyncMeta = { key: 'equipment'; userId: string; syncedAt: string };

/**
 * The technician's IndexedDB (issue 26): the equipment copy, its sync time, and the queue of records typed offline.
 * It outlives the tab and the browser; signing out leaves the queue (a record typed is never dropped silently).
 */
const db = new Dexie('portal-tecnico') as Dexie & {
  equipment: EntityTable<OfflineEquipment, 'id'>;
  meta: EntityTable<SyncMeta, 'key'>;
  queue: EntityTable<QueuedRecord, 'clientId'>;
};
db.version(1).stores({ equipment: 'id, code', meta: 'key', queue: 'clientId, tagId, queuedAt' });

/** Replaces the copy with a fresh one, atomically (a sync cut short keeps the previous copy). */
export async function replaceEquipmentCopy(userId: string, items: EquipmentDetailResponse[], syncedAt: Date) {
  await db.transaction('rw', db.equipment, db.meta, async () => {
    await db.equipment.clear();
    await db.equipment.bulkPut(
      items.map((detail) => ({ id: detail.equipment.id, code: detail.equipment.code, detail })),
    );
    await db.meta.put({ key: 'equipment', userId, syncedAt: syncedAt.toISOString() });
  });
}

/** The copy's sync time for this account, or null when it has none. */
export async function equipmentCopySyncedAt(userId: string): Promise<string | null> {
  const meta = await db.meta.get('equipment');
  return meta && meta.userId === userId ? meta.syncedAt : null;
}

/** The whole copy (the panel's list, counts and search run over it offline). */
export const allOfflineEquipment = () => db.equipment.toArray();

export const offlineEquipment = (tagId: string) => db.equipment.get(tagId);

/** The queue in IndexedDB. */
export const queueStore: QueueStore = {
  all: () => db.queue.toArray(),
  save: async (item) => {
    await db.queue.put(item);
  },
  remove: (clientId) => db.queue.delete(clientId),
};

/** Watches the account's queue (of one equipment, or all), in queue order. */
export function watchQueue(userId: string, tagId: string | null, onChange: (items: QueuedRecord[]) => void) {
  const subscription = liveQuery(async () => {
    const items = tagId ? await db.queue.where('tagId').equals(tagId).toArray() : await db.queue.toArray();
    return inQueueOrder(items.filter((item) => item.userId === userId));
  }).subscribe({ next: onChange, error: () => onChange([]) });
  return () => subscription.unsubscribe();
}
