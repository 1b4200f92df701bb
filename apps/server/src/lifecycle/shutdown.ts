import type { FastifyInstance } from 'fastify';

export type ShutdownSettings = {
  /** The whole stop, from the signal to the exit, never takes longer (SHUTDOWN_TIMEOUT_MS): then exit 1. */
  timeoutMs: number;
  /** After SIGTERM, how long the instance keeps serving while saying 'not ready' (SHUTDOWN_GRACE_MS). */
  graceMs: number;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The graceful stop (issue 46). SIGTERM: `/api/health/ready` answers 503 at once and every answer closes its
 * connection (lifecycle/readiness.ts); after the grace, in which a proxy or orchestrator polling `ready` takes the
 * instance out, `app.close()` stops listening (a proxy's new connection is refused, which nginx retries on the
 * other instance even for a write), waits for the requests in flight and runs the onClose hooks: the batched views
 * and scans are written, the jobs stopped; then the database is closed. SIGINT (Ctrl+C at a terminal) skips the grace.
 */
export function stopGracefullyOnSignals(
  app: FastifyInstance,
  settings: ShutdownSettings,
  /** Last, after every onClose hook (Fastify runs the root's before the plugins', which still write). */
  afterClose: () => Promise<void>,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.readiness.drain();
    app.log.info({ signal, graceMs: settings.graceMs }, 'shutting down: not ready');
    // A stuck request must not keep the process alive forever.
    setTimeout(() => {
      app.log.error({ timeoutMs: settings.timeoutMs }, 'shutdown timed out; exiting');
      process.exit(1);
    }, settings.timeoutMs).unref();
    if (signal === 'SIGTERM' && settings.graceMs > 0) await sleep(settings.graceMs);
    try {
      await app.close();
      await afterClose();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => void stop(signal));
}
