import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changedBuilds, chunkFailed, claimReload, RELOAD_GUARD_MS, reloadPageFx } from './model';

describe('build check', () => {
  it('lists the shell and the loaded remotes whose build id changed', () => {
    const loaded = new Map([
      ['mfe_pets', 'p1'],
      ['mfe_account', 'a1'],
    ]);
    expect(changedBuilds({ shell: 's1', remotes: { mfe_pets: 'p1', mfe_account: 'a1' } }, 's1', loaded)).toEqual([]);
    expect(changedBuilds({ shell: 's2', remotes: { mfe_pets: 'p2', mfe_account: 'a1', mfe_moderation: 'm9' } }, 's1', loaded)).toEqual([
      { app: 'shell', loaded: 's1', latest: 's2' },
      { app: 'mfe_pets', loaded: 'p1', latest: 'p2' },
    ]);
  });

  it('ignores apps the manifest does not know', () => {
    expect(changedBuilds({}, 's1', new Map([['mfe_pets', 'p1']]))).toEqual([]);
  });
});

describe('reload after a chunk or remote failed to load', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('allows one reload, then none for 10 seconds', () => {
    const start = 1_700_000_000_000;
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(claimReload(start)).toBe(true);
    expect(claimReload(start + 1)).toBe(false);
    expect(claimReload(start + 9_999)).toBe(false);
    expect(claimReload(start + 10_000)).toBe(true);
    expect(claimReload(start + 15_000)).toBe(false);
  });

  it('the guard holds across page loads of the tab (sessionStorage)', () => {
    const start = 1_700_000_000_000;
    expect(claimReload(start)).toBe(true);
    // a reload keeps sessionStorage: the next page sees the claim
    expect(Number(sessionStorage.getItem('bc-last-chunk-reload'))).toBe(start);
    expect(claimReload(start + 5_000)).toBe(false);
  });

  it('a failed chunk reloads the page once; failures within 10 s do not reload again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_700_000_000_000);
    const reload = vi.fn();
    const scope = fork({ handlers: [[reloadPageFx, reload]] });

    await allSettled(chunkFailed, { scope, params: '/en/pets' });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/en/pets');

    vi.setSystemTime(1_700_000_009_000);
    await allSettled(chunkFailed, { scope, params: undefined });
    await allSettled(chunkFailed, { scope, params: '/en/faq' });
    expect(reload).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1_700_000_010_500);
    await allSettled(chunkFailed, { scope, params: undefined });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
