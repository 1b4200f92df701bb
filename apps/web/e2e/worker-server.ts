import { inject } from 'vitest';
import type { E2eServer } from './workers';

/** This worker's server (e2e/workers.ts): VITEST_POOL_ID tells the workers running at once apart, from 1. */
export function thisWorkersServer(): E2eServer {
  const servers = inject('servers');
  return servers[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % servers.length]!;
}
