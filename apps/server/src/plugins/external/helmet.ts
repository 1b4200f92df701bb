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

export default fp(async (app) => {
  await app.register(helmet, helmetOptions);
});
