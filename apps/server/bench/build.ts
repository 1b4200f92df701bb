/**
 * `npm run bench` first bundles the benchmarks as the production build bundles the server (build-options.ts) into
 * .bench/, then runs .bench/run.js: the figures are those of the code that ships. The child processes (the load
 * generators, the upload benchmark's server) are entries of their own, found by benchProcessArgs (lib.ts).
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { moduleBundleOptions } from '../build-options.js';

const root = new URL('..', import.meta.url).pathname;

rmSync(new URL('../.bench', import.meta.url), { recursive: true, force: true });
await build({
  ...moduleBundleOptions(root, true),
  entryPoints: {
    run: 'bench/run.ts',
    'load-worker': 'bench/load-worker.ts',
    'upload-worker': 'bench/upload-worker.ts',
    'upload-server': 'bench/upload-server.ts',
    'memory-probe': 'bench/memory-probe.ts',
    'production-mode': 'src/production-mode.ts',
  },
  // Beside src/ at the same depth, as dist/ is: the paths the code resolves from import.meta.url hold.
  outdir: '.bench',
});
