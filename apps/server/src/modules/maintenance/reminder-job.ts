import type { FastifyBaseLogger } from 'fastify';
import type { ReminderRun } from './reminders.js';

/** How often an instance asks "has today's digest gone out?" (the run's row makes it once a day). */
export const REMINDER_CHECK_MS = 60 * 60 * 1000;
/** The first check waits this long after the start, so a restart does not compete with the start's own work. */
const FIRST_CHECK_MS = 30 * 1000;

/**
 * The in-process timer of the daily digest (main.ts starts it, never the tests, which call runDailyReminders with
 * a fixed clock). Every instance runs one: the advisory lock and the reminder_runs row make the digest go out once
 * per day per installation. A failed run is logged and tried again at the next check.
 */
export function startReminderJob(options: {
  run: (now: Date) => Promise<ReminderRun>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  firstCheckMs?: number;
}) {
  const intervalMs = options.intervalMs ?? REMINDER_CHECK_MS;
  let running: Promise<void> | undefined;
  let stopped = false;

  const tick = () => {
    if (stopped || running) return;
    running = options
      .run(new Date())
      .then((result) => {
        if (result.sent) options.log.info({ day: result.day }, 'maintenance reminders: digest sent');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'maintenance reminders failed'))
      .finally(() => {
        running = undefined;
      });
  };

  const first = setTimeout(tick, options.firstCheckMs ?? FIRST_CHECK_MS);
  const interval = setInterval(tick, intervalMs);
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
