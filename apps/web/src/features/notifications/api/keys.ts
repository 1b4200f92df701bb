/** Notification queries: the admin messages poll, one per signed-in admin. */
export const notificationKeys = {
  all: ['notifications'] as const,
  adminMessages: (userId: string) => [...notificationKeys.all, 'admin-messages', userId] as const,
};
