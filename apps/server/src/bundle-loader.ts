/**
 * dist/main.js, what `npm start` runs: the bundled server (dist/server.cjs, build.ts) compiled with V8's code cache
 * (dist/server.cjs.cache). Compiling the ~4 MB bundle and its functions was a fifth of a start (issue 27); with the
 * cache V8 reads them back instead. `npm run build` writes the cache by starting the server once (so even the first
 * start after a build has it); V8 rejects a cache that does not match the file or this Node, and the server then
 * compiles as without one and writes the cache again a few seconds in. A read-only dist/ only means no cache.
 * Node 20 has no module compile cache (22 does): vm.Script's cachedData is its way.
 */
import './production-mode.js';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { WRITE_CODE_CACHE_ENV } from './code-cache-env.js';

const WRITE_CACHE_AFTER_MS = 5_000;

const file = fileURLToPath(new URL('./server.cjs', import.meta.url));
const cacheFile = `${file}.cache`;

let cachedData: Buffer | undefined;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache yet: this start writes it.
}
// No import() in the bundle (build-options.ts turns it into require): code read from the cache has no loader for it.
const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
/** Written aside, then renamed: instances starting together never read half a cache. */
function writeCodeCache() {
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true });
  }
}
if (process.env[WRITE_CODE_CACHE_ENV] === '1') {
  // npm run build's start (code-cache.ts): the cache of what the whole start compiled, at exit.
  process.once('exit', writeCodeCache);
} else if (!cachedData || script.cachedDataRejected) {
  setTimeout(writeCodeCache, WRITE_CACHE_AFTER_MS).unref();
}

const commonJsModule = { exports: {}, id: file, filename: file, loaded: false };
const run = script.runInThisContext() as (...args: unknown[]) => void;
run.call(commonJsModule.exports, commonJsModule.exports, createRequire(file), commonJsModule, file, path.dirname(file));
