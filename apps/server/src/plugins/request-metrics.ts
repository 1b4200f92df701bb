import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The window the health numbers cover, in seconds (one bucket per second, reused in a ring). */
const METRICS_WINDOW_SECONDS = 300;

/**
 * Health thresholds (README 'System health'): healthy below 1% of 5xx and 500 ms mean response time; warning below
 * 5% and 2000 ms; else error.
 */
const HEALTH_THRESHOLDS = {
  healthy: { errorRate: 1, responseTime: 500 },
  warning: { errorRate: 5, responseTime: 2000 },
} as const;

type RequestMetrics = {
  /** Answers counted in the window. */
  requests: number;
  /** Mean response time in ms, 1 decimal (0 without requests). */
  responseTime: number;
  /** 5xx answers among them, percent with 2 decimals. */
  errorRate: number;
  /** Seconds since this process started. */
  uptime: number;
  status: 'healthy' | 'warning' | 'error';
};

export function healthStatusOf(errorRate: number, responseTime: number): RequestMetrics['status'] {
  const { healthy, warning } = HEALTH_THRESHOLDS;
  if (errorRate < healthy.errorRate && responseTime < healthy.responseTime) return 'healthy';
  if (errorRate < warning.errorRate && responseTime < warning.responseTime) return 'warning';
  return 'error';
}

/** Per-second buckets of the last METRICS_WINDOW_SECONDS: a few array writes per answer, no allocation. */
export function createRequestMetrics(nowMs: () => number = Date.now) {
  const second = new Float64Array(METRICS_WINDOW_SECONDS).fill(-1);
  const count = new Float64Array(METRICS_WINDOW_SECONDS);
  const totalMs = new Float64Array(METRICS_WINDOW_SECONDS);
  const errors = new Float64Array(METRICS_WINDOW_SECONDS);

  return {
    record(elapsedMs: number, statusCode: number): void {
      const now = Math.floor(nowMs() / 1000);
      const slot = now % METRICS_WINDOW_SECONDS;
      if (second[slot] !== now) {
        second[slot] = now;
        count[slot] = 0;
        totalMs[slot] = 0;
        errors[slot] = 0;
      }
      count[slot]! += 1;
      totalMs[slot]! += elapsedMs;
      if (statusCode >= 500) errors[slot]! += 1;
    },
    snapshot(): RequestMetrics {
      const now = Math.floor(nowMs() / 1000);
      let requests = 0;
      let ms = 0;
      let failed = 0;
      for (let slot = 0; slot < METRICS_WINDOW_SECONDS; slot += 1) {
        if (second[slot]! <= now - METRICS_WINDOW_SECONDS) continue;
        requests += count[slot]!;
        ms += totalMs[slot]!;
        failed += errors[slot]!;
      }
      const responseTime = requests === 0 ? 0 : Math.round((ms / requests) * 10) / 10;
      const errorRate = requests === 0 ? 0 : Math.round((failed / requests) * 10_000) / 100;
      return {
        requests,
        responseTime,
        errorRate,
        uptime: Math.round(process.uptime()),
        status: healthStatusOf(errorRate, responseTime),
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's own recent answers: mean response time, 5xx rate, uptime (the analytics' system health). */
    requestMetrics: ReturnType<typeof createRequestMetrics>;
  }
}

/** Records each answer's time and status (onResponse: after it is sent, off the request's path). */
export default fp(
  async (app: FastifyInstance) => {
    const metrics = createRequestMetrics();
    app.decorate('requestMetrics', metrics);
    app.addHook('onResponse', (_request, reply, done) => {
      metrics.record(reply.elapsedTime, reply.statusCode);
      done();
    });
  },
  { name: 'request-metrics' },
);
