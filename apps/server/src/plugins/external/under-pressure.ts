import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { TEXTS } from '@portal/shared';

/** Sheds load with a 503 instead of queueing forever when the event loop is saturated. */
export default fp(async (app) => {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.maxEventLoopDelayMs,
    retryAfter: 10,
    pressureHandler: (_request, reply) => {
      reply.status(503).send({ code: 'UNAVAILABLE', message: TEXTS.http.generic });
    },
  });
});
