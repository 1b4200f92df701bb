import { queryRoots } from '@/lib/query-keys';

/** The account's webhooks (issue 45): the list, and each one's delivery log by page. */
export const webhookKeys = {
  all: queryRoots.webhooks,
  list: () => [...queryRoots.webhooks, 'list'] as const,
  deliveries: (id: string, page: number) => [...queryRoots.webhooks, 'deliveries', id, page] as const,
};
