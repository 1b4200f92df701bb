/** What the public routes share: their params, rate limits, precomputed security headers and view counting. */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import { z } from 'zod';
import { PAGE_TEXTS, SLUG_TEXTS, TAG_TEXTS } from '@portal/shared';
import { AppError } from '../../lib/errors.js';
import { helmetOptions, PERMISSIONS_POLICY } from '../../plugins/external/helmet.js';

export const slugParamsSchema = z.object({
  slug: z.string().trim().min(1, SLUG_TEXTS.missing).max(200, PAGE_TEXTS.notFound),
});
export const codeParamsSchema = z.object({
  code: z.string().trim().min(1, TAG_TEXTS.notFound).max(64, TAG_TEXTS.notFound),
});

/**
 * Views per minute per address and page (PUBLIC_RATE_LIMIT, default 60; 0 turns it off): a person reloading
 * an emergency page never meets it, a script hammering one page does. Over it: 429 and the spec's panel text.
 */
export function viewRateLimit(app: FastifyInstance, keyOf: (request: FastifyRequest) => string) {
  const max = app.config.publicRateLimit;
  if (max <= 0) return false as const;
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${keyOf(request)}`,
    errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED', PAGE_TEXTS.tooManyViews),
  };
}

/**
 * The app's security headers, computed once: the same options give the same headers on every response, and
 * @fastify/helmet rebuilding its middleware per request is a fair share of a public page's cost.
 */
const securityHeaders: Record<string, string> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions)({} as never, collector as never, () => undefined);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
})();
export const applySecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(securityHeaders);
  done();
};

/**
 * Views per minute per address over every public page and tag together (PUBLIC_ADDRESS_RATE_LIMIT, default
 * 240; 0 turns it off): one address cannot walk through the tag codes, whatever the per-page limit allows.
 * One counter shared by the HTML and JSON routes.
 */
export function addressCap(app: FastifyInstance): onRequestHookHandler | null {
  const max = app.config.publicAddressRateLimit;
  if (max <= 0) return null;
  // createRateLimit, not rateLimit(): the route's own per-page limiter must still run on the same request.
  const count = app.createRateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `public|${request.ip}`,
  });
  return (request, _reply, done) => {
    count(request).then(
      (result) =>
        done(
          !result.isAllowed && result.isExceeded
            ? new AppError(429, 'RATE_LIMITED', PAGE_TEXTS.tooManyViews)
            : undefined,
        ),
      (error: unknown) => done(error as Error),
    );
  };
}

/** Route options of the hot public routes: the precomputed headers instead of the per-request ones, and the address cap. */
export type HotRouteOptions = () => { helmet: false; onRequest: onRequestHookHandler[] };

export type PublicRoutesOptions = { hot: HotRouteOptions };

/**
 * Another module's routes answered as public HTML pages (the finder's form, lost-mode/finder-routes.ts): registered
 * inside the HTML routes' plugin, so its error panels and content parsers are theirs too.
 */
export type PublicHtmlRoutes = (app: FastifyInstance, options: PublicRoutesOptions) => void;

export const slugOf = (request: FastifyRequest) =>
  String((request.params as { slug?: string }).slug ?? '').toLowerCase();
export const codeOf = (request: FastifyRequest) =>
  String((request.params as { code?: string }).code ?? '').toUpperCase();

/** Counting never delays or breaks the answer: failures are logged by the writer. */
export function countView(request: FastifyRequest, record: () => Promise<void>) {
  if (request.method !== 'GET') return;
  record().catch((error: unknown) => request.log.warn({ err: error }, 'view not counted'));
}
