import { describe, expect, it } from 'vitest';
import { createDogCards, type DogCard } from '../../../src/domains/pedigree/dog-cards';

const card = (id: number): DogCard => ({
  id, registeredName: `Dog ${id}`, sex: 'male', birthYear: 2020, colorId: null, titles: null, thumbnail: null,
  publishStatus: 'published', ownerUserId: null, createdBy: null,
});

/** Dog cards over a loader that counts what it reads. */
function cardsOf(max: number) {
  const reads: number[][] = [];
  const cards = createDogCards(async (ids) => {
    reads.push([...ids].sort((a, b) => a - b));
    return ids.filter((id) => id < 1000).map(card);
  }, { max });
  return { cards, reads };
}

describe('dog cards (what trees show of each dog, kept in memory)', () => {
  it('reads only the dogs it does not hold, once per call, and answers only those that exist', async () => {
    const { cards, reads } = cardsOf(10);
    const first = await cards.get([1, 2, 2, 0, -1, 3]);
    expect([...first.keys()]).toEqual([1, 2, 3]);
    expect(first.get(2)).toEqual(card(2));
    const second = await cards.get([3, 4, 1000]);
    expect([...second.keys()].sort((a, b) => a - b)).toEqual([3, 4]);
    expect(reads).toEqual([[1, 2, 3], [4, 1000]]);
  });

  it('aligned: each card at the index of its id (undefined for none), the missing read once, repeats included', async () => {
    const { cards, reads } = cardsOf(10);
    await cards.get([2]);
    const found = await cards.aligned([5, 0, 2, 1000, 5]);
    expect(found).toEqual([card(5), undefined, card(2), undefined, card(5)]);
    expect(reads).toEqual([[2], [5, 1000]]);
    expect(await cards.aligned([5, 2])).toEqual([card(5), card(2)]);
    expect(reads).toHaveLength(2);
  });

  it('fill stores what a warming read answers, unless a drop came while it read', async () => {
    const { cards, reads } = cardsOf(10);
    expect(await cards.fill(async () => [card(1), card(2)])).toEqual([card(1), card(2)]);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = cards.fill(async () => {
      await gate;
      return [card(3)];
    });
    cards.drop([9]);
    release();
    await slow;
    await cards.get([1, 2, 3]);
    expect(reads).toEqual([[3]]);
  });

  it('reads missing cards two at a time: many callers missing cards at once do not fill the database', async () => {
    let inFlight = 0;
    let most = 0;
    const cards = createDogCards(async (ids) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return ids.map(card);
    }, { max: 100 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, k) => (k % 2 ? cards.aligned([k + 1]) : cards.get([k + 1]))));
    expect(answers.map((found, k) => (found instanceof Map ? found.get(k + 1) : found[0]))).toEqual(Array.from({ length: 12 }, (_, k) => card(k + 1)));
    expect(most).toBe(2);
  });

  it('past its bound drops the oldest dogs not shown since they were stored, and keeps those shown', async () => {
    const { cards, reads } = cardsOf(3);
    await cards.get([1, 2, 3]);
    await cards.get([1]); // 1 shown again: it gets a second chance
    await cards.get([4]); // over the bound: 2 (the oldest unshown) goes, 1 moves to the newest end
    expect(cards.size).toBe(3);
    reads.length = 0;
    await cards.get([1, 3, 4]);
    expect(reads).toEqual([]);
    await cards.get([2]);
    expect(reads).toEqual([[2]]);
    expect(cards.size).toBe(3);
  });

  it('a drop forgets the dog, and a read that started before the drop does not store what it read', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const reads: number[][] = [];
    const cards = createDogCards(async (ids) => {
      reads.push([...ids]);
      if (reads.length === 1) await gate;
      return ids.map(card);
    }, { max: 10 });
    const slow = cards.get([7]);
    cards.drop([7]);
    release();
    await slow;
    await cards.get([7]);
    expect(reads).toEqual([[7], [7]]);
    await cards.get([7]);
    expect(reads).toHaveLength(2);
  });
});
