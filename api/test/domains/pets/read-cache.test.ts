import { describe, expect, it } from 'vitest';
import { createReadCache } from '../../../src/domains/pets/read-cache';

/** The read cache's own rules (read-cache.ts); what each write drops is read-caches.test.ts's. */
describe('a read cache', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => `answer ${++loads}`, loads: () => loads };
  };

  it('keeps an answer for its TTL: a second ask does not load again', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, max: 10 });
    const { load, loads } = counting();
    expect(await cache.get('k', load)).toBe('answer 1');
    expect(await cache.get('k', load)).toBe('answer 1');
    expect(loads()).toBe(1);
  });

  it('forgets an answer its caller says is not worth keeping once it is loaded, and shares the load meanwhile', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, max: 10 });
    const { load, loads } = counting();
    const [a, b] = await Promise.all([cache.get('k', load, () => false), cache.get('k', load, () => false)]);
    expect([a, b]).toEqual(['answer 1', 'answer 1']);
    expect(loads()).toBe(1);
    expect(await cache.get('k', load, () => false)).toBe('answer 2');
    expect(loads()).toBe(2);
  });

  it('asks whether to keep an answer after loading it (the load decides)', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, max: 10 });
    let fromMemory = true;
    const { load, loads } = counting();
    await cache.get('k', load, () => !fromMemory);
    fromMemory = false;
    await cache.get('k', load, () => !fromMemory);
    expect(await cache.get('k', load, () => !fromMemory)).toBe('answer 2');
    expect(loads()).toBe(2);
  });

  it('does not store a stale answer\'s reload that is not worth keeping', async () => {
    const cache = createReadCache<string>({ ttlMs: 20, max: 10 });
    const { load, loads } = counting();
    await cache.get('k', load);
    // Past its TTL (20 ms), within 5 × TTL.
    await new Promise((resolve) => setTimeout(resolve, 40));
    // Stale: the old answer is served while one reload runs; that reload is not kept, so the old one stays.
    expect(await cache.get('k', load, () => false)).toBe('answer 1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(loads()).toBe(2);
    expect(await cache.get('k', load, () => false)).toBe('answer 1');
  });

  it('with secondAsk, keeps an answer only once its key was asked for lately already', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, max: 2, secondAsk: true });
    const { load, loads } = counting();
    expect(await cache.get('a', load)).toBe('answer 1');
    expect(await cache.get('a', load)).toBe('answer 2');
    expect(await cache.get('a', load)).toBe('answer 2');
    expect(loads()).toBe(2);
    // Only the last `max` misses' keys are remembered: 'b' is forgotten after 'c' and 'd', so its next answer is not kept.
    for (const key of ['b', 'c', 'd', 'b', 'b']) await cache.get(key, load);
    expect(loads()).toBe(7);
  });

  it('forgets its answers and the keys it saw when cleared', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, max: 10, secondAsk: true });
    const { load, loads } = counting();
    await cache.get('a', load);
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe('answer 2');
    await cache.get('b', load);
    cache.clear();
    // 'a' is read again, and 'b', asked once before the clear, is not kept at its next ask: its first since then.
    expect(await cache.get('a', load)).toBe('answer 4');
    await cache.get('b', load);
    expect(await cache.get('b', load)).toBe('answer 6');
    expect(await cache.get('b', load)).toBe('answer 6');
    expect(loads()).toBe(6);
  });
});
