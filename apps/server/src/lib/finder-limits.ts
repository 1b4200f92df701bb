import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FINDER_LIMIT_PER_ADDRESS, FINDER_LIMIT_PER_TAG } from '@portal/shared';

/** Whose page a finder writes to: a tag's (by code) or a page's (by slug). */
export type FinderTarget = { tagCode: string } | { pageSlug: string };

/**
 * What the per-target counter counts: the profile the tag or page opens (`profile:{id}`), else the tag
 * (`tag:{id}`), as the lost-mode service resolves it, so /t/{code}/contato and /p/{slug}/contato of one lost pet share
 * one allowance.
 */
type FinderLimitCheck = (request: FastifyRequest, targetKey: string) => Promise<boolean>;

// One pair of counters per server, whichever route asks: the HTML form (modules/public) and its JSON twin
// (modules/lost-mode) draw from the same hour's allowance, in memory as with Redis.
const perServer = new WeakMap<object, FinderLimitCheck>();

/**
 * The finder's limits (FINDER_LIMIT_PER_ADDRESS per address, FINDER_LIMIT_PER_TAG per tag or page, per hour) as
 * app.createRateLimit counters; resolves true when the request is over one of them. The address is a counter key
 * only, never stored with the message.
 */
export function finderLimitsOf(app: FastifyInstance): FinderLimitCheck {
  const existing = perServer.get(app.server);
  if (existing) return existing;
  const hour = 60 * 60_000;
  const targets = new WeakMap<FastifyRequest, string>();
  const byAddress = app.createRateLimit({
    max: FINDER_LIMIT_PER_ADDRESS,
    timeWindow: hour,
    keyGenerator: (request: FastifyRequest) => `finder|ip|${request.ip}`,
  });
  const byTarget = app.createRateLimit({
    max: FINDER_LIMIT_PER_TAG,
    timeWindow: hour,
    keyGenerator: (request: FastifyRequest) => `finder|target|${targets.get(request) ?? ''}`,
  });
  const over = (result: { isAllowed: boolean; isExceeded?: boolean }) =>
    !result.isAllowed && Boolean(result.isExceeded);
  const check: FinderLimitCheck = async (request, targetKey) => {
    targets.set(request, targetKey);
    return over(await byAddress(request)) || over(await byTarget(request));
  };
  perServer.set(app.server, check);
  return check;
}
