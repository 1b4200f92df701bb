import { randomUUID } from 'node:crypto';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TEXTS } from '@portal/shared';
import { RETRY_AFTER_SECONDS } from '../../lib/errors.js';
import { diskFullRecently } from '../../lib/storage/full-disk.js';

const check = z.enum(['ok', 'error']);
const healthSchema = z.object({
  /** `degraded`: the app answers, but Redis does not (each process counts its own rate limits for now). */
  status: z.enum(['ok', 'degraded', 'error']),
  database: check,
  /** DATA_DIR accepts a write (not full, not read-only). */
  storage: check,
  /** REDIS_URL answers a PING in time; `off` without REDIS_URL. */
  redis: z.enum(['ok', 'error', 'off']),
  driver: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
/** The 503 is an error like any other: { code, message, ... } plus the health fields. */
const unhealthySchema = healthSchema.extend({
  status: z.literal('error'),
  code: z.enum(['DATABASE_UNAVAILABLE', 'STORAGE_UNAVAILABLE']),
  message: z.string(),
});

/** `/live`: the process answers. */
const liveSchema = z.object({ status: z.literal('ok') });
/** `/ready`: this instance should be sent requests (not stopping, its database answers). */
const readySchema = z.object({ status: z.literal('ok') });
const notReadySchema = z.object({
  code: z.enum(['SHUTTING_DOWN', 'DATABASE_UNAVAILABLE']),
  message: z.string(),
  status: z.literal('error'),
});

/** Rejects after `ms`: a stalled database must not stall the health check with it. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`health check: no answer from the database after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: 200 only when the database answers a query in time and DATA_DIR can be written (and no write of
 * the app's failed for want of space in the last moments, lib/storage/full-disk.ts); Redis down is a 200 `degraded`.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const probeFile = () => path.join(app.config.dataDir, `.health-${randomUUID()}`);

  async function databaseCheck() {
    try {
      await withTimeout(app.database.db.execute(sql`select 1`), app.config.healthCheckTimeoutMs);
      return 'ok' as const;
    } catch (error) {
      app.log.warn({ err: error }, 'health check: database unreachable');
      return 'error' as const;
    }
  }

  async function storageCheck() {
    if (diskFullRecently(app.config.dataDir)) return 'error' as const;
    const file = probeFile();
    try {
      await writeFile(file, 'ok');
      await unlink(file);
      return 'ok' as const;
    } catch (error) {
      app.log.warn({ err: error, dataDir: app.config.dataDir }, 'health check: DATA_DIR cannot be written');
      return 'error' as const;
    }
  }

  app.get(
    '/',
    { schema: { tags: ['health'], response: { 200: healthSchema, 503: unhealthySchema } } },
    async (_request, reply) => {
      const [database, storage, redis] = await Promise.all([
        databaseCheck(),
        storageCheck(),
        app.redis ? app.redis.check() : ('off' as const),
      ]);
      const fields = {
        database,
        storage,
        redis,
        driver: app.database.driver,
        uptimeSeconds: Math.round(process.uptime()),
      };
      // Without Redis the instance still serves every request (its own counters): 200, said to be degraded.
      if (database === 'ok' && storage === 'ok')
        return { status: redis === 'error' ? ('degraded' as const) : ('ok' as const), ...fields };
      const code = database === 'error' ? ('DATABASE_UNAVAILABLE' as const) : ('STORAGE_UNAVAILABLE' as const);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code, message: TEXTS.http.serviceUnavailable, status: 'error' as const, ...fields });
    },
  );

  // Issue 46: a proxy or orchestrator takes a stopping instance out on `ready` (503 from SIGTERM on) while `live`
  // stays 200, so the instance is not killed while it finishes what it has in flight (lifecycle/shutdown.ts).
  app.get('/live', { schema: { tags: ['health'], response: { 200: liveSchema } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: readySchema, 503: notReadySchema } } },
    async (_request, reply) => {
      const code = app.readiness.draining
        ? ('SHUTTING_DOWN' as const)
        : (await databaseCheck()) === 'error'
          ? ('DATABASE_UNAVAILABLE' as const)
          : undefined;
      if (!code) return { status: 'ok' as const };
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ code, message: TEXTS.http.serviceUnavailable, status: 'error' as const });
    },
  );
};

export default healthRoutes;
