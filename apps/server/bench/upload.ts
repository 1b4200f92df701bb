/**
 * Upload memory benchmark (issue 27, target: 8 x 10 MB at once add < 150 MB of RSS). Each round starts the real
 * server in a process of its own (upload-server.ts) on a fresh database, signs in over HTTP, warms up with 2 small
 * uploads, one at a time (sharp and libvips loaded; no more, or the allocator's kept memory would hide the cost),
 * waits for it to settle and reads its VmRSS from /proc (idle); then sends 8 uploads of the largest noise JPEG under
 * 10 MB at once (upload-worker.ts, a child process) while sampling VmRSS every 10 ms, during the uploads and for 1 s
 * after. Reports the growth (peak - idle), median of BENCH_ROUNDS (default 3) rounds, each on a fresh server.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { benchProcessArgs, type BenchDriver, type StandaloneBench } from './lib.js';
import { jpeg, statusText, tenMegabyteJpeg, uploads } from './upload-load.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_TARGET_MB = 150;
const MB = 1024 * 1024;

type Server = { process: ChildProcess; address: string; email: string; password: string; profileId: string };

async function startServer(driver: BenchDriver): Promise<Server> {
  const child = spawn(process.execPath, [...benchProcessArgs('upload-server'), driver], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    lines.close();
    return { process: child, ...(JSON.parse(line) as Omit<Server, 'process'>) };
  }
  throw new Error(`the upload bench server exited with ${child.exitCode}`);
}

async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
}

/** The server process's resident memory now, from /proc (Linux). */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line.replace(/\D/g, '')) * 1024;
}

async function signIn(server: Server): Promise<string> {
  const response = await fetch(`${server.address}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.email, password: server.password }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

type Round = { idle: number; peak: number; statuses: Record<string, number>; durationMs: number };

async function round(driver: BenchDriver, files: { small: string; large: string }): Promise<Round> {
  const server = await startServer(driver);
  try {
    const token = await signIn(server);
    const url = `${server.address}/api/admin/photos/profiles/${server.profileId}/upload`;
    await uploads(url, token, files.small, 2, 1);
    await sleep(1000);
    const pid = server.process.pid!;
    const idle = rssOf(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 10);
    const heavy = await uploads(url, token, files.large, 8, 8);
    await sleep(1000);
    clearInterval(sampler);
    return { idle, peak, statuses: heavy.statuses, durationMs: heavy.durationMs };
  } finally {
    await stopServer(server);
  }
}

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

const upload: StandaloneBench = {
  name: 'upload',
  async runAlone(driver) {
    const folder = mkdtempSync(path.join(tmpdir(), 'portal-bench-upload-'));
    try {
      const small = path.join(folder, 'small.jpg');
      const large = path.join(folder, '10mb.jpg');
      writeFileSync(small, await jpeg(640, 480, 90));
      const largeBytes = await tenMegabyteJpeg();
      writeFileSync(large, largeBytes);
      const growths: number[] = [];
      for (let index = 0; index < ROUNDS; index += 1) {
        const result = await round(driver, { small, large });
        const growth = result.peak - result.idle;
        growths.push(growth);
        console.log(
          `round ${index + 1}: 8 x ${(largeBytes.length / MB).toFixed(2)} MB JPEG at once: idle RSS ${megabytes(result.idle)}, peak ${megabytes(result.peak)}, +${megabytes(growth)} in ${(result.durationMs / 1000).toFixed(1)} s [${statusText(result.statuses)}]`,
        );
        if (result.statuses['201'] !== 8)
          throw new Error(`not every upload was stored: ${statusText(result.statuses)}`);
      }
      const sorted = [...growths].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      console.log(
        `RSS growth, median of ${ROUNDS}: +${megabytes(median)} (rounds ${growths.map(megabytes).join(', ')}; target < ${RSS_TARGET_MB} MB)`,
      );
      return {
        'upload 8 x 10 MB RSS growth': `${megabytes(median)} (< ${RSS_TARGET_MB})`,
        rounds: growths.map(megabytes).join(', '),
      };
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};

export default upload;
