/**
 * Public page render benchmark (issue 27): the CPU time of the scan page's HTML alone, steadier than the public
 * benchmark's requests per second on a busy machine. The public benchmark's pages (BENCH_RENDER_PAGES, default
 * 2,000, seeded the same way) are read once through the public service, then rendered with publicPageHtml in turn,
 * BENCH_RENDERS times (default 20,000) after as many to warm up; reports microseconds per page.
 */
import { sql } from 'drizzle-orm';
import type { PublicPageResult } from '../src/modules/public/service.js';
import { publicPageHtml } from '../src/modules/public/render.js';
import type { Bench } from './lib.js';
import { seed } from './public.js';

const PAGES = Number(process.env.BENCH_RENDER_PAGES ?? 2_000);
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20_000);

const render: Bench = {
  name: 'render',
  async run({ app, database }) {
    await seed((query) => database.db.execute(sql.raw(query)), PAGES);
    const pages: Array<PublicPageResult & { kind: 'page' }> = [];
    for (let index = 1; index <= PAGES; index += 1) {
      const result = await app.services.publicPages.publicPage(`bench-${index}`);
      if (result?.kind !== 'page') throw new Error(`bench-${index}: no page`);
      pages.push(result);
    }
    let bytes = 0;
    const renderPages = (count: number) => {
      for (let index = 0; index < count; index += 1) {
        const page = pages[index % pages.length]!;
        bytes += publicPageHtml(page.view, page.allowIndexing).length;
      }
    };
    renderPages(RENDERS);
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    renderPages(RENDERS);
    const elapsed = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const perPage = (elapsed * 1000) / RENDERS;
    const cpuPerPage = (cpu.user + cpu.system) / RENDERS;
    console.log(
      `${RENDERS} renders of ${PAGES} pages: ${perPage.toFixed(1)} µs a page (CPU ${cpuPerPage.toFixed(1)} µs), ` +
        `${(bytes / RENDERS / 2 / 1024).toFixed(1)} KB on average`,
    );
    return { 'µs/page': perPage.toFixed(1), 'CPU µs/page': cpuPerPage.toFixed(1) };
  },
};

export default render;
