import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createBatchWriter } from './batch-writer.js';
import { createAnalyticsRepository } from './repository.js';
import { createVisitorIdentifier } from './visitors.js';

type AnalyticsDeps = {
  db: Database;
  log: FastifyBaseLogger;
  /** 0: write each view at once; > 0: batch views and scans for at most this long (see batch-writer.ts). */
  viewFlushMs: number;
};

/** What a view is counted from: the address and headers of the request (nothing of it is stored as such). */
type ViewRequest = { ip: string; headers: Record<string, string | string[] | undefined> };

/** Views of public pages and scans of tag pages: who (a day's cookieless hash), when, country and device. */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const repository = createAnalyticsRepository(deps.db);
  const visitors = createVisitorIdentifier(repository);
  const batch = { flushMs: deps.viewFlushMs, log: deps.log };
  const views = createBatchWriter(repository.writePageViews, { ...batch, what: 'page views' });
  const scans = createBatchWriter(repository.writeTagScans, { ...batch, what: 'tag scans' });
  const inFlight = new Set<Promise<void>>();
  const track = (work: () => Promise<void>): Promise<void> => {
    const promise = work().finally(() => inFlight.delete(promise));
    inFlight.add(promise);
    return promise;
  };

  return {
    /** Counts a view of a page (views, unique visitors, last access) and records it in page_views. */
    recordPageView(pageId: string, request: ViewRequest): Promise<void> {
      const visitor = visitors.identify(request);
      if (!(visitor instanceof Promise)) return views.record({ targetId: pageId, visitor, at: new Date() });
      return track(async () => views.record({ targetId: pageId, visitor: await visitor, at: new Date() }));
    },

    /** Records a scan of a tag page in tag_scans. */
    recordTagScan: (tagId: string, request: ViewRequest) =>
      track(async () => {
        const visitor = await visitors.identify(request);
        await scans.record({ targetId: tagId, visitor, at: new Date() });
      }),

    /** Waits for the views and scans under way and writes them (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      await Promise.all([views.flush(), scans.flush()]);
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
