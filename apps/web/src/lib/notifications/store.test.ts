import { describe, expect, it } from 'vitest';
import type { AdminMessage } from '@portal/shared';
import { createNotificationStore, MAX_NOTIFICATIONS } from './store';
import { createSeenMessagesLog, ingestAdminMessages } from './admin-messages';

const newStore = (key = 'portal:notifications:u1') => createNotificationStore({ storage: localStorage, key });
const newSeen = (key = 'portal:admin-messages-seen:u1') => createSeenMessagesLog({ storage: localStorage, key });
const message = (id: string, createdAt: string, title = `Título ${id}`, body = `Corpo ${id}`): AdminMessage => ({
  id,
  title,
  body,
  createdAt,
});

describe('notification store', () => {
  it('keeps at most 100, newest first', () => {
    const store = newStore();
    for (let i = 1; i <= MAX_NOTIFICATIONS + 5; i++) store.add({ message: `n${i}`, type: 'info' });
    const list = store.getSnapshot();
    expect(MAX_NOTIFICATIONS).toBe(100);
    expect(list).toHaveLength(100);
    expect(list[0]!.message).toBe('n105');
    expect(list[99]!.message).toBe('n6');
  });

  it('a new notification is unread, not persistent, with its toast showing, and has a unique id', () => {
    const store = newStore();
    const a = store.add({ message: 'Tag criada com sucesso!', type: 'success' });
    const b = store.add({ message: 'Erro ao criar tag. Tente novamente.', type: 'error', persistent: true });
    expect(a).toMatchObject({ read: false, persistent: false, toastHidden: false, type: 'success' });
    expect(b.persistent).toBe(true);
    expect(a.id).not.toBe(b.id);
    expect(typeof a.timestamp).toBe('number');
  });

  it('marks all as read, and tells its listeners', () => {
    const store = newStore();
    store.add({ message: 'a' });
    store.add({ message: 'b' });
    let calls = 0;
    store.subscribe(() => calls++);
    store.markAllRead();
    expect(store.getSnapshot().every((n) => n.read)).toBe(true);
    expect(calls).toBe(1);
    store.markAllRead(); // nothing left to change: no new snapshot
    expect(calls).toBe(1);
  });

  it('hides a toast, removes one, clears all', () => {
    const store = newStore();
    const a = store.add({ message: 'a' });
    const b = store.add({ message: 'b' });
    store.hideToast(a.id);
    expect(store.getSnapshot().find((n) => n.id === a.id)!.toastHidden).toBe(true);
    store.remove(b.id);
    expect(store.getSnapshot().map((n) => n.message)).toEqual(['a']);
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('is kept per user in localStorage, without the action functions', () => {
    const store = newStore('portal:notifications:u1');
    store.add({ message: 'Página criada com sucesso!', type: 'success', action: { label: 'Ver', onClick: () => {} } });
    const again = newStore('portal:notifications:u1');
    expect(again.getSnapshot()).toHaveLength(1);
    expect(again.getSnapshot()[0]).toMatchObject({
      message: 'Página criada com sucesso!',
      type: 'success',
      read: false,
    });
    expect(again.getSnapshot()[0]!.action).toBeUndefined();
    expect(newStore('portal:notifications:u2').getSnapshot()).toEqual([]);
  });

  it('an unreadable stored list starts empty', () => {
    localStorage.setItem('portal:notifications:u1', '{not json');
    expect(newStore().getSnapshot()).toEqual([]);
    localStorage.setItem(
      'portal:notifications:u1',
      JSON.stringify([{ id: 1 }, { id: 'x', message: 'ok', type: 'info', timestamp: 1 }]),
    );
    expect(
      newStore()
        .getSnapshot()
        .map((n) => n.id),
    ).toEqual(['x']);
  });
});

describe('admin messages as notifications', () => {
  it("become info notifications 'title: body', deduplicated by id across polls", () => {
    const store = newStore();
    const seen = newSeen();
    const first = ingestAdminMessages(
      [
        message('m2', '2025-01-01T10:05:00.000Z', 'Novo cadastro', 'bruno@exemplo.com criou uma conta.'),
        message('m1', '2025-01-01T10:00:00.000Z'),
      ],
      { store, seen },
    );
    expect(first.map((n) => n.notificationId)).toEqual(['m2', 'm1']);
    expect(store.getSnapshot()[0]).toMatchObject({
      type: 'info',
      message: 'Novo cadastro: bruno@exemplo.com criou uma conta.',
      notificationId: 'm2',
    });

    // The next poll repeats m2 (same millisecond as the cursor) and brings m3; the same page twice in one answer counts once.
    const second = ingestAdminMessages(
      [
        message('m3', '2025-01-01T10:10:00.000Z'),
        message('m3', '2025-01-01T10:10:00.000Z'),
        message('m2', '2025-01-01T10:05:00.000Z'),
      ],
      { store, seen },
    );
    expect(second.map((n) => n.notificationId)).toEqual(['m3']);
    expect(store.getSnapshot().map((n) => n.notificationId)).toEqual(['m3', 'm2', 'm1']);
  });

  it("remembers what was seen, even after 'Limpar' and a reload", () => {
    const store = newStore();
    ingestAdminMessages([message('m1', '2025-01-01T10:00:00.000Z')], { store, seen: newSeen() });
    store.clear();
    const afterReload = newSeen();
    expect(ingestAdminMessages([message('m1', '2025-01-01T10:00:00.000Z')], { store, seen: afterReload })).toEqual([]);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('asks for what came after the newest message seen', () => {
    const seen = newSeen();
    expect(seen.since()).toBeUndefined();
    ingestAdminMessages(
      [
        message('a', '2025-01-01T10:00:00.000Z'),
        message('b', '2025-03-01T08:30:00.000Z'),
        message('c', '2025-02-01T00:00:00.000Z'),
      ],
      {
        store: newStore(),
        seen,
      },
    );
    expect(seen.since()).toBe('2025-03-01T08:30:00.000Z');
    expect(newSeen().since()).toBe('2025-03-01T08:30:00.000Z');
  });

  it('toasts only the newest few of a large batch; the rest wait in the panel', () => {
    const store = newStore();
    const batch = Array.from({ length: 6 }, (_, i) =>
      message(`m${i}`, new Date(Date.UTC(2025, 0, 1, 10, i)).toISOString()),
    );
    const added = ingestAdminMessages(batch, { store, seen: newSeen(), toastLimit: 3 });
    expect(added.filter((n) => !n.toastHidden).map((n) => n.notificationId)).toEqual(['m5', 'm4', 'm3']);
    expect(store.getSnapshot().every((n) => !n.read)).toBe(true);
  });
});
