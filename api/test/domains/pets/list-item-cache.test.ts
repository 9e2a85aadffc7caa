import { describe, expect, it } from 'vitest';
import type { PetListItem } from '@bc/shared/contracts';
import { ListItemCache } from '../../../src/domains/pets/list-item-cache';

const person = (userId: number | null) => ({ userId, nickname: userId ? `m${userId}` : null, name: null, formerMember: false });
const item = (id: number, breeder: number | null = null, owner: number | null = null) =>
  ({ id, registeredName: `Dog ${id}`, breeder: person(breeder), owner: person(owner) }) as unknown as PetListItem;

const idOf = (json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as PetListItem).id);

describe('the search items cache', () => {
  it('keeps items by pet id and forgets the least recently stored beyond its size', () => {
    const cache = new ListItemCache(2);
    cache.keep([item(1), item(2), item(3)], cache.generation);
    expect([cache.get(1), idOf(cache.get(2)), idOf(cache.get(3))]).toEqual([undefined, 2, 3]);
  });

  it('holds an item until a write drops it, and tells when it is full', () => {
    const cache = new ListItemCache(2);
    cache.keep([item(1)], cache.generation);
    expect([idOf(cache.get(1)), cache.full]).toEqual([1, false]);
    cache.keep([item(2)], cache.generation);
    expect([idOf(cache.get(1)), cache.full]).toEqual([1, true]);
    cache.drop(1);
    expect([cache.get(1), cache.full]).toEqual([undefined, false]);
  });

  it('drops a pet, the pets that name a member, or everything', () => {
    const cache = new ListItemCache(10);
    cache.keep([item(1, 7), item(2, null, 7), item(3, 8, 8), item(4)], cache.generation);
    cache.dropMembers([7]);
    expect([1, 2, 3, 4].map((id) => idOf(cache.get(id)))).toEqual([undefined, undefined, 3, 4]);
    cache.drop(3);
    expect(cache.get(3)).toBeUndefined();
    cache.dropMembers([8]); // pet 3's member: nothing left to drop, nothing else dropped
    expect(idOf(cache.get(4))).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('does not keep items read before a drop (they may be stale)', () => {
    const cache = new ListItemCache(10);
    const before = cache.generation;
    cache.drop(1);
    cache.keep([item(1)], before);
    expect(cache.get(1)).toBeUndefined();
    cache.keep([item(1)], cache.generation);
    expect(idOf(cache.get(1))).toBe(1);
  });

  it('keeps nothing when turned off (caches off: size 0)', () => {
    const cache = new ListItemCache(0);
    cache.keep([item(1)], cache.generation);
    expect(cache.size).toBe(0);
  });
});
