import type { AdminMessage } from '@portal/shared';
import type { NotificationStore } from './store';
import type { AppNotification } from './types';

/** How many seen admin-message ids are remembered (the `since` cursor keeps older ones from coming back). */
export const SEEN_MESSAGES_LIMIT = 500;
/** Toasts shown for one poll; the rest go straight to the panel (a first poll may bring many). */
export const ADMIN_MESSAGE_TOASTS_PER_POLL = 3;

export type SeenMessagesLog = {
  has: (id: string) => boolean;
  /** The newest createdAt seen: the next poll's `since`. */
  since: () => string | undefined;
  record: (messages: readonly AdminMessage[]) => void;
};

type SeenState = { ids: string[]; since?: string };

/** Remembers which admin messages became notifications, so a message never shows twice (even after 'Limpar'). */
export function createSeenMessagesLog({ storage, key }: { storage: Storage | null; key: string }): SeenMessagesLog {
  let state: SeenState = { ids: [] };
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<SeenState> | null;
    if (parsed && Array.isArray(parsed.ids)) {
      state = {
        ids: parsed.ids.filter((id) => typeof id === 'string'),
        since: typeof parsed.since === 'string' ? parsed.since : undefined,
      };
    }
  } catch {
    storage?.removeItem(key);
  }
  let seen = new Set(state.ids);

  return {
    has: (id) => seen.has(id),
    since: () => state.since,
    record(messages) {
      if (messages.length === 0) return;
      let since = state.since;
      for (const message of messages) {
        const time = Date.parse(message.createdAt);
        if (!Number.isNaN(time) && (!since || time > Date.parse(since))) since = new Date(time).toISOString();
      }
      const ids = [...messages.map((m) => m.id).filter((id) => !seen.has(id)), ...state.ids].slice(
        0,
        SEEN_MESSAGES_LIMIT,
      );
      state = { ids, since };
      seen = new Set(ids);
      try {
        storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Memory still deduplicates for this visit.
      }
    },
  };
}

/** The spec's text of an admin message as a notification: 'title: body'. */
export const adminMessageText = (message: AdminMessage) => `${message.title}: ${message.body}`;

/**
 * Turns the new admin messages into info notifications, deduplicated by message id (spec section 7, Messages).
 * The newest few are marked for a toast; returns the notifications added, newest first.
 */
export function ingestAdminMessages(
  messages: readonly AdminMessage[],
  {
    store,
    seen,
    toastLimit = ADMIN_MESSAGE_TOASTS_PER_POLL,
  }: { store: NotificationStore; seen: SeenMessagesLog; toastLimit?: number },
): AppNotification[] {
  const fresh = new Map<string, AdminMessage>();
  for (const message of messages) if (!seen.has(message.id) && !fresh.has(message.id)) fresh.set(message.id, message);
  // Oldest first, so the newest ends on top of the list.
  const ordered = [...fresh.values()].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const added = ordered.map((message, index) =>
    store.add({
      message: adminMessageText(message),
      // Each message keeps its own time ('há 3 horas', 'ontem às 14:20'), not the moment it was polled.
      timestamp: Number.isNaN(Date.parse(message.createdAt)) ? undefined : Date.parse(message.createdAt),
      type: 'info',
      notificationId: message.id,
      toastHidden: index < ordered.length - toastLimit,
    }),
  );
  seen.record(ordered);
  return added.reverse();
}
