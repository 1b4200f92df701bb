import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsDashboardSchema,
  analyticsInsightsSchema,
  analyticsRangeQuerySchema,
  analyticsRealtimeSchema,
} from '@portal/shared';
import { errorResponses } from '../../lib/schemas.js';
import { currentUser } from '../../plugins/auth.js';
import type { Scope } from './service.js';

type Area = { role: 'ADMIN' | 'USER'; tag: string; scopeOf: (request: FastifyRequest) => Scope };

/** dashboard, insights and realtime of one area: the admin over everything, a user over their own pages and tags. */
function analyticsRoutes({ role, tag, scopeOf }: Area): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.requireRole(role));
    const { analytics } = app.services;
    const base = { tags: [tag], security: [{ bearer: [] }] };

    app.get(
      '/dashboard',
      {
        schema: {
          ...base,
          querystring: analyticsRangeQuerySchema,
          response: { 200: analyticsDashboardSchema, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => analytics.dashboard(scopeOf(request), request.query),
    );

    app.get(
      '/insights',
      { schema: { ...base, response: { 200: analyticsInsightsSchema, ...errorResponses(401, 403) } } },
      async (request) => analytics.insights(scopeOf(request)),
    );

    app.get(
      '/realtime',
      { schema: { ...base, response: { 200: analyticsRealtimeSchema, ...errorResponses(401, 403) } } },
      async (request) => {
        const { status, responseTime, uptime, errorRate } = app.requestMetrics.snapshot();
        return analytics.realtime(scopeOf(request), { status, responseTime, uptime, errorRate });
      },
    );
  };
}

/** /api/admin/analytics: everything. */
export const adminAnalyticsRoutes = analyticsRoutes({
  role: 'ADMIN',
  tag: 'analytics',
  scopeOf: () => ({ kind: 'admin' }),
});

/** /api/me/analytics: the caller's own pages (their profiles') and the tags assigned to them. */
export const myAnalyticsRoutes = analyticsRoutes({
  role: 'USER',
  tag: 'me',
  scopeOf: (request) => ({ kind: 'user', userId: currentUser(request).id }),
});
