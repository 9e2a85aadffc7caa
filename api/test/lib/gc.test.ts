import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/lib/gc';

describe('collectGarbage (the end of the start’s warm-up)', () => {
  it('runs a full collection: an object that only a WeakRef holds is gone after it, every time it is asked', async () => {
    for (let round = 0; round < 2; round++) {
      const ref = ((): WeakRef<object> => new WeakRef({ rows: Array.from({ length: 1000 }, (_, k) => ({ k })) }))();
      expect(ref.deref()).toBeDefined();
      // A WeakRef's target lives at least until the end of the job that made or read it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(collectGarbage()).toBe(true);
      expect(ref.deref()).toBeUndefined();
    }
  });
});
