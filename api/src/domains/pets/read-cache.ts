/**
 * A small in-process cache of read answers (search pages, pet pages).
 * - The writes of this instance drop what they changed (`bump`, `drop`: see read-caches.ts): what a member just
 *   saved is seen at once.
 * - Otherwise an answer is fresh for `ttlMs`; after that it is still served (at most until `5 × ttlMs`) while one
 *   reload runs in the background, so a busy page never waits for the database. This bounds how long a write
 *   made through another API instance can go unseen.
 * - Concurrent misses of one key share one load; beyond `max` entries the least recently stored go first.
 * - An answer its caller says is not worth keeping (`kept` false once loaded: e.g. a search page built from memory
 *   in a fraction of a millisecond) is forgotten as soon as it is loaded. Keeping it would only cost: at thousands of
 *   different answers a second, each one held for a while outlives the young generation, and the garbage collector
 *   then copies and promotes every answer (on the 200,000-dog bench, 100 MB a second and scavenges of 20–50 ms).
 * - `secondAsk`: an answer is kept only when its key was asked for lately already (the keys of the last `max` misses
 *   are remembered): a page asked for once (most pet pages: breeders open many different dogs) is not held at all,
 *   a page asked for again is. Holding every one-off pet page cost the PostgreSQL bench's pet page ~0.2 ms of CPU an
 *   answer (0.42 with the caches on against 0.23 off), in the garbage collector's copying and promoting.
 */
export function createReadCache<T>(options: { ttlMs: number; max: number; secondAsk?: boolean }) {
  interface Entry {
    at: number;
    generation: number;
    value: Promise<T>;
    refreshing: boolean;
  }
  const entries = new Map<string, Entry>();
  const staleMs = options.ttlMs * 5;
  let generation = 0;
  /** The keys of the latest misses (secondAsk), oldest first. */
  const asked = new Set<string>();
  /** Whether a miss of `key` is kept: always, or (secondAsk) when it was asked for lately already. */
  const askedBefore = (key: string): boolean => {
    if (!options.secondAsk || asked.delete(key)) return true;
    asked.add(key);
    if (asked.size > options.max) asked.delete(asked.values().next().value as string);
    return false;
  };

  const store = (key: string, value: Promise<T>, at: number, kept?: () => boolean): Entry => {
    const entry: Entry = { at, generation, value, refreshing: false };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.max) entries.delete(entries.keys().next().value as string);
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    value.then(() => {
      if (kept && !kept()) forget();
    }, forget);
    return entry;
  };

  function bump(): void {
    generation++;
    entries.clear();
  }

  return {
    get generation() {
      return generation;
    },
    /** Forgets everything (a pet, its results or its likes changed). */
    bump,
    /** Forgets every answer and every key asked for (what the start's warm-up asked: see src/warm-up.ts). */
    clear() {
      bump();
      asked.clear();
    },
    /** Forgets one answer (e.g. one pet page after a like). */
    drop(key: string) {
      entries.delete(key);
    },
    /**
     * The cached answer for `key`, or `load()`'s (kept unless `kept`, asked once it is loaded, says no; concurrent
     * calls share the load meanwhile).
     */
    get(key: string, load: () => Promise<T>, kept?: () => boolean): Promise<T> {
      if (options.ttlMs <= 0) return load();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation) {
        const age = now - hit.at;
        if (age <= options.ttlMs) return hit.value;
        if (age <= staleMs) {
          if (!hit.refreshing) {
            hit.refreshing = true;
            const started = generation;
            const next = load();
            next.then(
              () => {
                if (generation === started && entries.get(key) === hit && (!kept || kept())) store(key, next, Date.now());
              },
              () => {
                hit.refreshing = false;
              },
            );
          }
          return hit.value;
        }
      }
      const again = askedBefore(key);
      return store(key, load(), now, again ? kept : () => false).value;
    },
  };
}
export type ReadCache<T> = ReturnType<typeof createReadCache<T>>;
