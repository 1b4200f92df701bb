import fp from 'fastify-plugin';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The security headers of every response (also applied, prebuilt, by the server-rendered public pages). */
export const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix primitives and per-page themes set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  // Public pages and QR images are embedded and opened from anywhere.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} satisfies FastifyHelmetOptions;

/**
 * Permissions-Policy (helmet sets none): no microphone, payment or USB, and no other site's frame gets anything; the
 * camera (the technician's 'Ler código') and geolocation (the finder's form) only on the portal's own pages.
 */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(self), payment=(), usb=(), interest-cohort=(), browsing-topics=()';

export default fp(async (app) => {
  await app.register(helmet, helmetOptions);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
});
