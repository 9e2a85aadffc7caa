import { describe, expect, it } from 'vitest';
import { batched } from '../../src/lib/batched';

describe('batched lookups', () => {
  it('loads the keys asked in one turn together, each once, and answers each waiter', async () => {
    const calls: string[][] = [];
    const lookup = batched(async (keys: string[]) => {
      calls.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all([lookup('a'), lookup('b'), lookup('a'), lookup('missing')]);
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(calls).toEqual([['a', 'b', 'missing']]);
    // A later turn is a batch of its own.
    expect(await lookup('c')).toBe('C');
    expect(calls).toEqual([['a', 'b', 'missing'], ['c']]);
  });

  it('splits a large batch, and rejects the waiters of a failed load only', async () => {
    const calls: number[][] = [];
    const lookup = batched(async (keys: number[]) => {
      calls.push(keys);
      if (keys.includes(3)) throw new Error('down');
      return new Map(keys.map((k) => [k, k * 10]));
    }, { maxBatch: 2 });
    const answers = await Promise.allSettled([1, 2, 3, 4, 5].map(lookup));
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message))).toEqual([10, 20, 'down', 'down', 50]);
  });
});
