/**
 * BENCH=failover (issue 46): what visitors and owners see when one of two instances dies under load. Starts, all
 * real: a new PostgreSQL database (DATABASE_URL's server), Redis (REDIS_URL, default 127.0.0.1:6379), an S3 server
 * (s3rver), two server processes (`dist/main.js` when built, else `src/main.ts` through tsx) and nginx with
 * deploy/nginx.conf (src/testing/nginx.ts). Then BENCH_FAILOVER_SECONDS (12) of load through nginx: visitors
 * (BENCH_VISITORS loops, 8) opening /p and /t, owners (BENCH_WRITERS loops, 2) writing service records, each with
 * an Idempotency-Key and sent once more on no answer or a 502/503/504, as the web app does. A third of the way in,
 * one instance gets BENCH_FAILOVER_SIGNAL (SIGKILL; SIGTERM for a graceful stop, as a rolling restart does).
 * Counts: a visitor request failed = no answer or a 5xx; a write acknowledged = answered 201 with its record, lost =
 * acknowledged and not in the database at the end; p99 of the visitor requests in flight at the kill or started in
 * the 2 s after it. Ends with the line `failover: visitor requests failed N of M; writes acknowledged A, lost L; p99
 * during the kill X ms`. PostgreSQL only (two processes cannot share an embedded database).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import S3rver from 's3rver';
import { freePort } from '../src/lib/free-port.js';
import { untilHealthy } from '../src/lib/until-healthy.js';
import {
  DEPLOYMENT_ADMIN,
  PHONE_BROWSER,
  adminToken,
  countRows,
  createEquipmentTag,
  createPublicPage,
} from '../src/testing/deployment.js';
import { startNginx } from '../src/testing/nginx.js';
import { createBenchDatabase, percentile, type BenchDriver, type StandaloneBench } from './lib.js';

const SECONDS = Number(process.env.BENCH_FAILOVER_SECONDS ?? 12);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 8);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 2);
const SIGNAL = (process.env.BENCH_FAILOVER_SIGNAL ?? 'SIGKILL') as NodeJS.Signals;
const KILL_WINDOW_MS = 2_000;
const RETRY_DELAY_MS = 400;

const root = new URL('..', import.meta.url).pathname;
const built = path.join(root, 'dist/main.js');

function startInstance(env: Record<string, string>): ChildProcess {
  const args = existsSync(built) ? [built] : ['--import', 'tsx', 'src/main.ts'];
  const { SEED_DEMO: _seed, ...inherited } = process.env;
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Visit = { startedAt: number; endedAt: number; failed: boolean; status: number };

async function runFailover(driver: BenchDriver): Promise<Record<string, string>> {
  if (driver !== 'postgres') {
    console.log('failover: PostgreSQL only (DATABASE_URL); skipped on the embedded database');
    return { skipped: 'embedded database' };
  }
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const database = await createBenchDatabase();
  const s3Dir = mkdtempSync(path.join(tmpdir(), 'portal-failover-s3-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: 'portal' }],
  });
  const s3Port = (await s3.run()).port;
  const dataDirs: string[] = [];
  const instances: ChildProcess[] = [];
  const ports: number[] = [];
  let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), `portal-failover-${i}-`));
      dataDirs.push(dataDir);
      ports.push(port);
      const child = startInstance({
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_BUCKET: 'portal',
        S3_ACCESS_KEY: 'S3RVER',
        S3_SECRET_KEY: 'S3RVER',
        JWT_SECRET: 'failover-bench-secret-long-enough-for-hs256',
        ADMIN_EMAIL: DEPLOYMENT_ADMIN.email,
        ADMIN_PASSWORD: DEPLOYMENT_ADMIN.password,
        PUBLIC_RATE_LIMIT: '0',
        PUBLIC_ADDRESS_RATE_LIMIT: '0',
        SHUTDOWN_GRACE_MS: '1000',
        WEB_DIST: path.join(dataDir, 'no-web'),
      });
      instances.push(child);
      await untilHealthy(child, port, { withinMs: 120_000, everyMs: 100, output: () => '' });
    }
    nginx = await startNginx(await freePort(), ports);
    const origin = nginx.origin;
    const token = await adminToken(origin);
    await createPublicPage(origin, token, 'pagina-carga');
    const tagId = await createEquipmentTag(origin, token, 'CARG0001');
    const visitorUrls = [`${origin}/p/pagina-carga`, `${origin}/t/CARG0001`];
    console.log(
      `instances ${existsSync(built) ? 'dist/main.js' : 'src/main.ts (tsx)'} on ${ports.join(', ')}, nginx ${origin}, ` +
        `${VISITORS} visitors, ${WRITERS} writers, ${SECONDS} s, ${SIGNAL} at ${(SECONDS / 3).toFixed(1)} s`,
    );

    const visits: Visit[] = [];
    const acknowledged: string[] = [];
    let writesFailed = 0;
    const endAt = performance.now() + SECONDS * 1000;

    async function visitor(index: number) {
      for (let n = index; performance.now() < endAt; n++) {
        const startedAt = performance.now();
        let status = 0;
        try {
          const response = await fetch(visitorUrls[n % 2]!, { headers: { 'user-agent': PHONE_BROWSER } });
          await response.arrayBuffer();
          status = response.status;
        } catch {
          // No answer at all: status 0.
        }
        visits.push({ startedAt, endedAt: performance.now(), failed: status === 0 || status >= 500, status });
      }
    }

    const sendRecord = (key: string) =>
      fetch(`${origin}/api/tecnico/equipment/${tagId}/records`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify({
          performedAt: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
          type: 'INSPECAO',
          description: `Carga ${key}`,
          outcome: 'OK',
        }),
      }).then(
        async (response) => ({ status: response.status, body: (await response.json().catch(() => null)) as unknown }),
        () => ({ status: 0, body: null }),
      );

    async function writer() {
      while (performance.now() < endAt) {
        const key = `carga-${randomUUID()}`;
        let answer = await sendRecord(key);
        if ([0, 502, 503, 504].includes(answer.status)) {
          await sleep(RETRY_DELAY_MS);
          answer = await sendRecord(key);
        }
        const id = (answer.body as { record?: { id?: string } } | null)?.record?.id;
        if (answer.status === 201 && id) acknowledged.push(id);
        else writesFailed++;
        await sleep(50);
      }
    }

    const load = Promise.all([
      ...Array.from({ length: VISITORS }, (_, i) => visitor(i)),
      ...Array.from({ length: WRITERS }, () => writer()),
    ]);
    await sleep((SECONDS * 1000) / 3);
    const killedAt = performance.now();
    instances[0]!.kill(SIGNAL);
    await load;

    const failed = visits.filter((visit) => visit.failed).length;
    const during = visits
      .filter((visit) => visit.endedAt >= killedAt && visit.startedAt <= killedAt + KILL_WINDOW_MS)
      .map((visit) => visit.endedAt - visit.startedAt)
      .sort((a, b) => a - b);
    const p99 = percentile(during, 99);
    let lost = 0;
    for (const id of acknowledged) {
      if (
        (await countRows(database.url, 'SELECT count(*)::int AS n FROM maintenance_records WHERE id = $1', [id])) !== 1
      )
        lost++;
    }
    const log = nginx.accessLog();
    const retried = log.filter((line) => line.upstreams.length > 1).length;
    for (const line of log.filter((entry) => entry.status >= 500))
      console.log(
        `nginx answered ${line.status}: ${line.method} ${line.uri}, tried ${line.upstreams.join(' then ')} (${line.statuses.join(', ')})`,
      );
    const noAnswer = visits.filter((visit) => visit.status === 0).length;
    // An instance that dies after the first bytes of its answer: nginx has passed them on and cannot try the other.
    const errors = nginx.errorLog();
    const cutShort = errors.match(/prematurely closed connection while reading upstream/g)?.length ?? 0;
    if (noAnswer > 0)
      console.log(
        `${noAnswer} visitor requests got no answer or one cut short (nginx: ${cutShort} answers cut short by the kill)`,
      );
    if (process.env.BENCH_FAILOVER_NGINX_ERRORS) console.log(errors);
    console.log(
      `nginx sent ${retried} requests to the second instance after the first failed; ${writesFailed} writes not ` +
        `acknowledged (safe to send again with their key); ${during.length} visitor requests around the kill`,
    );
    console.log(
      `failover: visitor requests failed ${failed} of ${visits.length}; writes acknowledged ${acknowledged.length}, ` +
        `lost ${lost}; p99 during the kill ${p99.toFixed(0)} ms`,
    );
    return {
      'visitor failed': `${failed} of ${visits.length}`,
      'writes acknowledged': String(acknowledged.length),
      'writes lost': String(lost),
      'p99 during kill ms': p99.toFixed(0),
    };
  } finally {
    await nginx?.stop();
    for (const child of instances) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await s3.close();
    await database.drop();
    for (const dir of [s3Dir, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  }
}

const failover: StandaloneBench = { name: 'failover', runAlone: runFailover };
export default failover;
