import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWithCodeCache, writeCodeCache } from './code-cache-file.js';

/** A bundle that answers the stack of an error thrown inside it, as a log line of the server would carry it. */
const BUNDLE = `function fail() { throw new Error('falha'); }
module.exports = () => { try { fail(); } catch (error) { return error.stack; } };`;

const root = mkdtempSync(path.join(tmpdir(), 'portal-code-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function stackOf(file: string) {
  const { script, cacheUsed } = compileWithCodeCache(file);
  const module = { exports: {} as () => string };
  (script.runInThisContext() as (...args: unknown[]) => void)(
    module.exports,
    undefined,
    module,
    file,
    path.dirname(file),
  );
  return { stack: module.exports(), cacheUsed, script };
}

describe('stack traces name the running files (issue 40 item 14)', () => {
  it('a bundle moved with its code cache names the folder it runs from, not the one the cache was made in', () => {
    const built = path.join(root, 'build-machine', 'dist');
    const running = path.join(root, 'servidor', 'app', 'dist');
    mkdirSync(built, { recursive: true });
    mkdirSync(running, { recursive: true });
    const builtFile = path.join(built, 'server.cjs');
    writeFileSync(builtFile, BUNDLE);
    writeCodeCache(stackOf(builtFile).script, builtFile);
    expect(stackOf(builtFile).cacheUsed).toBe(true);

    const runningFile = path.join(running, 'server.cjs');
    copyFileSync(builtFile, runningFile);
    copyFileSync(`${builtFile}.cache`, `${runningFile}.cache`);
    const moved = stackOf(runningFile);
    expect(moved.stack).toContain(runningFile);
    expect(moved.stack).not.toContain(built);
    expect(moved.cacheUsed).toBe(false);

    // The moved server writes its own cache, used from then on, still naming where it runs.
    writeCodeCache(moved.script, runningFile);
    const again = stackOf(runningFile);
    expect(again.cacheUsed).toBe(true);
    expect(again.stack).toContain(runningFile);
  });
});
