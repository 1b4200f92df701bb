import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app served by the real server, driven by Debian's chromium.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser at a time fit the 2-core machines.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
