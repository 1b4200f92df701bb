import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressCap, applySecurityHeaders, type PublicHtmlRoutes } from './route-options.js';
import { publicApiRoutes } from './api-routes.js';
import { publicHtmlRoutes } from './html-routes.js';

/**
 * The public routes (JSON and HTML), sharing one address cap. `htmlRoutes`: other modules' routes that answer as
 * public pages (src/routes.ts hands them in: a module imports no other module's routes).
 */
export const publicRoutes: FastifyPluginAsyncZod<{ htmlRoutes?: readonly PublicHtmlRoutes[] }> = async (
  app,
  { htmlRoutes = [] },
) => {
  const cap = addressCap(app);
  // A new list each time: plugins add their own hooks to it.
  const hot = () => ({ helmet: false as const, onRequest: cap ? [applySecurityHeaders, cap] : [applySecurityHeaders] });
  await app.register(publicApiRoutes, { hot });
  await app.register(publicHtmlRoutes, { hot, more: htmlRoutes });
};
