/**
 * What deploy/portal@.service gives each instance beyond the app's own settings: its `Environment=` lines (the
 * allocator's, e.g. MALLOC_ARENA_MAX) and the node flags of its `ExecStart=`, so BENCH=soak runs dist/main.js the way
 * production does. The lines the bench sets itself (port, address, data folder, NODE_ENV) are left out.
 */
import { readFileSync } from 'node:fs';

const SET_BY_THE_BENCH = new Set(['PORT', 'HOST', 'DATA_DIR', 'NODE_ENV']);

export function unitSettings(unitFile: string): { env: Record<string, string>; nodeArgs: string[] } {
  const env: Record<string, string> = {};
  let nodeArgs: string[] = [];
  for (const line of readFileSync(unitFile, 'utf8').split('\n')) {
    const environment = /^Environment=([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (environment && !SET_BY_THE_BENCH.has(environment[1]!)) env[environment[1]!] = environment[2]!;
    const exec = /^ExecStart=\S*node((?:\s+\S+)*?)\s+dist\/main\.js$/.exec(line.trim());
    if (exec) nodeArgs = exec[1]!.split(/\s+/).filter(Boolean);
  }
  return { env, nodeArgs };
}
