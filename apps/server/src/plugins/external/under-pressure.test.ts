import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@portal/shared';
import { answerUnderPressure } from './under-pressure.js';

describe('load shedding (under-pressure)', () => {
  it("answers 503 in the error shape with Retry-After, even on a route whose own 503 has another schema (/api/health's)", async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    let ran = false;
    app.addHook('onRequest', async (request, reply) => answerUnderPressure(request, reply));
    app.get(
      '/api/health',
      {
        schema: {
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('error'), code: z.enum(['DATABASE_UNAVAILABLE']), message: z.string() }),
          },
        },
      },
      async () => {
        ran = true;
        return { status: 'ok' as const };
      },
    );
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({ code: 'UNAVAILABLE', message: TEXTS.http.generic });
    // The route's handler never ran after the shed answer.
    expect(ran).toBe(false);
    await app.close();
  });
});
