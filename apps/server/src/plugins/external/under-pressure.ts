import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { TEXTS } from '@portal/shared';

/** Seconds a shed request is told to wait before it tries again. */
const RETRY_AFTER_SECONDS = 10;

/**
 * The overload answer: 503 in the one error shape with Retry-After. It is the server's answer, not the route's, so it
 * is written as it is (a plain JSON serializer): a route whose own 503 has another schema (`/api/health`'s) would
 * otherwise fail its serialization and answer 500. Fastify runs nothing of the route after a sent reply.
 */
export function answerUnderPressure(_request: FastifyRequest, reply: FastifyReply): void {
  reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send({ code: 'UNAVAILABLE', message: TEXTS.http.generic });
}

/** Sheds load with a 503 instead of queueing forever when the event loop is saturated. */
export default fp(async (app) => {
  await app.register(underPressure, {
    maxEventLoopDelay: app.config.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: answerUnderPressure,
  });
});
