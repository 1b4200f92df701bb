import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript a visitor downloads before the login form shows, from a real production build: the entry chunk
 * and everything it imports statically (the login screen is part of it). Budget: 112 KB compressed with brotli
 * (about 0.6 s on Lighthouse's simulated mobile network); it was about 210 KB before the signed-in shell and the
 * unused shared schemas were split out, 154 KB before the toaster (sonner) left it, 147 KB before zod and
 * react-hook-form did (issue 27: the login imports `@portal/shared/core` and checks its two fields itself), and is
 * about 108 KB now.
 */
const LOGIN_JS_BUDGET_BROTLI = 112 * 1024;

async function productionChunks() {
  const output = (await build({
    root: path.resolve(import.meta.dirname, '../..'),
    configFile: path.resolve(import.meta.dirname, '../../vite.config.ts'),
    logLevel: 'silent',
    // The test runner's NODE_ENV=test would otherwise give React's development build.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false, sourcemap: false },
  })) as Rollup.RollupOutput;
  return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
}

/** The entry chunk and its static imports, transitively: what the browser fetches before the first screen renders. */
function loginRouteChunks(chunks: Rollup.OutputChunk[]) {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('no entry chunk in the build');
  const seen = new Set<Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) visit(byName.get(name)!);
  };
  visit(entry);
  return [...seen];
}

describe('the login route stays light', () => {
  it(
    `downloads at most ${LOGIN_JS_BUDGET_BROTLI / 1024} KB of JavaScript (brotli), none of the signed-in shell, toaster, service worker, zod or react-hook-form`,
    { timeout: 120_000 },
    async () => {
      const chunks = loginRouteChunks(await productionChunks());
      const modules = chunks.flatMap((chunk) => chunk.moduleIds);
      expect(modules.some((id) => id.endsWith('/src/app/routes/auth/login.tsx'))).toBe(true);
      expect(
        modules.filter((id) => /\/src\/(app\/app-shell|components\/layout\/|features\/notifications\/)/.test(id)),
      ).toEqual([]);
      expect(modules.filter((id) => /node_modules\/(papaparse|@radix-ui\/react-dialog)\//.test(id))).toEqual([]);
      // Only the screens that validate with a schema load zod (and its pt-BR locale) and react-hook-form.
      expect(
        modules.filter((id) =>
          /node_modules\/(zod|react-hook-form|@hookform\/resolvers)\/|shared\/src\/index\.ts$/.test(id),
        ),
      ).toEqual([]);
      // The toaster and the service worker load once the login has painted (app/provider.tsx, main.tsx).
      expect(
        modules.filter((id) => /node_modules\/(sonner|workbox-window)\/|\/src\/app\/service-worker/.test(id)),
      ).toEqual([]);
      const brotliBytes = chunks.reduce((sum, chunk) => sum + brotliCompressSync(chunk.code).length, 0);
      expect(brotliBytes).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BROTLI);
    },
  );
});
