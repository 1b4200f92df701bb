/**
 * npm run bench: every benchmark on embedded PGlite, and on PostgreSQL when DATABASE_URL is set
 * (each run creates and drops its own database). Add a benchmark by adding it to the list.
 */
// First: NODE_ENV before any library reads it (as the server's entry does).
import '../src/production-mode.js';
import analytics from './analytics.js';
import failover from './failover.js';
import { benchDrivers, createBenchApp, type Bench, type StandaloneBench } from './lib.js';
import maintenance from './maintenance.js';
import photos from './photos.js';
import publicPages from './public.js';
import render from './render.js';
import soak from './soak.js';
import start from './start.js';
import tags from './tags.js';
import upload from './upload.js';

const benches: Array<Bench | StandaloneBench> = [
  tags,
  publicPages,
  render,
  photos,
  analytics,
  maintenance,
  upload,
  start,
  failover,
  soak,
];

const summary: Array<Record<string, string>> = [];
// BENCH=public runs only that one.
for (const bench of benches.filter((b) => !process.env.BENCH || b.name === process.env.BENCH)) {
  for (const driver of benchDrivers()) {
    console.log(`\n== ${bench.name} on ${driver}`);
    if ('runAlone' in bench) {
      summary.push({ bench: bench.name, driver, ...(await bench.runAlone(driver)) });
      continue;
    }
    const target = await createBenchApp(driver, bench.config);
    try {
      summary.push({ bench: bench.name, driver, ...(await bench.run(target)) });
    } finally {
      await target.close();
    }
  }
}
console.log('\n== summary');
console.table(summary);
