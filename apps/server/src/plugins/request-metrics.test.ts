import { describe, expect, it } from 'vitest';
import { createRequestMetrics, healthStatusOf } from './request-metrics.js';

describe('request metrics', () => {
  it('gives the mean response time and the 5xx share of the last 5 minutes, forgetting older answers', () => {
    let now = 1_000_000_000;
    const metrics = createRequestMetrics(() => now);
    expect(metrics.snapshot()).toMatchObject({ requests: 0, responseTime: 0, errorRate: 0, status: 'healthy' });
    metrics.record(100, 200);
    metrics.record(100, 404);
    now += 61_000;
    metrics.record(100, 200);
    metrics.record(300, 503);
    expect(metrics.snapshot()).toMatchObject({ requests: 4, responseTime: 150, errorRate: 25, status: 'error' });
    now += 250_000; // the first two are now 311 s old
    expect(metrics.snapshot()).toMatchObject({ requests: 2, responseTime: 200, errorRate: 50 });
    now += 300_000;
    expect(metrics.snapshot()).toMatchObject({ requests: 0, responseTime: 0, errorRate: 0 });
    expect(metrics.snapshot().uptime).toBeGreaterThanOrEqual(0);
  });

  it('is healthy under 1% errors and 500 ms, warning under 5% and 2000 ms, else error', () => {
    expect(healthStatusOf(0.99, 499)).toBe('healthy');
    expect(healthStatusOf(1, 100)).toBe('warning');
    expect(healthStatusOf(0, 500)).toBe('warning');
    expect(healthStatusOf(4.99, 1999)).toBe('warning');
    expect(healthStatusOf(5, 100)).toBe('error');
    expect(healthStatusOf(0, 2000)).toBe('error');
  });
});
