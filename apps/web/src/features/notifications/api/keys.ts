/** Notification queries: the messages polls, one per signed-in account (admin or technician). */
export const notificationKeys = {
  all: ['notifications'] as const,
  adminMessages: (userId: string) => [...notificationKeys.all, 'admin-messages', userId] as const,
  technicianMessages: (userId: string) => [...notificationKeys.all, 'technician-messages', userId] as const,
};
