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
    await tick(); // c starts on the turn after the one b ended in
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

  it('starts a waiting task on a later turn of the event loop, so that what arrived meanwhile runs first', async () => {
    const limit = createLimit(1);
    const order: string[] = [];
    // Tasks that do not wait for anything: without a turn between them they would all run in one burst of microtasks.
    const tasks = ['a', 'b', 'c'].map((name) => limit(() => order.push(name)));
    setImmediate(() => order.push('arrived meanwhile'));
    await Promise.all(tasks);
    expect(order.indexOf('arrived meanwhile')).toBeLessThan(order.indexOf('c'));
    expect(order.indexOf('arrived meanwhile')).toBeGreaterThan(order.indexOf('a'));
  });

  it('startLater: a task called when its turn is free still starts on a later turn, one per turn', async () => {
    const order: string[] = [];
    const run = async (limit: ReturnType<typeof createLimit>) => {
      order.length = 0;
      // Tasks called one after another, each finished before the next is called (as trees called in the I/O callbacks of
      // their requests, each finding the turn free again).
      setImmediate(() => order.push('arrived meanwhile'));
      const done: Promise<unknown>[] = [];
      for (const name of ['a', 'b']) {
        done.push(limit(() => order.push(name)));
        await Promise.resolve();
        await Promise.resolve();
        await Promise.resolve();
      }
      await Promise.all(done);
      await new Promise((resolve) => setImmediate(resolve));
      return [...order];
    };
    expect(await run(createLimit(1))).toEqual(['a', 'b', 'arrived meanwhile']);
    const later = await run(createLimit(1, { startLater: true }));
    expect(later.indexOf('arrived meanwhile')).toBeLessThan(later.indexOf('b'));
    expect(later.indexOf('a')).toBeLessThan(later.indexOf('b'));
  });

  it('refuses a concurrency that is not a positive integer', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => createLimit(bad)).toThrow(RangeError);
  });
});
