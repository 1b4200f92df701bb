/**
 * Start benchmark (issue 27): the built server (`node dist/main.js`, so `npm run build` first, which also writes V8's
 * code cache) started as a real process, BENCH_STARTS times (default 5) per case; reports the medians of
 * - the time from spawn to `GET /api/health` answering 200 (polled every 20 ms);
 * - the idle RSS (VmRSS of /proc/<pid>/status) 2 s after that.
 * Cases: embedded PGlite on a fresh DATA_DIR (the first start, which creates the demo data), then a second start
 * on that same DATA_DIR; PostgreSQL (when DATABASE_URL is set) on a new database (the first start, which creates
 * every table), then a restart on that same database (what every later start, a deploy or a crash meets).
 * Targets: PostgreSQL < 1.0 s and < 150 MB; embedded first start < 5 s and < 300 MB.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/lib/free-port.js';
import { untilHealthy } from '../src/lib/until-healthy.js';
import { createBenchDatabase, type BenchDriver, type StandaloneBench } from './lib.js';

const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const IDLE_WAIT_MS = 2_000;
const HEALTH_TIMEOUT_MS = 120_000;
/** BENCH_START_MAIN: another build to compare (e.g. a copy of dist/ from before a change, at the same depth). */
const MAIN = path.resolve(process.env.BENCH_START_MAIN ?? new URL('../dist/main.js', import.meta.url).pathname);

type Start = { seconds: number; rssMb: number };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** One start of the built server with `env`: time to healthy, then the idle RSS; the process is stopped after. */
async function measureStart(env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const started = performance.now();
  // Never the bench's own DATABASE_URL or SEED_DEMO: each case says which database it starts on.
  const { DATABASE_URL: _url, SEED_DEMO: _seed, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await untilHealthy(child, port, { withinMs: HEALTH_TIMEOUT_MS, everyMs: 20, output: () => output });
    const seconds = (performance.now() - started) / 1000;
    await sleep(IDLE_WAIT_MS);
    return { seconds, rssMb: rssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summarise(label: string, starts: Start[]): Record<string, string> {
  const seconds = median(starts.map((start) => start.seconds));
  const rss = median(starts.map((start) => start.rssMb));
  console.log(
    `${label}: median ${seconds.toFixed(2)} s to healthy, idle RSS ${rss.toFixed(0)} MB ` +
      `(each: ${starts.map((start) => `${start.seconds.toFixed(2)} s/${start.rssMb.toFixed(0)} MB`).join(', ')})`,
  );
  return { [`${label} s`]: seconds.toFixed(2), [`${label} RSS MB`]: rss.toFixed(0) };
}

async function runStarts(driver: BenchDriver): Promise<Record<string, string>> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first`);
  // The build writes V8's code cache beside the bundle (src/code-cache.ts); without it every start compiles.
  const codeCache = path.join(path.dirname(MAIN), 'server.cjs.cache');
  console.log(
    existsSync(codeCache) ? `code cache: ${codeCache}` : 'code cache: none (every start compiles the bundle)',
  );
  const jwt = { JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256' };
  if (driver === 'pglite') {
    const first: Start[] = [];
    const second: Start[] = [];
    for (let index = 0; index < STARTS; index++) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
      try {
        first.push(await measureStart({ ...jwt, DATA_DIR: dataDir }));
        second.push(await measureStart({ ...jwt, DATA_DIR: dataDir }));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
    return { ...summarise('first start (demo data)', first), ...summarise('second start', second) };
  }
  const first: Start[] = [];
  const restarts: Start[] = [];
  for (let index = 0; index < STARTS; index++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-start-'));
    const database = await createBenchDatabase();
    try {
      first.push(await measureStart({ DATA_DIR: dataDir, DATABASE_URL: database.url }));
      restarts.push(await measureStart({ DATA_DIR: dataDir, DATABASE_URL: database.url }));
    } finally {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return { ...summarise('first start (new database)', first), ...summarise('restart', restarts) };
}

const start: StandaloneBench = { name: 'start', runAlone: runStarts };
export default start;
