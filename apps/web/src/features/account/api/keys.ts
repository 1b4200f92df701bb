import { queryRoots } from '@/lib/query-keys';

/** The signed-in account's own data ('Minha conta'): the account itself, its sessions, its two-factor state, its access log. */
export const accountKeys = {
  me: () => [...queryRoots.account, 'me'] as const,
  /** An invitation link's check as /convite opens (no session: the token is the key). */
  invitation: (token: string) => [...queryRoots.account, 'invitation', token] as const,
  sessions: () => [...queryRoots.sessions, 'list'] as const,
  twoFactor: () => [...queryRoots.twoFactor, 'status'] as const,
  accessLog: (page: number) => [...queryRoots.account, 'access-log', page] as const,
  notificationSettings: () => [...queryRoots.account, 'notification-settings'] as const,
};
