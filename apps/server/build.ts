/**
 * Production build of the server: src/main.ts and @portal/shared (consumed as TypeScript source) bundled into
 * dist/server.cjs, so `npm start` runs plain JavaScript instead of compiling through tsx at every start, with the
 * pure JavaScript packages bundled in too (build-options.ts says which stay out and why); dist/main.js loads it
 * with V8's code cache (src/bundle-loader.ts).
 *
 * dist/ sits beside src/ at the same depth, so the paths the code resolves from import.meta.url (src/paths.ts,
 * src/config.ts) point at the same folders from the bundle.
 *
 * Also dist/pglite-template/: a PGlite data directory initialised and migrated, which a new embedded database copies,
 * and dist/demo-template/: the demo installation seeded from it, which a new one with the demo copies that same day.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { moduleBundleOptions, serverBundleOptions } from './build-options.js';
import { writeServerCodeCache } from './src/code-cache.js';
import { writePgliteTemplate } from './src/db/pglite-template.js';
import { writeDemoTemplate } from './src/demo/template.js';

const root = new URL('.', import.meta.url).pathname;

rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });
await build({ ...serverBundleOptions(root), entryPoints: { server: 'src/main.ts' }, outdir: 'dist' });
// dist/main.js: what `npm start` runs, the server compiled with V8's code cache (src/bundle-loader.ts).
await build({ ...moduleBundleOptions(root), entryPoints: { main: 'src/bundle-loader.ts' }, outdir: 'dist' });
// The embedded database's first start begins from this migrated data directory (src/db/pglite-template.ts).
await writePgliteTemplate();
// dist/server.cjs.cache: V8's code cache, so even the first start after a build compiles nothing it can read back.
await writeServerCodeCache(path.join(root, 'dist', 'main.js'));
// A new embedded installation on the day of the build copies this demo instead of seeding it (src/demo/template.ts).
await writeDemoTemplate();
