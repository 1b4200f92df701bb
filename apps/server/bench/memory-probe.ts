/**
 * Loaded into the soak's server with `node --import` (never in production): each second, one JSON line of
 * process.memoryUsage() and V8's heap space sizes on file descriptor 3 (a pipe the soak reads), so the soak can say
 * where the RSS goes (V8's heap, Buffers and other external memory, or native memory outside both: libvips, zlib,
 * glibc's arenas). The timer is unref'd: it keeps nothing alive. With --expose-gc (an analysis, never production)
 * it also runs a full collection every 30 s and reports what survived, marked `after: 'gc'`.
 */
import { writeSync } from 'node:fs';
import v8 from 'node:v8';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

function report(after?: string) {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_size)]),
  );
  const line = {
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
    ...(after ? { after } : {}),
  };
  try {
    writeSync(3, `${JSON.stringify(line)}\n`);
  } catch {
    // The soak stopped reading: nothing to report to.
  }
}

setInterval(report, 1_000).unref();

// Only when the soak adds --expose-gc (BENCH_SOAK_NODE_ARGS): every 30 s a full collection, then what survived.
const collect = (globalThis as { gc?: () => void }).gc;
if (collect)
  setInterval(() => {
    collect();
    report('gc');
  }, 30_000).unref();
