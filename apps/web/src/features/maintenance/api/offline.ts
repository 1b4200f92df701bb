import {
  dueStateOf,
  type CreateRecordRequestBody,
  type CreateRecordResponse,
  type ListEquipmentQuery,
  type OfflineEquipmentResponse,
} from '@portal/shared';
import { api, isNetworkError } from '@/lib/api-client';
import { readStoredUser } from '@/lib/session';
import { todayInSaoPaulo } from '../lib/display';
import {
  allOfflineEquipment,
  equipmentCopySyncedAt,
  offlineEquipment,
  queueStore,
  replaceEquipmentCopy,
} from '../lib/offline-db';
import { findByCodeInCopy, listEquipmentFromCopy } from '../lib/offline-equipment';
import { flushQueue, newClientId, type FlushResult, type QueuedRecord, type QueueSender } from '../lib/record-queue';
import { resizePhoto } from '../lib/resize-photo';
import { uploadAttachment } from './upload-attachment';

/** Items per request of the copy: a few thousand equipment in a handful of calls. */
const COPY_PAGE_SIZE = 500;

/** GET /tecnico/offline, every page: the whole equipment list with plans and newest records, into IndexedDB. */
export async function syncEquipmentCopy(userId: string, signal?: AbortSignal): Promise<void> {
  const items: OfflineEquipmentResponse['items'] = [];
  for (let page = 1; ; page += 1) {
    const response = await api.get<OfflineEquipmentResponse>('/tecnico/offline', {
      query: { page, limit: COPY_PAGE_SIZE },
      signal,
    });
    items.push(...response.items);
    if (page >= response.pagination.totalPages) break;
  }
  await replaceEquipmentCopy(userId, items, new Date());
}

/** The server's answer; with no network at all, the copy's (when it has one). */
export async function withOfflineCopy<T>(online: () => Promise<T>, offline: () => Promise<T | null>): Promise<T> {
  try {
    return await online();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const copy = await offline();
    if (copy === null) throw error;
    return copy;
  }
}

const idempotencyKey = (key: string) => ({ 'Idempotency-Key': key });

/** The queue's way to the server: the record and each photo with their own client-made Idempotency-Key. */
const queueSender: QueueSender = {
  async createRecord(item) {
    const { record } = await api.post<CreateRecordResponse>(
      `/tecnico/equipment/${encodeURIComponent(item.tagId)}/records`,
      item.body,
      { headers: idempotencyKey(item.clientId) },
    );
    return record.id;
  },
  async uploadPhoto(recordId, photo) {
    const file = new File([photo.blob], photo.name, { type: photo.blob.type || 'image/jpeg' });
    await uploadAttachment({ recordId, file, headers: idempotencyKey(photo.clientId) });
  },
};

type RecordToQueue = {
  clientId: string;
  userId: string;
  tagId: string;
  code: string;
  body: CreateRecordRequestBody;
  photo: File | null;
};

/** Keeps a record typed without network (and its photo, resized) in IndexedDB until it can be sent. */
export async function queueRecord({ photo, ...record }: RecordToQueue): Promise<void> {
  const item: QueuedRecord = {
    ...record,
    photos: photo ? [{ clientId: newClientId(), ...(await resizePhoto(photo)) }] : [],
    queuedAt: Date.now(),
  };
  await queueStore.save(item);
}

let flushing: Promise<FlushResult> | null = null;

/** Sends the account's queue; one flush at a time (the online event and a screen opening may ask together). */
export function flushRecordQueue(userId: string): Promise<FlushResult> {
  flushing ??= flushQueue(queueStore, queueSender, userId).finally(() => {
    flushing = null;
  });
  return flushing;
}

/** The signed-in account whose copy and queue these are. */
const currentUserId = () => readStoredUser()?.id ?? null;

/** GET /tecnico/equipment answered from the copy, with its sync time; null without a copy for this account. */
export async function equipmentListFromCopy(filters: Partial<ListEquipmentQuery>) {
  const userId = currentUserId();
  const syncedAt = userId && (await equipmentCopySyncedAt(userId));
  if (!syncedAt) return null;
  const copy = (await allOfflineEquipment()).map((item) => item.detail);
  return { ...listEquipmentFromCopy(copy, filters, todayInSaoPaulo()), offlineSince: syncedAt };
}

/** GET /tecnico/equipment/{tagId} answered from the copy; null when the copy does not have it. */
export async function equipmentDetailFromCopy(tagId: string) {
  const userId = currentUserId();
  const syncedAt = userId && (await equipmentCopySyncedAt(userId));
  const item = syncedAt ? await offlineEquipment(tagId) : undefined;
  if (!syncedAt || !item) return null;
  const today = todayInSaoPaulo();
  const equipment = { ...item.detail.equipment, due: dueStateOf(item.detail.equipment.nextService, today) };
  return { ...item.detail, equipment, offlineSince: syncedAt };
}

/** The tag id of a code in the copy ('Ler código' offline); null when the copy has none (or no copy). */
export async function findInCopy(code: string) {
  const userId = currentUserId();
  if (!userId || !(await equipmentCopySyncedAt(userId))) return null;
  return findByCodeInCopy(await allOfflineEquipment(), code);
}
