/**
 * How the server's code is bundled, shared by the production build (build.ts: dist/) and the benchmarks'
 * (bench/build.ts: .bench/), so a benchmark measures the code that ships, not tsx's transpilation of it (tsx keeps
 * every function's name with a call per definition, a cost the bundle does not have).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import { htmlTemplatesPlugin } from './src/build/html-templates.js';

/**
 * The packages that stay files in node_modules, each for a reason: native addons and WebAssembly (pglite, sharp,
 * argon2, heic-decode), data or fonts read from their own folder (geoip-lite, pdfkit, @fontsource, swagger and its
 * UI's files, pino's transport workers), and the ones only some requests load with `await import(...)` (exceljs,
 * nodemailer, the AWS SDK, ioredis), which must not be read at every start. Everything else is bundled (issue 27):
 * one file to compile instead of some thousand to find, read and link took PostgreSQL's start to healthy from 2.3 s
 * to 1.85 s on a 2-core machine.
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
 * evaluated before the bundle's own code, so it is built as a file of its own (the entry `production-mode`) that
 * each entry importing it first (the benchmarks' processes) loads from beside itself. (The server's CommonJS bundle
 * runs its requires in order, and its loader sets NODE_ENV before it.)
 */
const productionModeFirst: Plugin = {
  name: 'production-mode-first',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/production-mode\.js$/ }, (args) =>
      args.kind === 'import-statement' && args.importer.endsWith('.ts')
        ? { path: './production-mode.js', external: true }
        : undefined,
    );
  },
};

/** What every bundle shares; the format, entries and output are the caller's (build.ts, bench/build.ts). */
const commonOptions = (root: string): BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  // Less to parse at start; names stay (stack traces, Fastify's plugin names).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  // The public pages' host elements as templates: the scan page's HTML costs less CPU (issue 27).
  plugins: [externalPackages, htmlTemplatesPlugin],
});

/**
 * The server as one CommonJS file (dist/server.cjs), for bundle-loader.ts to compile with V8's code cache.
 * import.meta.url is the file's own URL, as in the sources.
 */
export const serverBundleOptions = (root: string): BuildOptions => ({
  ...commonOptions(root),
  format: 'cjs',
  outExtension: { '.js': '.cjs' },
  define: { 'import.meta.url': 'bundleFileUrl' },
  // The packages loaded on first use (`await import('exceljs')`) are required instead: a script compiled from V8's
  // code cache has no module loader for import() on Node 20, and each has a CommonJS entry.
  supported: { 'dynamic-import': false },
  banner: { js: "var bundleFileUrl = require('node:url').pathToFileURL(__filename).href;" },
});

/**
 * An ES module bundle: the loader (production-mode.ts inside it, before all else), the benchmarks
 * (`productionModeApart`: production-mode.ts as a file of its own beside them, see productionModeFirst).
 */
export const moduleBundleOptions = (root: string, productionModeApart = false): BuildOptions => ({
  ...commonOptions(root),
  format: 'esm',
  // The bundled CommonJS packages call require() for Node's own modules: an ES module has none of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  plugins: productionModeApart
    ? [productionModeFirst, externalPackages, htmlTemplatesPlugin]
    : [externalPackages, htmlTemplatesPlugin],
});

/** The same bundle with the public pages' JSX left to the runtime (html-templates.test.ts compares the two). */
export const withoutHtmlTemplates = (options: BuildOptions): BuildOptions => ({
  ...options,
  plugins: options.plugins?.filter((plugin) => plugin !== htmlTemplatesPlugin),
});
