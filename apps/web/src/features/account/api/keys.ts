import { queryRoots } from '@/lib/query-keys';

/** Every 'Minha conta' query lives under ['account']. */
export const accountKeys = {
  all: queryRoots.account,
  accessLog: (page: number) => [...accountKeys.all, 'access-log', page] as const,
};
