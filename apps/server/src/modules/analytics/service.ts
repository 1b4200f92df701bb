import { isbot } from 'isbot';
import type { FastifyBaseLogger } from 'fastify';
import {
  ANALYTICS_ACTIVE_WINDOW_MINUTES,
  ANALYTICS_RECENT_COUNT,
  type AnalyticsDashboard,
  type AnalyticsInsights,
  type AnalyticsRealtime,
  type TagStatus,
} from '@portal/shared';
import type { Database } from '../../db/client.js';
import { createBatchWriter } from './batch-writer.js';
import { buildDashboard } from './dashboard.js';
import { buildInsights } from './insights.js';
import { resolveRange, type AnalyticsRangeInput } from './range.js';
import { createAnalyticsReadRepository, type Scope } from './read-repository.js';
import { createAnalyticsRepository } from './repository.js';
import { countryOf, createVisitorIdentifier, deviceOf } from './visitors.js';
import type { TrustFunction } from '../../lib/trust-proxy.js';
import type { EventBus, ViewRequest } from '../../lib/events.js';

export type { Scope } from './read-repository.js';
/** A user agent's device class and browser family, as the analytics reads them (the sessions list reads them too). */
export { browserOf, deviceOf, type Device } from './visitors.js';
export type { AnalyticsRangeInput } from './range.js';

type AnalyticsDeps = {
  db: Database;
  log: FastifyBaseLogger;
  /** TRUST_PROXY (lib/trust-proxy.ts): whose country headers are believed; none without it. */
  trust?: TrustFunction;
  /** APP_TIME_ZONE: whose calendar days the rollups, ranges and insights count in. */
  timeZone: string;
  /** 0: write each view at once; > 0: batch views and scans for at most this long (see batch-writer.ts). */
  viewFlushMs: number;
  /** 'tag.scanned' after each person's scan (never a bot's), within the scan's own fire-and-forget work (flush waits). */
  events: Pick<EventBus, 'publishAfterCommit'>;
};

export type { TagScanEvent } from '../../lib/events.js';

/** This server's own health, as plugins/request-metrics.ts measures it. */
type SystemHealth = AnalyticsRealtime['systemHealth'];

/**
 * Views of public pages and scans of tag pages (who: a day's cookieless hash; when, country, device, browser; bots
 * apart), and the dashboards over them: admin over everything, a user over their own pages and tags.
 */
export function createAnalyticsService(deps: AnalyticsDeps) {
  const repository = createAnalyticsRepository(deps.db);
  const reads = createAnalyticsReadRepository(deps.db, deps.timeZone);
  const visitors = createVisitorIdentifier(repository, deps.timeZone, undefined, deps.trust);
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
    /** Counts a view of a page (views, unique visitors, last access, daily rollups) and records it in page_views. */
    recordPageView(pageId: string, request: ViewRequest): Promise<void> {
      const visitor = visitors.identify(request);
      if (!(visitor instanceof Promise)) return views.record({ targetId: pageId, visitor, at: new Date() });
      return track(async () => views.record({ targetId: pageId, visitor: await visitor, at: new Date() }));
    },

    /**
     * Where and on what a request comes from, read as a visit is (country: the trusted proxy's header or the offline
     * database; device class), for a log that keeps no address: the PIN's tries (issue 24).
     */
    describeVisitor: (request: ViewRequest): { country: string; device: 'mobile' | 'tablet' | 'desktop' } => {
      const userAgent = request.headers['user-agent'];
      return {
        country: countryOf(request, deps.trust ?? (() => false)),
        device: deviceOf(Array.isArray(userAgent) ? userAgent[0] : userAgent),
      };
    },

    /**
     * A bot or link-preview crawler (WhatsApp, facebookexternalhit, Slackbot, Googlebot...), the same decision as the
     * counters': the family alert (issue 42) is never sent for one.
     */
    isBot: (request: Pick<ViewRequest, 'headers'>): boolean => {
      const userAgent = request.headers['user-agent'];
      return isbot((Array.isArray(userAgent) ? userAgent[0] : userAgent) ?? '');
    },

    /** Records a scan of a tag page in tag_scans (and its daily rollup); `status` is the tag's as the page read it. */
    recordTagScan: (tagId: string, status: TagStatus, request: ViewRequest) =>
      track(async () => {
        const visitor = await visitors.identify(request);
        const at = new Date();
        await scans.record({ targetId: tagId, visitor, at });
        // Bots and link-preview crawlers are no scans: the same decision as the counters'.
        if (visitor.bot) return;
        const scan = {
          tagId,
          status,
          visitorHash: visitor.hash,
          country: visitor.country,
          device: visitor.device,
          at,
          request,
        };
        await deps.events.publishAfterCommit('tag.scanned', scan);
      }),

    /** The daily views (by device and country) of some pages and daily scans of some tags: an owner's export. */
    dailyCountsOf: (pageIds: string[], tagIds: string[]) => repository.dailyCountsOf(pageIds, tagIds),

    /**
     * A deleted owner's tags, inside the deletion's transaction: the raw scans go, the counts stay (the daily rollups;
     * the pages' raw views and rollups go with the pages). Call `flush` before, so no buffered scan lands after.
     */
    forgetRawScans: (tagIds: string[], tx: Database) => repository.deleteRawScans(tagIds, tx),

    /** Waits for the views and scans under way and writes them (tests, shutdown). */
    async flush(): Promise<void> {
      await Promise.allSettled([...inFlight]);
      await Promise.all([views.flush(), scans.flush()]);
    },

    /**
     * The dashboard of a range (spec section 3 'Analytics'): 400 on a bad range (see range.ts); missing dates are
     * the last 30 days. The reports build on this too.
     */
    dashboard(scope: Scope, range: AnalyticsRangeInput = {}): Promise<AnalyticsDashboard> {
      return buildDashboard(reads, scope, resolveRange(range, deps.timeZone));
    },

    /** The one set of range rules (400s naming the field under `fieldPrefix`), for the reports' dateRange too. */
    resolveRange: (range: AnalyticsRangeInput, now: Date, fieldPrefix = '') =>
      resolveRange(range, deps.timeZone, now, fieldPrefix),

    /** Insights computed from the data, sorted by priority then newest first. */
    insights(scope: Scope, now: Date = new Date()): Promise<AnalyticsInsights> {
      return buildInsights(reads, scope, deps.timeZone, now);
    },

    /** Active visitors of the last minutes, the latest views and scans, and this server's health. */
    async realtime(scope: Scope, systemHealth: SystemHealth, now: Date = new Date()): Promise<AnalyticsRealtime> {
      const since = new Date(now.getTime() - ANALYTICS_ACTIVE_WINDOW_MINUTES * 60_000);
      const [activeVisitors, recentViews, recentTagScans] = await Promise.all([
        reads.activeVisitors(scope, since),
        reads.recentViews(scope, ANALYTICS_RECENT_COUNT),
        reads.recentScans(scope, ANALYTICS_RECENT_COUNT),
      ]);
      return { activeVisitors, systemHealth, recentViews, recentTagScans };
    },
  };
}

/** @public The module's service type, part of its face (what another module's deps may name). */
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
