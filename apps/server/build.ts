/**
 * Production build of the server: src/main.ts and @portal/shared (consumed as TypeScript source) bundled into
 * dist/main.js, so `npm start` runs plain JavaScript instead of compiling through tsx at every start, with the
 * pure JavaScript packages bundled in too (KEPT_IN_NODE_MODULES says which stay out and why).
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

/**
 * The packages that stay files in node_modules, each for a reason: native addons and WebAssembly (pglite, sharp,
 * argon2, heic-decode), data or fonts read from their own folder (geoip-lite, pdfkit, @fontsource, swagger and its
 * UI's files, pino's transport workers), and the ones only some requests load with `await import(...)` (exceljs,
 * nodemailer, the AWS SDK, ioredis), which must not be read at every start. Everything else is bundled into
 * main.js (issue 27): one file to compile instead of some thousand to find, read and link took PostgreSQL's start
 * to healthy from 2.3 s to 1.85 s on a 2-core machine.
 */
const KEPT_IN_NODE_MODULES = [
  /^@electric-sql\/pglite/,
  /^sharp$/,
  /^@node-rs\/argon2/,
  /^heic-decode$/,
  /^geoip-lite$/,
  /^pdfkit/,
  /^@fontsource\//,
  /^@fastify\/swagger/,
  /^pino(\/|$)/,
  /^exceljs$/,
  /^nodemailer$/,
  /^@aws-sdk\//,
  /^ioredis$/,
  /^pg-native$/,
];

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.kind !== 'entry-point' &&
      (args.path.startsWith('node:') || KEPT_IN_NODE_MODULES.some((kept) => kept.test(args.path)))
        ? { path: args.path, external: true }
        : undefined,
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
  // Less to parse at start; names stay (stack traces, Fastify's plugin names).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // The bundled CommonJS packages call require() for Node's own modules: an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  plugins: [productionModeFirst, externalPackages],
});
// The embedded database's first start begins from this migrated data directory (src/db/pglite-template.ts).
await writePgliteTemplate();
// A new embedded installation on the day of the build copies this demo instead of seeding it (src/demo/template.ts).
await writeDemoTemplate();
