/**
 * Collects the keys asked for during one turn of the event loop and fetches them with one call
 * (at most maxBatch keys a call); each caller gets its own row. Under load, many visits share a query.
 */
export function createBatchLoader<K, V>(fetchMany: (keys: K[]) => Promise<Map<K, V>>, maxBatch = 100) {
  let pending = new Map<K, Array<{ resolve: (value: V | undefined) => void; reject: (error: unknown) => void }>>();
  let scheduled = false;

  function run() {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const chunk = keys.slice(start, start + maxBatch);
      fetchMany(chunk).then(
        (found) => chunk.forEach((key) => batch.get(key)!.forEach((waiter) => waiter.resolve(found.get(key)))),
        (error: unknown) => chunk.forEach((key) => batch.get(key)!.forEach((waiter) => waiter.reject(error))),
      );
    }
  }

  return {
    load(key: K): Promise<V | undefined> {
      return new Promise((resolve, reject) => {
        const waiters = pending.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else pending.set(key, [{ resolve, reject }]);
        if (!scheduled) {
          scheduled = true;
          setImmediate(run);
        }
      });
    },
  };
}
