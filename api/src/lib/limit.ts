/**
 * Runs at most `concurrency` tasks at once; the others wait in order of arrival (p-limit's idea in a few lines).
 * For heavy answers (a ten-generation tree): a flood of them then takes turns instead of all holding the event
 * loop at once, so the other requests keep being answered in between.
 */
export function createLimit(concurrency: number) {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  const waiting: (() => void)[] = [];
  let running = 0;

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const limit = async <T>(task: () => Promise<T> | T): Promise<T> => {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
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
