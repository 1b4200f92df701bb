import { createSeenMessagesLog, type SeenMessagesLog } from './admin-messages';
import { createNotificationStore, type NotificationStore } from './store';

type UserNotifications = { store: NotificationStore; seen: SeenMessagesLog };

const registry = new Map<string, UserNotifications>();

/**
 * The notification list and the seen admin messages of one user, persisted per user in localStorage.
 * Without a user (signed out) the list lives in memory only.
 */
export function notificationsFor(userId: string | null | undefined): UserNotifications {
  const id = userId ?? '';
  let entry = registry.get(id);
  if (!entry) {
    const storage = id && typeof localStorage !== 'undefined' ? localStorage : null;
    entry = {
      store: createNotificationStore({ storage, key: `portal:notifications:${id}` }),
      seen: createSeenMessagesLog({ storage, key: `portal:admin-messages-seen:${id}` }),
    };
    registry.set(id, entry);
  }
  return entry;
}

/** Forgets the in-memory lists (tests start each case from what localStorage holds). */
export function resetNotificationsRegistry(): void {
  registry.clear();
}
