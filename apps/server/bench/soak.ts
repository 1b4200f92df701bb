/**
 * BENCH=soak (issue 46, item 5): one server process (`dist/main.js` when built, else `src/main.ts` through tsx) under
 * the probe's mixed load for BENCH_SOAK_SECONDS (600), its RSS (VmRSS) sampled each second: BENCH_VISITORS (6) loops
 * opening /p and /t, one loop asking the lock-screen image and the pocket card's PDF as the admin, one loop uploading
 * a ~10 MB photo and deleting it. Prints the idle RSS, the peak, the last minute's median and the end, and the
 * answers by status; the target is an instance under 350 MB. The built server runs with deploy/portal@.service's
 * environment and node flags (unit-settings.ts; BENCH_SOAK_UNIT=off leaves them out, and the bench's own environment
 * overrides them, to compare a setting), plus memory-probe.ts, which reports V8's heap and the external memory each
 * second: at the peak and at the end the RSS is split into V8's heap, external (Buffers), and the rest (native:
 * libvips, zlib, glibc's arenas, code).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../src/lib/free-port.js';
import { untilHealthy } from '../src/lib/until-healthy.js';
import {
  DEPLOYMENT_ADMIN,
  PHONE_BROWSER,
  adminToken,
  createEquipmentTag,
  createPublicPage,
} from '../src/testing/deployment.js';
import { createBenchDatabase, type BenchDriver, type StandaloneBench } from './lib.js';
import { unitSettings } from './unit-settings.js';
import { tenMegabyteJpeg } from './upload-load.js';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 6);
const RSS_TARGET_MB = 350;
// Node flags added to the unit's, to compare one (e.g. BENCH_SOAK_NODE_ARGS=--max-semi-space-size=4).
const extraArgs = (process.env.BENCH_SOAK_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const MB = 1024 * 1024;

const root = new URL('..', import.meta.url).pathname;
const built = path.join(root, 'dist/main.js');
const unit = path.join(root, '../../deploy/portal@.service');
// The probe beside this file: bundled (.bench/memory-probe.js) under `npm run bench`, the source through tsx else.
const probe = new URL(`./memory-probe.${import.meta.url.endsWith('.js') ? 'js' : 'ts'}`, import.meta.url).pathname;

type MemorySample = {
  after?: string;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/** The RSS split: V8's heap, external memory (Buffers, ArrayBuffers), and the native rest. */
const split = (sample: MemorySample | undefined, status: string) => {
  if (!sample) return 'no sample';
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  const native = sample.rss - sample.heapTotal - sample.external;
  return (
    `RSS ${sample.rss.toFixed(0)} MB = V8 heap ${sample.heapTotal.toFixed(0)} (used ${sample.heapUsed.toFixed(0)}) ` +
    `+ external ${sample.external.toFixed(0)} (ArrayBuffers ${sample.arrayBuffers.toFixed(0)}) + native ${native.toFixed(0)}; ` +
    `anonymous ${field('RssAnon').toFixed(0)}, file-backed ${field('RssFile').toFixed(0)}`
  );
};

function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function runSoak(driver: BenchDriver): Promise<Record<string, string>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-soak-'));
  const database = driver === 'postgres' ? await createBenchDatabase() : undefined;
  const port = await freePort();
  const { SEED_DEMO: _seed, DATABASE_URL: _url, ...inherited } = process.env;
  const production = existsSync(built) && process.env.BENCH_SOAK_UNIT !== 'off' ? unitSettings(unit) : undefined;
  const entry = existsSync(built) ? [built] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(
    process.execPath,
    [...(production?.nodeArgs ?? []), ...extraArgs, '--import', probe, ...entry],
    {
      cwd: root,
      env: {
        ...production?.env,
        ...inherited,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        SEED_DEMO: 'false',
        JWT_SECRET: 'soak-bench-secret-long-enough-for-hs256',
        ADMIN_EMAIL: DEPLOYMENT_ADMIN.email,
        ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password,
        PUBLIC_RATE_LIMIT: '0',
        PUBLIC_ADDRESS_RATE_LIMIT: '0',
        AUTH_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(dataDir, 'no-web'),
      },
      stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
    },
  );
  const memory: MemorySample[] = [];
  createInterface({ input: child.stdio[3] as Readable }).on('line', (line) => {
    const sample = JSON.parse(line) as MemorySample;
    if (sample.after) console.log(`  after a full collection: ${split(sample, '')}`);
    else memory.push(sample);
  });
  try {
    await untilHealthy(child, port, { withinMs: 120_000, everyMs: 100 });
    const origin = `http://127.0.0.1:${port}`;
    const token = await adminToken(origin);
    const auth = { authorization: `Bearer ${token}` };
    const clientId = await createPublicPage(origin, token, 'pagina-soak');
    await createEquipmentTag(origin, token, 'SOAK0001');
    const photo = await tenMegabyteJpeg();
    await sleep(2_000);
    const idle = rssMb(child.pid!);
    const settings = [
      ...(production?.nodeArgs ?? []),
      ...extraArgs,
      ...Object.keys(production?.env ?? {}).map((key) => `${key}=${process.env[key] ?? production?.env[key]}`),
    ];
    console.log(
      `soak: ${SECONDS} s on ${driver} (${existsSync(built) ? 'dist/main.js' : 'src/main.ts'}` +
        `${settings.length ? ` with ${settings.join(' ')}` : ''}), pid ${child.pid}, idle RSS ${idle.toFixed(0)} MB, load ${loadavg()[0]!.toFixed(2)}`,
    );

    console.log(`idle: ${split(memory.at(-1), readFileSync(`/proc/${child.pid!}/status`, 'utf8'))}`);

    const statuses = new Map<string, number>();
    const count = (what: string, status: number) => {
      const key = `${what} ${status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
    };
    const get = async (what: string, url: string, headers: Record<string, string>) => {
      try {
        const response = await fetch(`${origin}${url}`, { headers });
        await response.arrayBuffer();
        count(what, response.status);
      } catch {
        count(what, 0);
      }
    };
    const endAt = performance.now() + SECONDS * 1000;
    const visitor = async (index: number) => {
      for (let n = index; performance.now() < endAt; n++)
        await get(n % 2 ? 'tag' : 'page', n % 2 ? '/t/SOAK0001' : '/p/pagina-soak', { 'user-agent': PHONE_BROWSER });
    };
    const images = async () => {
      while (performance.now() < endAt) {
        await get('lockscreen', `/api/admin/clients/${clientId}/lockscreen.png`, auth);
        await get('card.pdf', `/api/admin/clients/${clientId}/card.pdf`, auth);
      }
    };
    const uploads = async () => {
      while (performance.now() < endAt) {
        const form = new FormData();
        form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
        try {
          const response = await fetch(`${origin}/api/admin/photos/profiles/${clientId}/upload`, {
            method: 'POST',
            headers: auth,
            body: form,
          });
          count('upload', response.status);
          const body = (await response.json()) as { photo?: { id: string } };
          if (body.photo)
            await fetch(`${origin}/api/admin/photos/${body.photo.id}`, { method: 'DELETE', headers: auth });
        } catch {
          count('upload', 0);
        }
      }
    };

    const samples: number[] = [];
    let peakDetail = { sample: memory.at(-1), status: '' };
    const sampler = (async () => {
      while (performance.now() < endAt) {
        samples.push(rssMb(child.pid!));
        if (samples.at(-1)! >= Math.max(...samples))
          peakDetail = { sample: memory.at(-1), status: readFileSync(`/proc/${child.pid!}/status`, 'utf8') };
        if (samples.length % 60 === 0)
          console.log(
            `  ${samples.length} s: RSS ${samples.at(-1)!.toFixed(0)} MB, peak ${Math.max(...samples).toFixed(0)} MB`,
          );
        await sleep(1_000);
      }
    })();
    await Promise.all([...Array.from({ length: VISITORS }, (_, i) => visitor(i)), images(), uploads(), sampler]);

    const peak = Math.max(...samples);
    const lastMinute = median(samples.slice(-60));
    const end = rssMb(child.pid!);
    const endStatus = readFileSync(`/proc/${child.pid!}/status`, 'utf8');
    const loads = loadavg().map((load) => load.toFixed(2));
    console.log(`at the peak: ${split(peakDetail.sample, peakDetail.status)}`);
    console.log(`at the end:  ${split(memory.at(-1), endStatus)}`);
    console.log(`load average at the end: ${loads.join(', ')} (${cpus().length} cores)`);
    const answers = [...statuses.entries()].map(([key, n]) => `${n}x ${key}`).join(', ');
    console.log(`answers: ${answers}`);
    console.log(
      `soak: RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, last minute's median ${lastMinute.toFixed(0)} MB, ` +
        `end ${end.toFixed(0)} MB (target < ${RSS_TARGET_MB} MB)`,
    );
    return {
      'idle MB': idle.toFixed(0),
      'peak MB': peak.toFixed(0),
      'last minute MB': lastMinute.toFixed(0),
      'end MB': end.toFixed(0),
      'photo MB': (photo.length / MB).toFixed(1),
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const soak: StandaloneBench = { name: 'soak', runAlone: runSoak };
export default soak;
