import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PetCriteria } from '../../../src/domains/pets/data/search';
import { compareCodePoints, type IndexedPet, PetSearchIndex } from '../../../src/domains/pets/search-index';
import { assertProperty } from '../../helpers/fuzz-seed';

/**
 * The index remembers the matches of the texts searched lately, in name order, and keeps them exact through writes:
 * random writes (new pets, new names and texts, other sexes, deletions) and rankings by name between searches of the
 * same few texts, each search checked against a plain filter and sort of the pets as they are.
 */
const LETTERS = ['ab', 'ba', 'abc', 'bca', 'cab', 'aab'];
const nameArb = fc.array(fc.constantFrom(...LETTERS), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(' '));

const pet = (id: number, name: string, sex: 'male' | 'female'): IndexedPet => ({
  id, searchText: name, sortName: name, sex, species: 'dog', breedId: 'border-collie', colorId: null, coat: null,
  countryOfBirth: null, countryOfResidence: null, birthDate: null, alive: true, offeredForStud: false, hasPhotos: false,
  publishStatus: 'published', createdBy: null, ownerUserId: null, createdAt: id,
});

type Step =
  | { op: 'put'; id: number; name: string; sex: 'male' | 'female' }
  | { op: 'remove'; id: number }
  | { op: 'rank' }
  | { op: 'search'; text: string; sex?: 'male' | 'female'; order: 'asc' | 'desc'; page: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('put' as const), id: fc.integer({ min: 1, max: 40 }), name: nameArb, sex: fc.constantFrom('male' as const, 'female' as const) }),
  fc.record({ op: fc.constant('remove' as const), id: fc.integer({ min: 1, max: 40 }) }),
  fc.constant({ op: 'rank' as const }),
  fc.record({
    op: fc.constant('search' as const), text: fc.constantFrom('abc', 'bca', 'aab', 'b a', 'ab ', 'cab'),
    sex: fc.option(fc.constantFrom('male' as const, 'female' as const), { nil: undefined }), order: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.integer({ min: 1, max: 3 }),
  }),
);

describe('the search index\'s remembered texts', () => {
  it('answer as a plain filter and sort does, through writes of every kind', async () => {
    await assertProperty(
      fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 80 }), async (steps) => {
        const index = new PetSearchIndex();
        const pets = new Map<number, IndexedPet>();
        for (const step of steps) {
          if (step.op === 'put') {
            const next = pet(step.id, step.name, step.sex);
            pets.set(step.id, next);
            index.put(next);
          } else if (step.op === 'rank') {
            index.rankByName();
          } else if (step.op === 'remove') {
            pets.delete(step.id);
            index.remove(step.id);
          } else {
            const criteria = { text: step.text, visibility: { kind: 'published' }, sex: step.sex, sort: 'name', order: step.order, page: step.page, limit: 3 } as PetCriteria & { text: string };
            const sign = step.order === 'asc' ? 1 : -1;
            const all = [...pets.values()]
              .filter((p) => p.searchText.includes(step.text) && (step.sex === undefined || p.sex === step.sex))
              .sort((a, b) => sign * (compareCodePoints(a.sortName, b.sortName) || a.id - b.id));
            expect(index.search(criteria)).toEqual({ ids: all.slice((step.page - 1) * 3, step.page * 3).map((p) => p.id), total: all.length });
          }
        }
      }),
      300,
    );
  });

  it('keep the count of a text with filters: the next pages of it, both ways, look for their own matches only, and follow writes', () => {
    const index = new PetSearchIndex();
    const pets = new Map<number, IndexedPet>();
    const put = (id: number, name: string, sex: 'male' | 'female') => {
      pets.set(id, pet(id, name, sex));
      index.put(pets.get(id)!);
    };
    for (let id = 1; id <= 30; id++) put(id, `abc ${String((id * 7) % 31).padStart(2, '0')}`, id % 3 ? 'male' : 'female');
    const expectPages = () => {
      for (const order of ['asc', 'desc'] as const) {
        for (const sex of ['male', 'female', undefined] as const) {
          const sign = order === 'asc' ? 1 : -1;
          const all = [...pets.values()].filter((p) => p.searchText.includes('abc') && (sex === undefined || p.sex === sex))
            .sort((a, b) => sign * (compareCodePoints(a.sortName, b.sortName) || a.id - b.id));
          // Page 1 counts (the first search of the text and filters after a write), the others use the count.
          for (let page = 1; page <= 4; page++) {
            expect(index.search({ text: 'abc', visibility: { kind: 'published' }, sex, sort: 'name', order, page, limit: 4 } as PetCriteria & { text: string }), `${order} ${sex} ${page}`)
              .toEqual({ ids: all.slice((page - 1) * 4, page * 4).map((p) => p.id), total: all.length });
          }
        }
      }
    };
    expectPages();
    put(31, 'abc 00', 'female');
    pets.delete(4);
    index.remove(4);
    put(5, 'abc 99', 'female');
    expectPages();
  });

  it('remember at most 2,000 texts, the latest', () => {
    const index = new PetSearchIndex();
    const words = Array.from({ length: 2_100 }, (_, k) => `w${String(k).padStart(4, '0')}`);
    words.forEach((word, k) => index.put(pet(k + 1, `dog ${word}`, 'male')));
    for (const word of words) expect(index.search({ text: word, visibility: { kind: 'published' }, sort: 'name', order: 'asc', page: 1, limit: 3 } as PetCriteria & { text: string }).total).toBe(1);
    expect(index.remembered).toEqual({ texts: 2_000, pets: 2_000 });
    // The oldest were forgotten, and are found again as before.
    expect(index.search({ text: words[0], visibility: { kind: 'published' }, sort: 'name', order: 'asc', page: 1, limit: 3 } as PetCriteria & { text: string }).ids).toEqual([1]);
  });

  it('a text found in more pets than are remembered (100,000) is answered right, the first time and after, and not remembered', () => {
    const index = new PetSearchIndex();
    const count = 100_050;
    for (let id = 1; id <= count; id++) index.put(pet(id, `zz common ${String((id * 7) % count).padStart(5, '0')}`, id % 3 ? 'male' : 'female'));
    index.rankByName();
    const byName = Array.from({ length: count }, (_, k) => k + 1).sort((a, b) => compareCodePoints(`${(a * 7) % count}`.padStart(5, '0'), `${(b * 7) % count}`.padStart(5, '0')) || a - b);
    const females = byName.filter((id) => id % 3 === 0);
    for (let round = 0; round < 2; round++) {
      expect(index.search({ text: 'common', visibility: { kind: 'published' }, sort: 'name', order: 'asc', page: 2, limit: 5 } as PetCriteria & { text: string }))
        .toEqual({ ids: byName.slice(5, 10), total: count });
      expect(index.search({ text: 'common', visibility: { kind: 'published' }, sex: 'female', sort: 'name', order: 'desc', page: 1, limit: 3 } as PetCriteria & { text: string }))
        .toEqual({ ids: females.slice(-3).reverse(), total: females.length });
    }
    expect(index.remembered).toEqual({ texts: 0, pets: 0 });
  });

  it('a ranking after a few changes keeps the ranked order and puts the renamed and new pets in place (as a full sort would)', () => {
    const index = new PetSearchIndex();
    const names = new Map<number, string>();
    const word = (n: number) => `dog ${((n * 7919) % 10_007).toString(36)}`;
    const put = (id: number, name: string) => {
      names.set(id, name);
      index.put(pet(id, name, id % 2 ? 'male' : 'female'));
    };
    for (let id = 1; id <= 2_000; id++) put(id, word(id));
    index.rankByName();
    // A tenth changed: renamed, removed, added (some into freed slots).
    for (let id = 1; id <= 2_000; id += 20) put(id, word(id + 5_000));
    for (let id = 7; id <= 2_000; id += 40) {
      names.delete(id);
      index.remove(id);
    }
    for (let id = 2_001; id <= 2_100; id++) put(id, word(id));
    expect(index.unranked).toBeGreaterThan(200);
    index.rankByName();
    expect(index.unranked).toBe(0);
    const expected = [...names.entries()].sort(([a, x], [b, y]) => compareCodePoints(x, y) || a - b).map(([id]) => id);
    const found: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 100); page++) {
      found.push(...index.search({ text: 'dog', visibility: { kind: 'published' }, sort: 'name', order: 'asc', page, limit: 100 } as PetCriteria & { text: string }).ids);
    }
    expect(found).toEqual(expected);
  });

  it('are ranked by name again once many pets were added since the last ranking, new ones included', () => {
    const index = new PetSearchIndex();
    for (let id = 1; id <= 10; id++) index.put(pet(id, `abc ${id}`, 'male'));
    index.rankByName();
    expect(index.unranked).toBe(0);
    for (let id = 11; id <= 1_111; id++) index.put(pet(id, `cab ${id}`, 'female'));
    expect(index.unranked).toBe(1_101);
    const page = index.search({ text: 'cab', visibility: { kind: 'published' }, sort: 'name', order: 'asc', page: 1, limit: 3 } as PetCriteria & { text: string });
    const byName = Array.from({ length: 1_101 }, (_, k) => k + 11).sort((a, b) => compareCodePoints(`cab ${a}`, `cab ${b}`));
    expect(page).toEqual({ ids: byName.slice(0, 3), total: 1_101 });
    expect(index.unranked).toBe(0);
  });
});

describe('a text\'s first search among thousands of matches', () => {
  it('puts them in name order (by a bit per rank from 512 matches), pets added or renamed since the ranking merged in', () => {
    const index = new PetSearchIndex();
    const pets = new Map<number, IndexedPet>();
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const name = () => Array.from({ length: 3 }, () => LETTERS[next() % LETTERS.length]).join(' ');
    const put = (id: number) => {
      const p = pet(id, name(), next() % 2 ? 'male' : 'female');
      pets.set(id, p);
      index.put(p);
    };
    for (let id = 1; id <= 3_000; id++) put(id * 3);
    index.rankByName();
    // Added and renamed after the ranking (unranked: fewer than the count that ranks again by itself).
    for (let id = 1; id <= 400; id++) put(id % 2 ? id * 3 : 10_000 + id);
    for (const text of ['abc', 'ab ', 'cab', 'bca ab']) {
      for (const order of ['asc', 'desc'] as const) {
        const sign = order === 'asc' ? 1 : -1;
        const all = [...pets.values()].filter((p) => p.searchText.includes(text))
          .sort((a, b) => sign * (compareCodePoints(a.sortName, b.sortName) || a.id - b.id));
        for (const page of [1, 2, Math.ceil(all.length / 50)]) {
          expect(index.search({ text, visibility: { kind: 'published' }, sort: 'name', order, page, limit: 50 } as PetCriteria & { text: string }), `${text} ${order} ${page}`)
            .toEqual({ ids: all.slice((page - 1) * 50, page * 50).map((p) => p.id), total: all.length });
        }
      }
    }
    expect(index.remembered.texts).toBeGreaterThan(0);
    expect(index.remembered.pets).toBeGreaterThan(3 * 512);
    index.forgetRemembered();
    expect(index.remembered).toEqual({ texts: 0, pets: 0 });
  });
});
