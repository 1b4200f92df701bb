import type { FastifyPluginAsync } from 'fastify';

/**
 * GET /robots.txt: crawlers stay out of the signed-in areas and the API. Public pages are not listed here:
 * each says for itself whether it may be indexed (robots meta and X-Robots-Tag, from the page's setting).
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /admin',
  'Disallow: /user',
  'Disallow: /tecnico',
  'Disallow: /api',
  '',
].join('\n');

/** Answered by the server itself, ahead of the app's fallback (which would send index.html). */
export const robotsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(ROBOTS_TXT),
  );
};
