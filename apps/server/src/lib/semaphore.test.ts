import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore.js';

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, the others in order as slots free up, even when a task fails', async () => {
    const run = createSemaphore(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      active += 1;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active -= 1;
      if (id === 1) throw new Error('falhou');
      return id;
    };

    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => run(task(id))));

    expect(peak).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(await run(async () => 'livre')).toBe('livre');
  });
});
