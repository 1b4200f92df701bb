/**
 * Production build of the server: src/main.ts and @portal/shared (consumed as TypeScript source) bundled into
 * dist/main.js, so `npm start` runs plain JavaScript instead of compiling through tsx at every start.
 * Every other package stays external and is loaded from node_modules (native addons, PGlite's wasm, pino's workers).
 *
 * dist/ sits beside src/ at the same depth, so the paths the code resolves from import.meta.url (src/paths.ts,
 * src/config.ts) point at the same folders from the bundle.
 *
 * Also dist/pglite-template/: a PGlite data directory initialised and migrated, which a new embedded database copies,
 * and dist/demo-template/: the demo installation seeded from it, which a new one with the demo copies that same day.
 */
import { rmSync } from 'node:fs';
import { build, type Plugin } from 'esbuild';
import { writePgliteTemplate } from './src/db/pglite-template.js';
import { writeDemoTemplate } from './src/demo/template.js';

const root = new URL('.', import.meta.url).pathname;

/** Bare imports stay external, except the workspace's own TypeScript packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') || args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * production-mode.ts must run before any library reads NODE_ENV. In one ESM bundle every external import is
 * evaluated before the bundle's own code, so it is built as a file of its own that main.js imports first.
 */
const productionModeFirst: Plugin = {
  name: 'production-mode-first',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\/production-mode\.js$/ }, (args) =>
      args.importer.endsWith('/src/main.ts') ? { path: './production-mode.js', external: true } : undefined,
    );
  },
};

rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'production-mode': 'src/production-mode.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [productionModeFirst, externalPackages],
});
// The embedded database's first start begins from this migrated data directory (src/db/pglite-template.ts).
await writePgliteTemplate();
// A new embedded installation on the day of the build copies this demo instead of seeding it (src/demo/template.ts).
await writeDemoTemplate();
