/**
 * Runs at most `concurrency` tasks at once; the others wait in order of arrival (p-limit's idea in a few lines).
 * For heavy answers (a ten-generation tree): a flood of them then takes turns instead of all holding the event
 * loop at once, and each waiting one starts on a later turn of the event loop, so the other requests keep being
 * answered in between.
 */
export function createLimit(concurrency: number, options: { startLater?: boolean } = {}) {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const waiting: (() => void)[] = [];
  let running = 0;

  // The next task starts on the event loop's next turn, not in the microtasks of the one that ended: otherwise a queue
  // of heavy tasks whose awaits are already settled (trees whose dogs are all in memory) runs through in one burst of
  // microtasks, and no request that came meanwhile is read until the whole queue is done (GET /api/user waited ~1 s
  // behind fifty ten-generation trees). Between two tasks, the requests that arrived are read and answered.
  const release = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else running--;
  };

  const limit = async <T>(task: () => Promise<T> | T): Promise<T> => {
    if (running < concurrency) {
      running++;
      // startLater: a free turn too starts on the event loop's next turn. Heavy tasks that are called in the I/O
      // callbacks of their requests (a tree whose reads were all in memory) would otherwise each find the turn free
      // again and run one after another in a single pass over the sockets: fifty ten-generation trees per turn of the
      // event loop, and GET /api/user, which needs a few turns, answered 5–13 times a second.
      if (options.startLater) await new Promise<void>((resolve) => setImmediate(resolve));
    } else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
  return Object.defineProperties(limit, {
    /** Tasks running now. */
    running: { get: () => running },
    /** Tasks waiting for their turn. */
    waiting: { get: () => waiting.length },
  }) as typeof limit & { readonly running: number; readonly waiting: number };
}
export type Limit = ReturnType<typeof createLimit>;
