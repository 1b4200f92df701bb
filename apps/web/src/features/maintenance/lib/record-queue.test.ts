import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { MAINTENANCE_TEXTS } from '@portal/shared';
import {
  flushQueue,
  flushWhenOnline,
  isRefusal,
  ONLINE_FLUSH_WAIT_MS,
  type FlushResult,
  newClientId,
  retryItem,
  type QueuedPhoto,
  type QueuedRecord,
  type QueueSender,
  type QueueStore,
} from './record-queue';

const USER = 'tech-1';

/** The queue's store over a Map, as IndexedDB keeps it (a copy per write, like a structured clone). */
function memoryStore(items: QueuedRecord[] = []): QueueStore & { map: Map<string, QueuedRecord> } {
  const map = new Map(items.map((item) => [item.clientId, structuredClone(item)]));
  return {
    map,
    all: async () => [...map.values()].map((item) => structuredClone(item)),
    save: async (item) => void map.set(item.clientId, structuredClone(item)),
    remove: async (clientId) => void map.delete(clientId),
  };
}

const photo = (clientId: string): QueuedPhoto => ({ clientId, name: `${clientId}.jpg`, blob: new Blob(['jpeg']) });

const queued = (clientId: string, queuedAt: number, extra: Partial<QueuedRecord> = {}): QueuedRecord => ({
  clientId,
  userId: USER,
  tagId: `tag-${clientId}`,
  code: `MNT${clientId}`,
  body: { performedAt: '2026-11-20', type: 'PREVENTIVA', description: `Serviço ${clientId}`, outcome: 'OK' },
  photos: [],
  queuedAt,
  ...extra,
});

/** A server that records what reached it (with each Idempotency-Key) and answers with the given failures. */
function fakeServer(fail: { record?: Record<string, Error>; photo?: Record<string, Error> } = {}) {
  const calls: string[] = [];
  const sender: QueueSender = {
    async createRecord(item) {
      calls.push(`record ${item.clientId}`);
      const error = fail.record?.[item.clientId];
      if (error) throw error;
      return `server-${item.clientId}`;
    },
    async uploadPhoto(recordId, queuedPhoto) {
      calls.push(`photo ${queuedPhoto.clientId} -> ${recordId}`);
      const error = fail.photo?.[queuedPhoto.clientId];
      if (error) throw error;
    },
  };
  return { sender, calls };
}

const offline = () => new ApiError(0, 'NETWORK_ERROR', 'Sem conexão com o servidor.');
const tagRemoved = () =>
  new ApiError(404, 'EQUIPMENT_NOT_FOUND', 'Equipamento não encontrado.', { message: 'Equipamento não encontrado.' });

describe('the offline record queue', () => {
  it('sends the records in the order they were typed, each then its photos, and empties the queue', async () => {
    const store = memoryStore([
      queued('b', 2000, { photos: [photo('b1'), photo('b2')] }),
      queued('a', 1000, { photos: [photo('a1')] }),
      queued('c', 3000),
    ]);
    const { sender, calls } = fakeServer();
    expect(await flushQueue(store, sender, USER)).toEqual({ sent: 3, refused: 0, interrupted: false });
    expect(calls).toEqual([
      'record a',
      'photo a1 -> server-a',
      'record b',
      'photo b1 -> server-b',
      'photo b2 -> server-b',
      'record c',
    ]);
    expect(store.map.size).toBe(0);
  });

  it('keeps everything when the network fails, and resumes where it stopped without sending a record twice', async () => {
    const store = memoryStore([queued('a', 1000, { photos: [photo('a1'), photo('a2')] }), queued('b', 2000)]);
    const first = fakeServer({ photo: { a2: offline() } });
    expect(await flushQueue(store, first.sender, USER)).toEqual({ sent: 0, refused: 0, interrupted: true });
    expect(first.calls).toEqual(['record a', 'photo a1 -> server-a', 'photo a2 -> server-a']);
    // The record is on the server and its first photo too: what is left is the second photo, then b.
    expect(store.map.get('a')).toMatchObject({ recordId: 'server-a', photos: [{ clientId: 'a2' }] });
    expect(store.map.get('b')).toEqual(queued('b', 2000));

    const second = fakeServer();
    expect(await flushQueue(store, second.sender, USER)).toEqual({ sent: 2, refused: 0, interrupted: false });
    expect(second.calls).toEqual(['photo a2 -> server-a', 'record b']);
    expect(store.map.size).toBe(0);
  });

  it("marks a record the server refuses (4xx) with the server's message, keeps it, and sends the next ones", async () => {
    const store = memoryStore([queued('a', 1000), queued('b', 2000)]);
    const { sender, calls } = fakeServer({ record: { a: tagRemoved() } });
    expect(await flushQueue(store, sender, USER)).toEqual({ sent: 1, refused: 1, interrupted: false });
    expect(calls).toEqual(['record a', 'record b']);
    expect([...store.map.values()]).toEqual([{ ...queued('a', 1000), refused: 'Equipamento não encontrado.' }]);

    // A refused record waits for the technician: the next flush leaves it alone...
    const later = fakeServer();
    expect(await flushQueue(store, later.sender, USER)).toEqual({ sent: 0, refused: 0, interrupted: false });
    expect(later.calls).toEqual([]);
    // ...until 'Tentar novamente' puts it back in line.
    await store.save(retryItem(store.map.get('a')!));
    expect(await flushQueue(store, later.sender, USER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    expect(store.map.size).toBe(0);
  });

  it('an expired session (401) or a rate limit (429) is no refusal: the record stays pending', async () => {
    expect(isRefusal(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(isRefusal(new ApiError(429, 'RATE_LIMITED', 'x'))).toBe(false);
    expect(isRefusal(new ApiError(503, 'DATABASE_UNAVAILABLE', 'x'))).toBe(false);
    expect(isRefusal(new ApiError(409, 'IDEMPOTENCY_KEY_REUSED', 'x'))).toBe(true);
    const store = memoryStore([queued('a', 1000)]);
    const { sender } = fakeServer({ record: { a: new ApiError(401, 'UNAUTHORIZED', 'Sessão expirada') } });
    expect(await flushQueue(store, sender, USER)).toEqual({ sent: 0, refused: 0, interrupted: true });
    expect(store.map.get('a')).toEqual(queued('a', 1000));
  });

  it("sends only the signed-in account's records (another technician's wait for them)", async () => {
    const store = memoryStore([queued('a', 1000, { userId: 'tech-2' }), queued('b', 2000)]);
    const { sender, calls } = fakeServer();
    expect(await flushQueue(store, sender, USER)).toEqual({ sent: 1, refused: 0, interrupted: false });
    expect(calls).toEqual(['record b']);
    expect([...store.map.keys()]).toEqual(['a']);
  });

  it('makes a new UUID for every record and photo (the Idempotency-Key)', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("back online, 'N manutenções enviadas' (issue 43, item 8)", () => {
  it('a flush cut short as the network returns is tried again, and what each try sent adds up', async () => {
    const answers: FlushResult[] = [
      { sent: 0, refused: 0, interrupted: true },
      { sent: 2, refused: 0, interrupted: true },
      { sent: 1, refused: 1, interrupted: false },
    ];
    const waits: number[] = [];
    const total = await flushWhenOnline(
      async () => answers.shift()!,
      async (ms) => void waits.push(ms),
    );
    expect(total).toEqual({ sent: 3, refused: 1, interrupted: false });
    expect(waits).toEqual([ONLINE_FLUSH_WAIT_MS, ONLINE_FLUSH_WAIT_MS * 2]);
    expect(MAINTENANCE_TEXTS.queueSent(total.sent)).toBe('3 manutenções enviadas');
    expect(MAINTENANCE_TEXTS.queueSent(1)).toBe('1 manutenção enviada');
  });

  it('stops after its tries when the network stays away (a thrown flush counts as cut short)', async () => {
    let calls = 0;
    const total = await flushWhenOnline(
      async () => {
        calls += 1;
        throw new Error('offline');
      },
      async () => undefined,
      3,
    );
    expect(calls).toBe(3);
    expect(total).toEqual({ sent: 0, refused: 0, interrupted: true });
  });
});
