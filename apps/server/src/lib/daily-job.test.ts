import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { createTestDatabase } from '../testing/test-app.js';
import { claimDailyRun, dailyRunDone, type DailyJob } from './daily-job.js';

// The once-a-day rule on whichever database the run uses: PGlite by default (one process, one connection, where
// the advisory lock never refuses), PostgreSQL with DATABASE_URL. The row in reminder_runs is what makes it once.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

const job: DailyJob = { name: 'teste-diario', lockId: 0x7e57_0001 };
const claim = (day: string, which: DailyJob = job) => handle.db.transaction((tx) => claimDailyRun(tx, which, day));

describe('claimDailyRun (the once-a-day job claim)', () => {
  it("claims a day once; the same day claimed again answers 'already-ran', also after the lock is released", async () => {
    expect(await dailyRunDone(handle.db, job, '2026-11-26')).toBe(false);
    expect(await claim('2026-11-26')).toBe('claimed');
    expect(await dailyRunDone(handle.db, job, '2026-11-26')).toBe(true);
    expect(await claim('2026-11-26')).toBe('already-ran');
    expect(await claim('2026-11-26')).toBe('already-ran');
  });

  it('the next day, and another job on the same day, are claims of their own', async () => {
    expect(await claim('2026-11-27')).toBe('claimed');
    expect(await claim('2026-11-27', { name: 'outro-diario', lockId: 0x7e57_0002 })).toBe('claimed');
    expect(await claim('2026-11-27')).toBe('already-ran');
  });

  it('a claim rolled back with its transaction leaves the day free', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        expect(await claimDailyRun(tx, job, '2026-11-28')).toBe('claimed');
        throw new Error('falhou no meio do envio');
      }),
    ).rejects.toThrow('falhou no meio do envio');
    expect(await dailyRunDone(handle.db, job, '2026-11-28')).toBe(false);
    expect(await claim('2026-11-28')).toBe('claimed');
  });
});
