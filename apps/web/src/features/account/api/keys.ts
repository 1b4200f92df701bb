import { queryRoots } from '@/lib/query-keys';

/** The signed-in account's own data ('Minha conta'): its sessions, its two-factor state, its access log. */
export const accountKeys = {
  sessions: () => [...queryRoots.sessions, 'list'] as const,
  twoFactor: () => [...queryRoots.twoFactor, 'status'] as const,
  accessLog: (page: number) => [...queryRoots.account, 'access-log', page] as const,
  notificationSettings: () => [...queryRoots.account, 'notification-settings'] as const,
};
