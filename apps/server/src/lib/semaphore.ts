/**
 * At most `limit` tasks at once; the others wait their turn in order. Bounds the memory of work whose cost is per
 * task (decoding a photo takes tens of MB whatever its file size).
 */
export function createSemaphore(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];

  async function acquire(): Promise<void> {
    if (active < limit) {
      active += 1;
      return;
    }
    // The slot is handed over by release(): active stays as it is.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    await acquire();
    try {
      return await task();
    } finally {
      release();
    }
  };
}
