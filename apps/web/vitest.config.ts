import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup.ts'],
      css: false,
      // Both cores: vitest's default for `run` is one worker less than the cores, a single worker here.
      maxWorkers: 2,
      // One jsdom and one module graph per worker instead of per file: building the environment and importing React,
      // Radix and the app again for every file was about half the suite's CPU time. What a test may leave behind
      // (rendered trees, toasts, timers, stubs, storage, the notifications registry) is reset by testing/setup.ts.
      isolate: false,
      // A form test takes about a second on an idle machine and has taken over 5 s (the default limit) on a busy
      // 2-core one; a hung test still fails.
      testTimeout: 15_000,
    },
  }),
);
