import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@portal/shared';
import type { Database } from '../../db/client.js';
import { notificationSettings } from '../../db/tables/notifications.js';

/** An account's stored choices (one row per account; none until it first saves). */
export function createNotificationSettingsRepository(db: Database) {
  return {
    async find(userId: string): Promise<NotificationSettings | undefined> {
      const [row] = await db
        .select({ settings: notificationSettings.settings })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId))
        .limit(1);
      return row?.settings;
    },

    async save(userId: string, settings: NotificationSettings): Promise<void> {
      await db
        .insert(notificationSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    },
  };
}
