import { queryRoots } from '@/lib/query-keys';

/** Notification queries: the messages polls, one per signed-in account (admin, technician or user). */
export const notificationKeys = {
  all: queryRoots.notifications,
  adminMessages: (userId: string) => [...notificationKeys.all, 'admin-messages', userId] as const,
  technicianMessages: (userId: string) => [...notificationKeys.all, 'technician-messages', userId] as const,
  userMessages: (userId: string) => [...notificationKeys.all, 'user-messages', userId] as const,
  /** The admin's 'Notificações com falha' (the outbox's failed rows), by page. */
  failedNotices: (page: number) => [...notificationKeys.all, 'failed-notices', page] as const,
};
