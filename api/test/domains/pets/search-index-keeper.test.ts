import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEvents } from '../../../src/domains/events';
import type { PetCriteria } from '../../../src/domains/pets/data/search';
import type { IndexedPet } from '../../../src/domains/pets/search-index';
import { createSearchIndexKeeper, type SearchIndexKeeper } from '../../../src/domains/pets/search-index-keeper';

/**
 * The keeper's life when the database misbehaves: a load that fails (connections dropped while PostgreSQL restarts)
 * leaves searches to SQL and is tried again, never an unhandled rejection that ends the process.
 */
const pet = (id: number, name: string): IndexedPet => ({
  id, searchText: name, sortName: name, sex: 'male', species: 'dog', breedId: 'border-collie', colorId: null, coat: null,
  countryOfBirth: null, countryOfResidence: null, birthDate: null, alive: true, offeredForStud: false, hasPhotos: false,
  publishStatus: 'published', createdBy: null, ownerUserId: null, createdAt: id,
});
const criteria: PetCriteria = { visibility: { kind: 'published' }, text: 'ace', sort: 'name', order: 'asc', page: 1, limit: 10 };

/** Rows served from `pets`; `failures` next reads throw as a dropped connection does. */
function fakeDatabase(pets: IndexedPet[]) {
  const state = { failures: 0, reads: 0 };
  const read = <T>(answer: () => T): Promise<T> => {
    state.reads += 1;
    if (state.failures > 0) {
      state.failures -= 1;
      return Promise.reject(new Error('terminating connection due to administrator command'));
    }
    return Promise.resolve(answer());
  };
  const searchIndexRows = {
    after: (afterId: number, limit: number) => read(() => pets.filter((p) => p.id > afterId).slice(0, limit)),
    of: (ids: number[]) => read(() => pets.filter((p) => ids.includes(p.id))),
  };
  return { state, data: { searchIndexRows } };
}

let keeper: SearchIndexKeeper | null = null;
afterEach(() => keeper?.close());

describe('the search index keeper', () => {
  it('after a reconnection, reloads in the background; a failed reload leaves searches to SQL and is tried again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const db = fakeDatabase([pet(1, 'ace'), pet(2, 'acer')]);
      const events = createEvents();
      keeper = createSearchIndexKeeper({ data: db.data, events, log: pino({ level: 'silent' }), retryMs: 20 });
      await keeper.load();
      expect(await keeper.search(criteria)).toEqual({ ids: [1, 2], total: 2 });

      db.state.failures = 3;
      events.emit('petsChangedElsewhere', { ids: null });
      expect(await keeper.search(criteria)).toBeNull(); // SQL answers while the index reloads
      await vi.waitFor(() => expect(keeper!.size).toBe(2), { timeout: 2_000, interval: 10 });
      expect(db.state.failures).toBe(0);
      expect(await keeper.search(criteria)).toEqual({ ids: [1, 2], total: 2 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('a change it cannot read makes it reload rather than answer from a stale index', async () => {
    const pets = [pet(1, 'ace')];
    const db = fakeDatabase(pets);
    const events = createEvents();
    keeper = createSearchIndexKeeper({ data: db.data, events, log: pino({ level: 'silent' }), retryMs: 20 });
    await keeper.load();
    pets.push(pet(2, 'acer'));
    db.state.failures = 1;
    events.emit('petsChanged', { ids: [2] });
    await keeper.settled();
    await vi.waitFor(() => expect(keeper!.size).toBe(2), { timeout: 2_000, interval: 10 });
    expect(await keeper.search(criteria)).toEqual({ ids: [1, 2], total: 2 });
  });

  it('a reconnection heard while loading loads once more (what was read before it may be stale)', async () => {
    const pets = [pet(1, 'ace')];
    const db = fakeDatabase(pets);
    const events = createEvents();
    keeper = createSearchIndexKeeper({ data: db.data, events, log: pino({ level: 'silent' }), retryMs: 20 });
    const loaded = keeper.load();
    events.emit('petsChangedElsewhere', { ids: null });
    pets.push(pet(2, 'acer'));
    await loaded;
    await vi.waitFor(() => expect(keeper!.size).toBe(2), { timeout: 2_000, interval: 10 });
    expect(await keeper.search(criteria)).toEqual({ ids: [1, 2], total: 2 });
  });

  it('stops trying once closed', async () => {
    const db = fakeDatabase([pet(1, 'ace')]);
    const events = createEvents();
    keeper = createSearchIndexKeeper({ data: db.data, events, log: pino({ level: 'silent' }), retryMs: 20 });
    db.state.failures = 1_000;
    events.emit('petsChangedElsewhere', { ids: null });
    await new Promise((resolve) => setTimeout(resolve, 60));
    keeper.close();
    const reads = db.state.reads;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(db.state.reads).toBe(reads);
    expect(keeper.size).toBe(0);
  });
});
