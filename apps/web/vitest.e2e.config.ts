import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './e2e/workers';

// End-to-end journeys: the built app served by the real server, driven by Debian's chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    // Two journeys share the 2 cores: the longest (photos) takes ~55 s then; a limit, never a performance target.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // E2E_WORKERS journeys at once, each worker with a server of its own (e2e/workers.ts).
    fileParallelism: E2E_WORKERS > 1,
    maxWorkers: E2E_WORKERS,
  },
});
