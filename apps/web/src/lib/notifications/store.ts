import type { AppNotification, NotifyInput } from './types';

/** Spec section 9: at most 100 notifications stored. */
export const MAX_NOTIFICATIONS = 100;

export type NotificationStore = {
  getSnapshot: () => readonly AppNotification[];
  subscribe: (listener: () => void) => () => void;
  /** Adds a notification on top (newest first), dropping the oldest beyond MAX_NOTIFICATIONS. */
  add: (input: NotifyInput) => AppNotification;
  markAllRead: () => void;
  markRead: (id: string) => void;
  hideToast: (id: string) => void;
  remove: (id: string) => void;
  clear: () => void;
};

let sequence = 0;
/** Unique enough for a client-only list; crypto.randomUUID is missing on plain-http origins. */
function newId(): string {
  sequence += 1;
  return `${Date.now().toString(36)}-${sequence.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

const TYPES = new Set(['success', 'error', 'warning', 'info']);

function isStoredNotification(value: unknown): value is AppNotification {
  const n = value as Partial<AppNotification> | null;
  return (
    !!n &&
    typeof n.id === 'string' &&
    typeof n.message === 'string' &&
    typeof n.type === 'string' &&
    TYPES.has(n.type) &&
    typeof n.timestamp === 'number'
  );
}

function load(storage: Storage | null, key: string): AppNotification[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isStoredNotification)
      .slice(0, MAX_NOTIFICATIONS)
      .map((n) => ({
        id: n.id,
        message: n.message,
        description: typeof n.description === 'string' ? n.description : undefined,
        type: n.type,
        read: Boolean(n.read),
        timestamp: n.timestamp,
        persistent: Boolean(n.persistent),
        notificationId: typeof n.notificationId === 'string' ? n.notificationId : undefined,
        // A reload never brings a toast back.
        toastHidden: true,
      }));
  } catch {
    storage.removeItem(key);
    return [];
  }
}

/**
 * The client-only notification list of one signed-in user, kept in `storage` under `key`
 * (localStorage in the app; null keeps it in memory). Fits React's useSyncExternalStore.
 */
export function createNotificationStore({ storage, key }: { storage: Storage | null; key: string }): NotificationStore {
  let state: AppNotification[] = load(storage, key);
  const listeners = new Set<() => void>();

  function set(next: AppNotification[]) {
    state = next;
    if (storage) {
      try {
        // Actions are functions: they stay in memory.
        storage.setItem(key, JSON.stringify(state.map(({ action: _action, ...rest }) => rest)));
      } catch {
        // A full or blocked storage must not break the screen; the list still works in memory.
      }
    }
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(input) {
      const notification: AppNotification = {
        id: newId(),
        message: input.message,
        description: input.description,
        type: input.type ?? 'info',
        read: false,
        timestamp: input.timestamp ?? Date.now(),
        persistent: input.persistent ?? false,
        action: input.action,
        notificationId: input.notificationId,
        toastHidden: input.toastHidden ?? false,
      };
      set([notification, ...state].slice(0, MAX_NOTIFICATIONS));
      return notification;
    },
    markAllRead() {
      if (state.every((n) => n.read)) return;
      set(state.map((n) => (n.read ? n : { ...n, read: true })));
    },
    markRead(id) {
      if (!state.some((n) => n.id === id && !n.read)) return;
      set(state.map((n) => (n.id === id ? { ...n, read: true } : n)));
    },
    hideToast(id) {
      if (!state.some((n) => n.id === id && !n.toastHidden)) return;
      set(state.map((n) => (n.id === id ? { ...n, toastHidden: true } : n)));
    },
    remove(id) {
      if (!state.some((n) => n.id === id)) return;
      set(state.filter((n) => n.id !== id));
    },
    clear() {
      if (state.length === 0) return;
      set([]);
    },
  };
}
