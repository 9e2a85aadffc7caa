import { createLimit } from '../../lib/limit';
import type { DogCard } from './data/pets';

export type { DogCard } from './data/pets';

/**
 * What trees show of each dog (name, birth year, colour, titles, photo, and who may see it), kept in memory and
 * read from the database only for the dogs it does not hold. A ten-generation tree shows up to ~1,700 dogs: read
 * each time, that was one SELECT of as many rows per tree (100–300 ms of PGlite's thread on the 200,000-pet demo
 * database), while most ancestors are shared between trees. The writes drop what they changed (`drop`, called by
 * the pedigree service on this instance's and other instances' changes); `clear` after a resync.
 */
export function createDogCards(load: (ids: number[]) => Promise<DogCard[]>, options: { max: number; readsAtOnce?: number }) {
  // Reads of missing cards at once, the others waiting their turn: fifty trees of a cold server each missing hundreds
  // of cards filled the pool (PGlite's queue) with their reads, and the requests of other callers waited seconds
  // behind them (GET /api/user beside fifty ten-generation trees: 10 answers/s, p99 4.9 s on PostgreSQL).
  const reads = createLimit(options.readsAtOnce ?? 2);
  const read = (ids: number[]) => reads(() => load(ids));
  // A Map in the order the cards were stored, evicted by second chance (CLOCK): a hit only marks its entry, and
  // past `max` the oldest entries are dropped unless marked since they were stored (those move to the newest end,
  // unmarked). An LRU's hit moved the entry (~0.7 µs: half a millisecond per ten-generation tree), and a plain
  // first-in-first-out order would drop the founders every tree shows.
  const cards = new Map<number, { card: DogCard; used: boolean }>();
  /** Bumped by every drop: a read that started before it does not store what it read (it may be older). */
  let generation = 0;
  const keep = (card: DogCard) => {
    cards.delete(card.id);
    cards.set(card.id, { card, used: false });
    while (cards.size > options.max) {
      for (const [id, entry] of cards) {
        cards.delete(id);
        if (!entry.used) break;
        entry.used = false;
        cards.set(id, entry);
      }
    }
  };

  /**
   * The card of each dog of `ids` at the same index (undefined for ids ≤ 0 and dogs that do not exist), from memory
   * or in one read: what a tree asks for its ~700 dogs, without a Map of them built per tree.
   */
  async function aligned(ids: ArrayLike<number>): Promise<(DogCard | undefined)[]> {
    const out = new Array<DogCard | undefined>(ids.length);
    let missing: number[] | undefined;
    for (let k = 0; k < ids.length; k++) {
      const id = ids[k];
      if (id <= 0) continue;
      const entry = cards.get(id);
      if (entry) {
        entry.used = true;
        out[k] = entry.card;
      } else (missing ??= []).push(k);
    }
    if (missing === undefined) return out;
    const started = generation;
    const found = new Map((await read([...new Set(missing.map((k) => ids[k]))])).map((card) => [card.id, card]));
    for (const k of missing) out[k] = found.get(ids[k]);
    if (generation === started) for (const card of found.values()) keep(card);
    return out;
  }

  return {
    aligned,
    /** The cards of these dogs that exist (ids ≤ 0 and repeats are ignored), from memory or in one read. */
    async get(ids: Iterable<number>): Promise<Map<number, DogCard>> {
      const list = [...ids];
      const cardsOf = await aligned(list);
      const found = new Map<number, DogCard>();
      cardsOf.forEach((card, k) => {
        if (card) found.set(list[k], card);
      });
      return found;
    },
    /**
     * Stores the cards `read` answers (warming: a range of dogs at a time) unless a drop came while it read them, and
     * answers them.
     */
    async fill(readRange: () => Promise<DogCard[]>): Promise<DogCard[]> {
      const started = generation;
      const found = await reads(readRange);
      if (generation === started) for (const card of found) keep(card);
      return found;
    },
    /** Forgets these dogs (their fields, status or photo changed). */
    drop(ids: Iterable<number>) {
      generation++;
      for (const id of ids) cards.delete(id);
    },
    /** Forgets every dog. */
    clear() {
      generation++;
      cards.clear();
    },
    /** Dogs held. */
    get size() {
      return cards.size;
    },
  };
}
export type DogCards = ReturnType<typeof createDogCards>;
