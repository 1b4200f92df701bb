import fp from 'fastify-plugin';

/**
 * Whether this instance should be sent new work (issue 46). A stopping instance says 'not ready'
 * (`GET /api/health/ready` 503) before it stops listening, and from then on answers with `Connection: close`,
 * so a proxy's kept-alive connections to it end with their current answer instead of meeting a closed socket.
 */
export type Readiness = {
  readonly draining: boolean;
  /** From now on: not ready, and no connection is kept alive after its answer. */
  drain(): void;
};

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this instance takes new work (lifecycle/readiness.ts); drained on SIGTERM (lifecycle/shutdown.ts). */
    readiness: Readiness;
  }
}

/** Decorates `app.readiness`; while draining every answer closes its connection (Node honours the header). */
export default fp(
  async (app) => {
    const readiness = createReadiness();
    app.decorate('readiness', readiness);
    app.addHook('onRequest', async (_request, reply) => {
      if (readiness.draining) reply.header('connection', 'close');
    });
  },
  { name: 'readiness' },
);
