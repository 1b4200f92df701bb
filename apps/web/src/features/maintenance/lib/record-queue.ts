import type { CreateRecordRequestBody } from '@portal/shared';
import { ApiError, serverMessage } from '@/lib/api-client';

/** A photo waiting with its record: resized in the browser, with its own Idempotency-Key. */
export type QueuedPhoto = { clientId: string; name: string; blob: Blob };

/**
 * A maintenance record typed without network, kept in IndexedDB until the server has it (issue 26). `clientId` is
 * the record's Idempotency-Key; `recordId` the server's id once the record is in (its photos may still wait);
 * `refused` the server's message when a 4xx refused it: it then waits for the technician (retry or discard).
 */
export type QueuedRecord = {
  clientId: string;
  userId: string;
  tagId: string;
  code: string;
  body: CreateRecordRequestBody;
  photos: QueuedPhoto[];
  /** When it was typed (ms): the order it is sent in. */
  queuedAt: number;
  recordId?: string;
  refused?: string;
};

/** Where the queue lives: IndexedDB in the app (offline-db.ts), a Map in the tests. */
export type QueueStore = {
  all(): Promise<QueuedRecord[]>;
  save(item: QueuedRecord): Promise<void>;
  remove(clientId: string): Promise<void>;
};

/** How an item reaches the server: the record (answers its id), then each photo. */
export type QueueSender = {
  createRecord(item: QueuedRecord): Promise<string>;
  uploadPhoto(recordId: string, photo: QueuedPhoto): Promise<void>;
};

export type FlushResult = {
  sent: number;
  refused: number;
  /** The network (or the server, or the session) failed midway: the rest waits for the next try, in order. */
  interrupted: boolean;
};

/**
 * A refusal the technician must look at: a 4xx that asking again will not change. 401 (the session ended), 408
 * and 429 (asking later may work) are not: the item stays pending like on a network error.
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/** The queue in the order it was typed. */
export const inQueueOrder = (items: QueuedRecord[]) =>
  [...items].sort((a, b) => a.queuedAt - b.queuedAt || a.clientId.localeCompare(b.clientId));

/**
 * Sends the user's pending records in the order they were typed, each with its photos. Every step is saved before
 * the next, so a page closed midway resumes where it stopped (the Idempotency-Keys make a repeat harmless). A
 * refused item is marked with the server's message and the next one goes on; a network failure stops the flush.
 * Nothing is removed before the server has it all.
 */
export async function flushQueue(store: QueueStore, sender: QueueSender, userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, interrupted: false };
  const pending = inQueueOrder(await store.all()).filter((item) => item.userId === userId && !item.refused);
  for (const queued of pending) {
    const item = { ...queued, photos: [...queued.photos] };
    try {
      if (!item.recordId) {
        item.recordId = await sender.createRecord(item);
        await store.save(item);
      }
      while (item.photos.length > 0) {
        await sender.uploadPhoto(item.recordId, item.photos[0]!);
        item.photos = item.photos.slice(1);
        await store.save(item);
      }
      await store.remove(item.clientId);
      result.sent += 1;
    } catch (error) {
      if (!isRefusal(error)) {
        result.interrupted = true;
        return result;
      }
      await store.save({ ...item, refused: serverMessage(error) ?? error.message });
      result.refused += 1;
    }
  }
  return result;
}

/** How many times the return of the network tries the queue, and how long it waits between tries. */
export const ONLINE_FLUSH_TRIES = 4;
export const ONLINE_FLUSH_WAIT_MS = 2_000;

/**
 * The network's return (issue 43): the 'online' event often comes before the connection carries a request, so a
 * flush cut short is tried again a few times, and what every try sent adds up to the one 'N manutenções enviadas'.
 */
export async function flushWhenOnline(
  flush: () => Promise<FlushResult>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  tries = ONLINE_FLUSH_TRIES,
): Promise<FlushResult> {
  const total: FlushResult = { sent: 0, refused: 0, interrupted: false };
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    const result = await flush().catch((): FlushResult => ({ sent: 0, refused: 0, interrupted: true }));
    total.sent += result.sent;
    total.refused += result.refused;
    total.interrupted = result.interrupted;
    if (!result.interrupted || attempt === tries) break;
    await wait(ONLINE_FLUSH_WAIT_MS * attempt);
  }
  return total;
}

/** 'Tentar novamente': the refused item goes back to pending (the next flush sends it). */
export const retryItem = (item: QueuedRecord): QueuedRecord => {
  const { refused: _refused, ...rest } = item;
  return rest;
};

/** A new client-made id (the Idempotency-Key): crypto.randomUUID where the page is a secure context. */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
