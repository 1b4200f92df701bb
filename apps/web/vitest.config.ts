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
      // One module graph and jsdom per file. Sharing them per worker (`isolate: false`) halved the suite's CPU time,
      // but a request a file left scheduled (a query's retry, a keyed write's retry) landed in the next file's fetch
      // stub on busy CI runs, a different test failing each time: the suite is ~2 minutes slower and never flaky.
      // testing/setup.ts still resets what a test leaves behind inside its own file.
      isolate: true,
      // A form test takes about a second on an idle machine and has taken over 5 s (the default limit) on a busy
      // 2-core one; a hung test still fails.
      testTimeout: 15_000,
    },
  }),
);
