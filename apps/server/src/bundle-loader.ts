/**
 * dist/main.js, what `npm start` runs: the bundled server (dist/server.cjs, build.ts) compiled with V8's code cache
 * (dist/server.cjs.cache). Compiling the ~4 MB bundle and its functions was a fifth of a start (issue 27); with the
 * cache V8 reads them back instead. `npm run build` writes the cache by starting the server once (so even the first
 * start after a build has it); V8 rejects a cache that does not match the file or this Node, code-cache-file.ts one
 * made for another folder (the build machine's), and the server then compiles as without one and writes the cache
 * again a few seconds in. A read-only dist/ only means no cache.
 * Node 20 has no module compile cache (22 does): vm.Script's cachedData is its way.
 */
import './production-mode.js';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileWithCodeCache, writeCodeCache } from './code-cache-file.js';
import { WRITE_CODE_CACHE_ENV } from './code-cache-env.js';

const WRITE_CACHE_AFTER_MS = 5_000;

const file = fileURLToPath(new URL('./server.cjs', import.meta.url));
// No import() in the bundle (build-options.ts turns it into require): code read from the cache has no loader for it.
const { script, cacheUsed } = compileWithCodeCache(file);
if (process.env[WRITE_CODE_CACHE_ENV] === '1') {
  // npm run build's start (code-cache.ts): the cache of what the whole start compiled, at exit.
  process.once('exit', () => writeCodeCache(script, file));
} else if (!cacheUsed) {
  setTimeout(() => writeCodeCache(script, file), WRITE_CACHE_AFTER_MS).unref();
}

const commonJsModule = { exports: {}, id: file, filename: file, loaded: false };
const run = script.runInThisContext() as (...args: unknown[]) => void;
run.call(commonJsModule.exports, commonJsModule.exports, createRequire(file), commonJsModule, file, path.dirname(file));
