import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { FullNamesQuery, FullNamesResponse } from '@bc/shared/contracts';
import { apiError, BLUE_FLAME, BLUE_RHYTHM, deferred } from '../../../testing/fixtures';
import { createNameSearch } from './name-search';

function setup(search: (query: FullNamesQuery) => Promise<FullNamesResponse>) {
  const names = createNameSearch('male');
  const handler = vi.fn(search);
  const scope = fork({ handlers: [[names.searchFx, handler]] });
  const state = () => ({ status: scope.getState(names.$status), items: scope.getState(names.$items).map((item) => item.id) });
  return { names, scope, handler, state };
}

describe('the name autocomplete of one side', () => {
  it('asks for names of its sex, trimmed, and lists the answer', async () => {
    const { names, scope, handler, state } = setup(async () => ({ items: [BLUE_FLAME, BLUE_RHYTHM] }));
    expect(state()).toEqual({ status: 'idle', items: [] });
    await allSettled(names.queryChanged, { scope, params: '  blue ' });
    expect(handler).toHaveBeenCalledWith({ query: 'blue', sex: 'male', limit: 10 });
    expect(state()).toEqual({ status: 'ready', items: [3346, 3390] });

    // an emptied box clears the list without asking
    await allSettled(names.queryChanged, { scope, params: '   ' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(state()).toEqual({ status: 'idle', items: [] });
  });

  it('keeps only the newest answer when an older one arrives late', async () => {
    const slow = deferred<FullNamesResponse>();
    const { names, scope, state } = setup(({ query }) => (query === 'b' ? slow.promise : Promise.resolve({ items: [BLUE_RHYTHM] })));
    const settled = Promise.all([
      allSettled(names.queryChanged, { scope, params: 'b' }),
      allSettled(names.queryChanged, { scope, params: 'blue r' }),
    ]);
    await Promise.resolve();
    slow.resolve({ items: [BLUE_FLAME, BLUE_RHYTHM] });
    await settled;
    expect(state()).toEqual({ status: 'ready', items: [3390] });
  });

  it('says failed when the search fails, and forgets the list once reset', async () => {
    const { names, scope, state } = setup(() => Promise.reject(apiError(500)));
    await allSettled(names.queryChanged, { scope, params: 'blue' });
    expect(state().status).toBe('failed');
    await allSettled(names.searchReset, { scope });
    expect(state()).toEqual({ status: 'idle', items: [] });
  });
});
