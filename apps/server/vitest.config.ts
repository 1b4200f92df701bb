import { defineConfig } from 'vitest/config';
import { compiledIfHtmlRuntime } from './src/build/html-templates.js';

export default defineConfig({
  // The tests render the public pages as the bundle does: host elements compiled into templates (issue 27).
  plugins: [
    {
      name: 'html-templates',
      enforce: 'pre',
      async transform(code, id) {
        const compiled = await compiledIfHtmlRuntime(code, id);
        return compiled === undefined ? undefined : { code: compiled, map: null };
      },
    },
  ],
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates one template database per run; each file's database is a copy of it (src/testing/test-app.ts).
    globalSetup: ['./src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers suit the 2-core machines.
    maxWorkers: 2,
    // A worker runs its files in one module graph: importing the app (Fastify, drizzle, sharp, the React public
    // page) and compiling PGlite once per worker instead of once per file more than halved the suite's CPU time.
    // The server keeps no state in its modules; every file builds its own app and database and closes them.
    isolate: false,
  },
});
