import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { TEXTS } from '@portal/shared';

/**
 * The service worker and the app manifest keep their names across builds: the browser asks the server each time,
 * so a new build reaches installed technician apps (apps/web/vite.config.ts, vite-plugin-pwa).
 */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest', 'registerSW.js']);

/**
 * Serves the built web app (apps/web/dist) with history fallback: any GET outside /api
 * that is not a file answers index.html, so deep links into the SPA work.
 */
export default fp(async (app) => {
  const root = app.config.webDist;
  const hasWeb = existsSync(path.join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      // One route that looks the file up when asked (issue 27): `wildcard: false` globbed the build's ~430 files
      // into ~860 routes at every start, a fifth of PostgreSQL's start to healthy. Not a file: the 404 handler below.
      wildcard: true,
      index: false,
      // A folder ('/', '/assets/') is no file: without Accept-Encoding (curl, an uptime monitor) the library would
      // answer it 403, so it goes to the history fallback below like any other app route.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      // The build writes .br and .gz beside each file (apps/web/vite.config.ts): sent as they are, with Vary.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (REVALIDATED_FILES.has(path.basename(filePath))) {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?', 1)[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: TEXTS.http.notFound });
  });
});
