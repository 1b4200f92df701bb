import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each file's database is a copy of it (src/testing/test-app.ts).
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit the 2-core machines.
    maxWorkers: 2,
  },
});
