import { describe, expect, it } from 'vitest';
import { createLimit } from '../../src/lib/limit';

/** A task that finishes when told to, recording when it started. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: async () => (started.push(name), await done, name), open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createLimit', () => {
  it('runs at most `concurrency` tasks at once and starts the others in order of arrival', async () => {
    const limit = createLimit(2);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => gate(started, name));
    const results = [a, b, c, d].map((g) => limit(g.task));
    await tick();
    expect(started).toEqual(['a', 'b']);
    expect([limit.running, limit.waiting]).toEqual([2, 2]);
    b.open();
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    a.open();
    c.open();
    d.open();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the turn of a task that fails, and hands its error to its caller', async () => {
    const limit = createLimit(1);
    const failed = limit(async () => {
      throw new Error('boom');
    });
    const next = limit(() => 'next');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect([limit.running, limit.waiting]).toEqual([0, 0]);
  });

  it('refuses a concurrency that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createLimit(bad)).toThrow(RangeError);
  });
});
