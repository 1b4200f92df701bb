/**
 * The server's V8 code cache (dist/server.cjs.cache, read by bundle-loader.ts), written by `npm run build`: one start
 * of the built server on an empty embedded database in a temporary DATA_DIR, stopped once healthy; the loader writes
 * what the start compiled as it exits.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WRITE_CODE_CACHE_ENV } from './code-cache-env.js';
import { freePort } from './lib/free-port.js';
import { untilHealthy } from './lib/until-healthy.js';

const HEALTHY_WITHIN_MS = 60_000;

/** Starts `main` (dist/main.js) once, waits for /api/health, stops it: the cache is beside the bundle after. */
export async function writeServerCodeCache(main: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-code-cache-'));
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    // Nothing of the build's own environment (a DATABASE_URL, REDIS_URL, S3_* or SMTP_URL would send this start to
    // real services): the embedded database, files in the temporary DATA_DIR, no demo.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      [WRITE_CODE_CACHE_ENV]: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await untilHealthy(child, port, { withinMs: HEALTHY_WITHIN_MS, everyMs: 50 });
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
