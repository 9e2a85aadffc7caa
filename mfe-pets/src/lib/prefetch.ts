/** How long a prefetched answer waits for the page that asked for it. */
const PREFETCH_TTL_MS = 10_000;
const PREFETCH_KEEP = 8;

/**
 * Answers a route loader fetched ahead of its page, handed once to the page's own load of the same thing (so the data
 * is not fetched twice); anything older than 10 s, or asked for a second time, is fetched afresh.
 */
export function createPrefetch<Key, Value>(load: (key: Key) => Promise<Value>) {
  const pending = new Map<Key, { at: number; promise: Promise<Value> }>();
  return {
    prefetch(key: Key): Promise<Value> {
      const promise = load(key);
      pending.delete(key);
      pending.set(key, { at: Date.now(), promise });
      promise.catch(() => pending.delete(key));
      if (pending.size > PREFETCH_KEEP) pending.delete(pending.keys().next().value as Key);
      return promise;
    },
    get(key: Key): Promise<Value> {
      const hit = pending.get(key);
      pending.delete(key);
      return hit && Date.now() - hit.at < PREFETCH_TTL_MS ? hit.promise : load(key);
    },
  };
}
