import { useEffect, useState } from 'react';
import { MAINTENANCE_TEXTS, type CreateRecordRequestBody } from '@portal/shared';
import { useAuth } from '@/lib/auth';
import { useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/lib/query-client';
import { notify } from '@/lib/notifications/notify';
import { equipmentCopySyncedAt, queueStore, watchQueue } from '../lib/offline-db';
import { flushWhenOnline, newClientId, retryItem, type QueuedRecord } from '../lib/record-queue';
import { flushRecordQueue, syncEquipmentCopy } from './offline';
import { MAINTENANCE_DATA } from './invalidate';

/** A copy taken this recently is not taken again when the next screen opens (one per visit, not per screen). */
const COPY_FRESH_MS = 60_000;
let lastCopyAt = 0;

/**
 * The technician screens' offline duties (issue 26): on opening, send what the queue holds and refresh the copy;
 * when the network returns, send the queue again; when it drops, show the copy. Answers the copy's sync time.
 */
export function useTechnicianOffline(): { syncedAt: string | null } {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const [syncedAt, setSyncedAt] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const readSyncedAt = async () => {
      const at = await equipmentCopySyncedAt(userId).catch(() => null);
      if (active) setSyncedAt(at);
    };
    const sendQueue = async () => {
      const { sent } = await flushWhenOnline(() => flushRecordQueue(userId));
      if (sent > 0) {
        notify.success(MAINTENANCE_TEXTS.queueSent(sent));
        void invalidate(queryClient, MAINTENANCE_DATA);
      }
      return sent;
    };
    const refreshCopy = async (force: boolean) => {
      if (!force && Date.now() - lastCopyAt < COPY_FRESH_MS) return;
      lastCopyAt = Date.now();
      // A copy that fails to download leaves the previous one; the next visit tries again.
      await syncEquipmentCopy(userId).catch(() => {
        lastCopyAt = 0;
      });
    };
    const goOnline = async () => {
      const sent = await sendQueue();
      await refreshCopy(sent > 0);
      await readSyncedAt();
    };
    const goOffline = () => void invalidate(queryClient, MAINTENANCE_DATA);
    const onOnline = () => void goOnline();

    void readSyncedAt();
    if (navigator.onLine) void goOnline();
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      active = false;
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [userId, queryClient]);

  return { syncedAt };
}

/** The account's queued records (of one equipment, or all), live from IndexedDB. */
export function useQueuedRecords(tagId: string | null): QueuedRecord[] {
  const userId = useAuth().user?.id ?? null;
  const [items, setItems] = useState<QueuedRecord[]>([]);
  useEffect(() => (userId ? watchQueue(userId, tagId, setItems) : undefined), [userId, tagId]);
  return items;
}

/** 'Tentar novamente' and 'Descartar' of a refused record. */
export function useQueueActions() {
  const userId = useAuth().user?.id ?? null;
  const queryClient = useQueryClient();
  const sendNow = async () => {
    if (!userId || !navigator.onLine) return;
    const { sent } = await flushRecordQueue(userId);
    if (sent > 0) {
      notify.success(MAINTENANCE_TEXTS.queueSent(sent));
      await invalidate(queryClient, MAINTENANCE_DATA);
    }
  };
  return {
    async retry(item: QueuedRecord) {
      await queueStore.save(retryItem(item));
      await sendNow();
    },
    /** 'Corrigir': the changed record goes back in line, in its place, under a new Idempotency-Key (a new body). */
    async fix(item: QueuedRecord, body: CreateRecordRequestBody) {
      await queueStore.save({ ...retryItem(item), clientId: newClientId(), body });
      await queueStore.remove(item.clientId);
      await sendNow();
    },
    discard: (item: QueuedRecord) => queueStore.remove(item.clientId),
  };
}
