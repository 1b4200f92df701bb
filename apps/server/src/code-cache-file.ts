import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Module } from 'node:module';
import vm from 'node:vm';

/**
 * The server's bundle compiled with V8's code cache (`<file>.cache`, beside it), for bundle-loader.ts.
 *
 * V8 keeps the script's file name in the cache and uses that one, not the name it is given, for a script read back:
 * a cache written by `npm run build` on the build machine made every stack trace name the build machine's folder
 * wherever the server ran (issue 40 item 14). So the cache's first line is the absolute path it was made for, and a
 * cache made for another path is not used: the server compiles as without one and writes its own a moment later.
 */
type CompiledBundle = { script: vm.Script; cacheUsed: boolean };

const NEWLINE = 0x0a;

/** The cache's V8 data when it was made for this very file, else undefined. */
function cachedDataFor(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(`${file}.cache`);
  } catch {
    return undefined; // No cache yet: this start writes it.
  }
  const end = bytes.indexOf(NEWLINE);
  if (end < 0 || bytes.subarray(0, end).toString('utf8') !== file) return undefined;
  return bytes.subarray(end + 1);
}

/** `file` (a CommonJS bundle) wrapped as Node wraps a module, compiled with its cache when that cache is its own. */
export function compileWithCodeCache(file: string): CompiledBundle {
  const cachedData = cachedDataFor(file);
  const script = new vm.Script(Module.wrap(readFileSync(file, 'utf8')), { filename: file, cachedData });
  return { script, cacheUsed: cachedData !== undefined && !script.cachedDataRejected };
}

/** Written aside, then renamed: instances starting together never read half a cache. A read-only folder: no cache. */
export function writeCodeCache(script: vm.Script, file: string): void {
  const cacheFile = `${file}.cache`;
  const partial = `${cacheFile}.${process.pid}`;
  try {
    writeFileSync(partial, Buffer.concat([Buffer.from(`${file}\n`, 'utf8'), script.createCachedData()]));
    renameSync(partial, cacheFile);
  } catch {
    rmSync(partial, { force: true });
  }
}
