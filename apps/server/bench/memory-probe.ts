/**
 * Loaded into the soak's server with `node --import` (never in production): each second, one JSON line of
 * process.memoryUsage() and V8's heap space sizes on file descriptor 3 (a pipe the soak reads), so the soak can say
 * where the RSS goes (V8's heap, Buffers and other external memory, or native memory outside both: libvips, zlib,
 * glibc's arenas). The timer is unref'd: it keeps nothing alive.
 */
import { writeSync } from 'node:fs';
import v8 from 'node:v8';

const MB = 1024 * 1024;
const mb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

setInterval(() => {
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
  };
  try {
    writeSync(3, `${JSON.stringify(line)}\n`);
  } catch {
    // The soak stopped reading: nothing to report to.
  }
}, 1_000).unref();
