import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { reminderRuns } from '../db/schema.js';

/** A job that runs once per day per installation: its name in reminder_runs and its advisory lock key. */
export type DailyJob = { name: string; lockId: number };

/** Whether the job's run for that day is recorded (read before a transaction: PGlite has one connection). */
export async function dailyRunDone(db: Database, job: DailyJob, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: reminderRuns.day })
    .from(reminderRuns)
    .where(and(eq(reminderRuns.job, job.name), eq(reminderRuns.day, day)));
  return Boolean(row);
}

/**
 * Claims the day's run inside the caller's transaction: the advisory lock (held to the end of the transaction) lets
 * one instance through at a time without waiting, and the reminder_runs row makes it once per day, also on PGlite
 * (one process) and after the lock is released.
 */
export async function claimDailyRun(
  tx: Database,
  job: DailyJob,
  day: string,
): Promise<'claimed' | 'locked' | 'already-ran'> {
  // Both drivers answer { rows }; the generic result type does not say so.
  const locked = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${job.lockId}) AS ok`)) as unknown as {
    rows: Array<{ ok: boolean }>;
  };
  if (!locked.rows[0]?.ok) return 'locked';
  const inserted = await tx
    .insert(reminderRuns)
    .values({ job: job.name, day })
    .onConflictDoNothing()
    .returning({ day: reminderRuns.day });
  return inserted.length > 0 ? 'claimed' : 'already-ran';
}

/** How often an instance asks "has today's run gone out?" (the run's row makes it once a day). */
export const DAILY_JOB_CHECK_MS = 60 * 60 * 1000;

/**
 * The in-process timer of a daily job (main.ts starts it, never the tests, which call the run with a fixed clock).
 * Every instance runs one; the lock and the run's row make the work happen once per day per installation. One run
 * at a time; a failed run is logged and tried again at the next check. The first check waits `firstCheckMs`, so a
 * restart does not compete with the start's own work.
 */
export function startDailyJob<T>(options: {
  label: string;
  run: (now: Date) => Promise<T>;
  log: FastifyBaseLogger;
  firstCheckMs: number;
  intervalMs?: number;
  /** What a finished run says in the log (nothing when absent or undefined). */
  describe?: (result: T) => Record<string, unknown> | undefined;
}) {
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = options
      .run(new Date())
      .then((result) => {
        const details = options.describe?.(result);
        if (details) options.log.info(details, `${options.label}: sent`);
      })
      .catch((error: unknown) => options.log.error({ err: error }, `${options.label} failed`))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(tick, options.firstCheckMs);
  const interval = setInterval(tick, options.intervalMs ?? DAILY_JOB_CHECK_MS);
  // The timers never keep a process alive on their own (a closing server ends with them).
  first.unref();
  interval.unref();

  return {
    /** Stops the checks and waits for a run under way (the database closes after it). */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
      await running;
    },
  };
}
