/**
 * Photos benchmark (issue 10), on a real listening server on 127.0.0.1, load from child processes:
 * - peak memory: the server's RSS, sampled every 10 ms, while 8 uploads of a 10 MB JPEG run at once, against its
 *   idle RSS just before, after a warm-up of 4 small uploads (target: peak under 300 MB above idle);
 * - upload-and-process throughput: BENCH_PHOTO_UPLOADS (default 40) 3-megapixel JPEGs (2000x1500, camera-like noise),
 *   4 at a time, through POST /api/admin/photos/profiles/{id}/upload: photos per second and p50/p99 per upload;
 * - serving: GET /api/photos/{id}?size=thumbnail (a public photo of an active page: privacy check, storage read, ETag)
 *   side by side with the same bytes as a static file of the same server (@fastify/static, the web app's assets),
 *   50 connections, alternating rounds (target ratio at least 0.5).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { benchProcessArgs, ms, type Bench, type BenchApp } from './lib.js';
import { jpeg, statusText, tenMegabyteJpeg, uploads } from './upload-load.js';

const UPLOADS = Number(process.env.BENCH_PHOTO_UPLOADS ?? 40);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RSS_TARGET_MB = 300;
const run = promisify(execFile);

// The static side of the comparison: a web app folder the server serves (index.html must exist at start).
const webDist = mkdtempSync(path.join(tmpdir(), 'portal-bench-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>bench</title>');

function writeTemp(name: string, bytes: Buffer): string {
  const file = path.join(webDist, name);
  writeFileSync(file, bytes);
  return file;
}

type Load = { rps: number; ok: number; non2xx: number; errors: number; p50: number; p99: number };

async function load(url: string, duration: number): Promise<Load> {
  const { stdout } = await run(
    process.execPath,
    [...benchProcessArgs('load-worker'), JSON.stringify({ url, connections: 50, duration })],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as Load;
}

async function newClient(app: BenchApp['app'], name: string) {
  const { profile } = await app.services.clients.createClient({
    email: `${name}@bench-photos.local`,
    password: 'bench-password-1',
    role: 'USER',
    name,
    profile: { name, publicPageSlug: name },
  } as Parameters<typeof app.services.clients.createClient>[0]);
  if (!profile) throw new Error('no profile created');
  return profile.id;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const photos: Bench = {
  name: 'photos',
  config: { publicRateLimit: 0, publicAddressRateLimit: 0, webDist },
  async run({ app, headers }) {
    const token = headers.authorization.replace('Bearer ', '');
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const uploadUrl = (profileId: string) => `${address}/api/admin/photos/profiles/${profileId}/upload`;

    // Warm-up (sharp and libvips loaded, JIT, pools): a few small uploads, not measured.
    const threeMp = writeTemp('3mp.jpg', await jpeg(2000, 1500, 90));
    await uploads(uploadUrl(await newClient(app, 'bench-aquecimento')), token, threeMp, 4, 2);

    // 1. Peak RSS while 8 uploads of 10 MB run at once.
    // First, so the idle figure is not inflated by memory an earlier phase left to the allocator.
    const tenMb = writeTemp('10mb.jpg', await tenMegabyteJpeg());
    const memoryProfile = await newClient(app, 'bench-fotos-2');
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = process.memoryUsage.rss();
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const heavy = await uploads(uploadUrl(memoryProfile), token, tenMb, 8, 8);
    clearInterval(sampler);
    const above = peak - idle;
    console.log(
      `8 x ${heavy.mb.toFixed(2)} MB JPEG at once: idle RSS ${mb(idle)}, peak ${mb(peak)}, +${mb(above)} (target < ${RSS_TARGET_MB} MB) in ${ms(heavy.durationMs)} [${statusText(heavy.statuses)}]`,
    );

    // 2. Throughput of 3 MP JPEGs.
    const throughputProfile = await newClient(app, 'bench-fotos-1');
    const throughput = await uploads(uploadUrl(throughputProfile), token, threeMp, UPLOADS, 4);
    const perSecond = (UPLOADS / throughput.durationMs) * 1000;
    console.log(
      `upload 3 MP JPEG (${throughput.mb.toFixed(2)} MB) x${UPLOADS}, 4 at a time: ${perSecond.toFixed(1)} photos/s, p50 ${ms(throughput.p50)}, p99 ${ms(throughput.p99)} [${statusText(throughput.statuses)}]`,
    );

    // 3. Thumbnails per second beside a static file of the same bytes.
    const list = await app.inject({ method: 'GET', url: `/api/public/photos/profiles/${throughputProfile}` });
    const photo = (JSON.parse(list.body) as { photos: Array<{ id: string }> }).photos[0];
    if (list.statusCode !== 200 || !photo) throw new Error(`public photo list answered ${list.statusCode}`);
    const thumbPath = `/api/photos/${photo.id}?size=thumbnail`;
    const thumb = await app.inject({ method: 'GET', url: thumbPath });
    if (thumb.statusCode !== 200) throw new Error(`GET ${thumbPath} answered ${thumb.statusCode}`);
    writeFileSync(path.join(webDist, 'assets', 'thumb.webp'), thumb.rawPayload);
    await load(`${address}${thumbPath}`, 2);
    await load(`${address}/assets/thumb.webp`, 2);
    const photoRounds: Load[] = [];
    const staticRounds: Load[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      photoRounds.push(await load(`${address}${thumbPath}`, DURATION));
      staticRounds.push(await load(`${address}/assets/thumb.webp`, DURATION));
    }
    const mean = (rounds: Load[]) => rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length;
    const photoRps = mean(photoRounds);
    const staticRps = mean(staticRounds);
    const failures = photoRounds.reduce((sum, round) => sum + round.non2xx + round.errors, 0);
    const ratio = photoRps / staticRps;
    console.log(
      `GET thumbnail (${(thumb.rawPayload.length / 1024).toFixed(1)} KB): ${photoRps.toFixed(0)} req/s, p99 ${ms(Math.max(...photoRounds.map((r) => r.p99)))}, ${failures} failed; static file: ${staticRps.toFixed(0)} req/s; ratio ${ratio.toFixed(2)} (target >= 0.5)`,
    );
    return {
      'upload photos/s': perSecond.toFixed(1),
      'upload p50': ms(throughput.p50),
      'peak RSS above idle': `${mb(above)} (< ${RSS_TARGET_MB})`,
      'thumb req/s': photoRps.toFixed(0),
      'static req/s': staticRps.toFixed(0),
      ratio: ratio.toFixed(2),
    };
  },
};

export default photos;
