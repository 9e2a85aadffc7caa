/**
 * Gathers the lookups asked in one turn of the event loop into one call of `load` (a DataLoader without its cache):
 * under load, 50 signed-in calls whose callers are not remembered become one statement instead of 50 round trips
 * (on PGlite each is a message to its thread and a statement run one at a time). A key asked twice in one batch is
 * loaded once. `load` answers a map; a key missing from it resolves to undefined. At most `maxBatch` keys per call.
 */
export function batched<K, V>(load: (keys: K[]) => Promise<Map<K, V>>, options: { maxBatch?: number } = {}): (key: K) => Promise<V | undefined> {
  const maxBatch = options.maxBatch ?? 200;
  let pending = new Map<K, { resolve: (value: V | undefined) => void; reject: (error: unknown) => void }[]>();
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const batch = pending;
    pending = new Map();
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      const slice = keys.slice(start, start + maxBatch);
      load(slice).then(
        (found) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.resolve(found.get(key));
        },
        (error: unknown) => {
          for (const key of slice) for (const waiter of batch.get(key)!) waiter.reject(error);
        },
      );
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        // After the I/O callbacks of this turn: the requests that arrived together are in one batch.
        setImmediate(flush);
      }
    });
}
