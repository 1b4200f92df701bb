import { queryRoots } from '@/lib/query-keys';

/** The signed-in account's own security data ('Minha conta'). */
export const accountKeys = {
  sessions: () => [...queryRoots.sessions, 'list'] as const,
  twoFactor: () => [...queryRoots.twoFactor, 'status'] as const,
};
