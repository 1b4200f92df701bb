import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 40 item 11: the real Redis (REDIS_URL, else 127.0.0.1:6379) behind a proxy the test cuts, stalls and
 * restores. While Redis is away the rate limits count in the process at once (no request waits on it, none goes
 * uncounted), one warning is logged, /api/health says so, and Redis's counters come back by themselves.
 */
const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const LIMIT = 3;
/** A request that has no Redis to wait on answers well within this (the embedded database renders the 404 panel). */
const FAST_MS = 250;

let proxy: TcpProxy;
let t: TestApp;
let direct: Redis;
let warn: { mock: { calls: unknown[][] } };
let info: { mock: { calls: unknown[][] } };

beforeAll(async () => {
  proxy = await startTcpProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
  t = await createTestApp({ redisUrl: proxy.urlFor(redisUrl.toString()), publicRateLimit: LIMIT });
  direct = new Redis(redisUrl.toString(), { maxRetriesPerRequest: 1 });
  warn = vi.spyOn(t.app.log, 'warn');
  info = vi.spyOn(t.app.log, 'info');
  await until(() => t.app.redis!.isUp());
});
afterAll(async () => {
  await t.close();
  await proxy.close();
  direct.disconnect();
});

async function until(condition: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** LIMIT + 1 views of one page from one address: the statuses and the slowest answer's time. */
async function viewsOfOnePage(slug: string) {
  const statuses: number[] = [];
  let slowestMs = 0;
  for (let i = 0; i <= LIMIT; i += 1) {
    const started = performance.now();
    const res = await t.app.inject({ method: 'GET', url: `/p/${slug}`, remoteAddress: '203.0.113.40' });
    slowestMs = Math.max(slowestMs, performance.now() - started);
    statuses.push(res.statusCode);
  }
  return { statuses, slowestMs };
}
const LIMITED = [...Array<number>(LIMIT).fill(404), 429];
const countersInRedis = async (slug: string) => (await direct.keys(`portal-nfc-rl:*${slug}*`)).length;
const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { statusCode: res.statusCode, body: res.json<{ status: string; redis: string }>() };
};
const eventOf = (call: unknown[]) => (call[0] as { event?: string } | undefined)?.event;
const redisWarnings = () => warn.mock.calls.filter((call) => eventOf(call) === 'redis_unavailable').length;

describe('Redis down (issue 40 item 11)', () => {
  it('with Redis up the limits count in Redis and /api/health says redis ok', async () => {
    const slug = `redis-up-${randomUUID().slice(0, 8)}`;
    expect((await viewsOfOnePage(slug)).statuses).toEqual(LIMITED);
    expect(await countersInRedis(slug)).toBeGreaterThan(0);
    expect(await health()).toEqual({ statusCode: 200, body: expect.objectContaining({ status: 'ok', redis: 'ok' }) });
  });

  it('Redis cut: every request answers at once and is still counted in the process; one warning; health degraded', async () => {
    await proxy.cut();
    for (let round = 0; round < 3; round += 1) {
      const slug = `redis-cut-${round}-${randomUUID().slice(0, 8)}`;
      const { statuses, slowestMs } = await viewsOfOnePage(slug);
      expect(statuses).toEqual(LIMITED);
      expect(slowestMs).toBeLessThan(FAST_MS);
      expect(await countersInRedis(slug)).toBe(0);
    }
    expect(await health()).toEqual({
      statusCode: 200,
      body: expect.objectContaining({ status: 'degraded', redis: 'error', database: 'ok' }),
    });
    expect(redisWarnings()).toBe(1);
  });

  it('Redis back: the app finds it by itself and its limits count in Redis again', async () => {
    await proxy.restore();
    await until(async () => (await health()).body.redis === 'ok');
    expect(info.mock.calls.some((call) => eventOf(call) === 'redis_available')).toBe(true);
    const slug = `redis-back-${randomUUID().slice(0, 8)}`;
    expect((await viewsOfOnePage(slug)).statuses).toEqual(LIMITED);
    expect(await countersInRedis(slug)).toBeGreaterThan(0);
  });

  it('Redis stalled (connected, silent): one request waits the command timeout at most, the next ones none', async () => {
    const warningsBefore = redisWarnings();
    proxy.stall();
    try {
      const first = performance.now();
      const res = await t.app.inject({ method: 'GET', url: '/p/redis-stall-first', remoteAddress: '203.0.113.41' });
      expect(res.statusCode).toBe(404);
      expect(performance.now() - first).toBeLessThan(1_000);
      const { statuses, slowestMs } = await viewsOfOnePage(`redis-stall-${randomUUID().slice(0, 8)}`);
      expect(statuses).toEqual(LIMITED);
      expect(slowestMs).toBeLessThan(FAST_MS);
      expect(redisWarnings()).toBe(warningsBefore + 1);
    } finally {
      await proxy.restore();
    }
    await until(async () => (await health()).body.redis === 'ok');
  });
});
