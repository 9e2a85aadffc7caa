import type { PetSort, PublishStatus, Sex } from '@bc/shared/contracts';
import { MIN_TRIGRAM_QUERY, type PetCriteria } from './data/search';

/**
 * What the search index holds of a pet: the columns `GET /api/pets` filters and sorts on (data/search.ts reads the
 * same columns in SQL). Dates as the database gives them (`YYYY-MM-DD`), `createdAt` in milliseconds.
 */
export interface IndexedPet {
  id: number;
  searchText: string;
  sortName: string;
  sex: Sex;
  species: string;
  breedId: string;
  colorId: string | null;
  coat: string | null;
  countryOfBirth: string | null;
  countryOfResidence: string | null;
  birthDate: string | null;
  alive: boolean;
  offeredForStud: boolean;
  hasPhotos: boolean;
  publishStatus: PublishStatus;
  createdBy: number | null;
  ownerUserId: number | null;
  createdAt: number;
}

/**
 * Criteria the index answers by itself; the others (health, breeder, owner, a member's own list) go to SQL, and so
 * does a text holding the fields' separator `|` (a normalised query never does: the index keeps no key across fields).
 */
export function indexAnswers(c: PetCriteria): c is PetCriteria & { text: string } {
  return c.text !== undefined && c.text.length > 0 && !c.text.includes('|') && !c.health?.length && !c.breeder && !c.owner && !c.member;
}

/** What a search asks of a pet besides its text (PetSearchIndex's #filter, applied by #scan). */
interface Filter {
  mask: number;
  want: number;
  /** The birth years asked, inclusive (0 to MAX_YEAR: any). */
  yearFrom: number;
  yearTo: number;
  /** Tables by country code (1: asked) of the countries of birth and of residence asked (null: any). */
  bornIn: Uint8Array | null;
  livesIn: Uint8Array | null;
  /** The other filters (null: none). */
  rest: ((slot: number) => boolean) | null;
  /** The filter as text, when `rest` is null (what #counts are kept by); null otherwise. */
  key: string | null;
}

/** A page of matching ids in the order asked, and how many match in all. */
export interface IndexPage {
  ids: number[];
  total: number;
}

const STATUS: Record<PublishStatus, number> = { draft: 0, published: 1, hidden: 2 };
const STATUS_MASK = 3 << 2;
const ALIVE = 1 << 4;
const OFFERED = 1 << 5;
const PHOTOS = 1 << 6;
/** A slot that holds a pet (a freed slot's flags are 0). */
const USED = 1 << 7;
/** Where the birth year is in a pet's flags (above the flag bits; 16 bits: MAX_YEAR). */
const YEAR_SHIFT = 8;
const SEX_CODE = (sex: string) => (sex === 'male' ? 1 : sex === 'female' ? 2 : 3);
const NULL_DAY = Number.NaN;
const DAY_MS = 86_400_000;
/** Between the fields of `search_text` (search-text.ts). */
const FIELD_SEPARATOR = ' | ';
/** The remembered lists' bound, in pets (all lists together), and the most pets one list may hold (see #memo). */
const MEMO_SLOTS = 4_000_000;
/** …and at most this many texts (every write checks each remembered text: ~0.1 ms per pet written at this bound). */
const MEMO_TEXTS = 2_000;
/**
 * …and a list of at most this many pets: a text found in more is scanned whole on every search, with no kept count.
 * 40,000 left a few common texts so (20,000 bench-like searches on 200,600 dogs: 2.0 s in all; 100,000: 1.4 s).
 */
const MEMO_MAX_MATCHES = 100_000;
/** A text's first search puts this many ranks or more in order by a bit per rank (#inRankOrder), fewer by sorting. */
const RANK_BITMAP_MIN = 512;
/** Counts of remembered texts with filters kept at most (see #counts). */
const COUNTS_MAX = 50_000;
/** The largest birth year held (16 bits of the flags; 0: unknown). */
const MAX_YEAR = 65_535;
const dayOf = (date: string | null) => (date === null ? NULL_DAY : Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/**
 * UTF-16 code units mapped so that comparing them in order compares code points, as PostgreSQL's `collate "C"`
 * compares UTF-8 bytes (the index's name order must be the database's): surrogates (characters beyond the BMP) above
 * U+E000–U+FFFF.
 */
function unit(code: number): number {
  if (code >= 0xe000) return code - 0x800;
  if (code >= 0xd800) return code + 0x2000;
  return code;
}

/** Code-point order of two strings (`collate "C"`). */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return unit(x) - unit(y);
  }
  return a.length - b.length;
}

/**
 * Three code units of a name from `from` as one number in the same order (quick comparisons: the first three, then the
 * next three, before the names themselves; names of one kennel often share their first three).
 */
function nameKey(name: string, from = 0): number {
  let key = 0;
  for (let i = from; i < from + 3; i++) key = key * 65_537 + (i < name.length ? unit(name.charCodeAt(i)) + 1 : 0);
  return key;
}

/** A growable list of slots (a posting list); order does not matter. */
class SlotList {
  items = new Int32Array(4);
  length = 0;
  /** A list of the first `n` slots of `buffer` (a copy of exactly that many). */
  static copyOf(buffer: Int32Array, n: number): SlotList {
    const list = new SlotList();
    list.items = buffer.slice(0, Math.max(n, 1));
    list.length = n;
    return list;
  }
  add(slot: number) {
    if (this.length === this.items.length) {
      const grown = new Int32Array(this.items.length * 2);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = slot;
  }
  remove(slot: number) {
    for (let i = 0; i < this.length; i++) {
      if (this.items[i] === slot) {
        this.items[i] = this.items[--this.length];
        return;
      }
    }
  }
  /** Inserts at `at`, keeping the others' order. */
  insertAt(at: number, slot: number) {
    this.add(slot);
    this.items.copyWithin(at + 1, at, this.length - 1);
    this.items[at] = slot;
  }
  /** Removes `slot`, keeping the others' order (false when it is not there). */
  removeKeepingOrder(slot: number): boolean {
    const at = this.items.subarray(0, this.length).indexOf(slot);
    if (at < 0) return false;
    this.items.copyWithin(at, at + 1, this.length);
    this.length -= 1;
    return true;
  }
}

/** Small codes for a text column's values (countries, breeds, colours, coats, species). */
class Codes {
  #codes = new Map<string, number>();
  code(value: string | null): number {
    if (value === null) return 0;
    let code = this.#codes.get(value);
    if (code === undefined) {
      code = this.#codes.size + 1;
      this.#codes.set(value, code);
    }
    return code;
  }
  /** The codes of these values (values never seen have none: they match nothing). */
  set(values: readonly string[]): Set<number> {
    const set = new Set<number>();
    for (const value of values) {
      const code = this.#codes.get(value);
      if (code !== undefined) set.add(code);
    }
    return set;
  }
}

/**
 * Calls `visit` with each key a search text is found by: its trigrams (those within a field: a query never holds the
 * fields' separator) and each field's first one and two characters (`^a`, `^ab`). A key may come twice.
 */
function forEachKey(searchText: string, visit: (key: string) => void) {
  for (let i = 0; i + 3 <= searchText.length; i++) {
    const key = searchText.slice(i, i + 3);
    if (!key.includes('|')) visit(key);
  }
  for (let start = 0; start < searchText.length; ) {
    let end = searchText.indexOf(FIELD_SEPARATOR, start);
    if (end < 0) end = searchText.length;
    if (end > start) visit(`^${searchText.slice(start, start + 1)}`);
    if (end > start + 1) visit(`^${searchText.slice(start, start + 2)}`);
    start = end + FIELD_SEPARATOR.length;
  }
}

/**
 * The pets search in memory: every pet's search text, filters and sort keys in typed arrays, and a posting list
 * per trigram (and per one- and two-letter field prefix). A search reads the shortest posting list of the query's
 * keys, checks each candidate's text and filters, counts them all (the exact total) and keeps the page in the order
 * asked; the database then reads only the page's rows. Pure: the caller loads it and applies the writes
 * (search-index-sync.ts).
 */
export class PetSearchIndex {
  #slotOf = new Map<number, number>();
  #free: number[] = [];
  #capacity = 0;
  #count = 0;
  #postings = new Map<string, SlotList>();
  #codes = { species: new Codes(), breed: new Codes(), color: new Codes(), coat: new Codes(), country: new Codes() };

  #ids = new Int32Array(0);
  #texts: string[] = [];
  #names: string[] = [];
  #nameKeys = new Float64Array(0);
  #nameKeys2 = new Float64Array(0);
  #birthDays = new Float64Array(0);
  #createdAt = new Float64Array(0);
  #createdBy = new Int32Array(0);
  #owner = new Int32Array(0);
  /**
   * sex code (bits 0–1) | status << 2 (STATUS_MASK) | ALIVE | OFFERED | PHOTOS | USED, and the birth year (0: unknown)
   * << YEAR_SHIFT: what most searches filter on, in one read per pet (a scan reads the pets of a text in name order,
   * all over the array: each read is a cache miss).
   */
  #flags = new Uint32Array(0);
  #species = new Uint16Array(0);
  #breed = new Uint16Array(0);
  #color = new Uint16Array(0);
  #coat = new Uint16Array(0);
  #bornIn = new Uint16Array(0);
  #livesIn = new Uint16Array(0);

  /**
   * The pets whose text holds a query's text (3 characters or more), in name order, for the texts searched lately
   * (most recent last). A search of a remembered text filters this list instead of intersecting posting lists and
   * reading texts (for four letters or more, two lists of thousands and a text per candidate), and in name order (the
   * default) takes its page as found: no heap, whose comparisons read the names' keys of pets scattered in memory
   * (most of a search's time before). Writes keep the lists exact and in order (#memoAdd, #memoRemove): nothing here
   * is ever stale. Bounded: MEMO_SLOTS slots and MEMO_TEXTS texts in all, a list of at most MEMO_MAX_MATCHES (a text
   * found in more pets is scanned each time).
   */
  #memo = new Map<string, SlotList>();
  /**
   * Each pet's place in name order when the index was last ranked (rankByName), -1 for a pet added or renamed since;
   * `#byName[rank]` is the pet of a rank. A remembered list is put in name order by sorting its ranks as numbers
   * (no comparator: V8's own sort, ~1 ms for 20,000) and merging in the few pets without a rank.
   */
  #rank = new Int32Array(0);
  #byName = new Int32Array(0);
  #unranked = 0;
  #memoSlots = 0;
  /** Texts found in more than MEMO_MAX_MATCHES pets (not remembered; forgotten in bulk when there are many). */
  #tooMany = new Set<string>();

  /** Pets held. */
  get size() {
    return this.#count;
  }

  /** Pets added or renamed since the last ranking by name (see #rank). */
  get unranked(): number {
    return this.#unranked;
  }

  /** What the remembered texts hold now (see #memo). */
  get remembered(): { texts: number; pets: number } {
    return { texts: this.#memo.size, pets: this.#memoSlots };
  }

  has(id: number): boolean {
    return this.#slotOf.has(id);
  }

  #grow(min: number) {
    if (min <= this.#capacity) return;
    const capacity = Math.max(min, Math.ceil(this.#capacity * 1.5), 1024);
    const grow = <T extends Int32Array | Float64Array | Uint8Array | Uint16Array | Uint32Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old);
      return next;
    };
    this.#ids = grow(this.#ids, (n) => new Int32Array(n));
    this.#nameKeys = grow(this.#nameKeys, (n) => new Float64Array(n));
    this.#nameKeys2 = grow(this.#nameKeys2, (n) => new Float64Array(n));
    this.#birthDays = grow(this.#birthDays, (n) => new Float64Array(n));
    this.#createdAt = grow(this.#createdAt, (n) => new Float64Array(n));
    this.#createdBy = grow(this.#createdBy, (n) => new Int32Array(n));
    this.#owner = grow(this.#owner, (n) => new Int32Array(n));
    this.#flags = grow(this.#flags, (n) => new Uint32Array(n));
    this.#species = grow(this.#species, (n) => new Uint16Array(n));
    this.#breed = grow(this.#breed, (n) => new Uint16Array(n));
    this.#color = grow(this.#color, (n) => new Uint16Array(n));
    this.#coat = grow(this.#coat, (n) => new Uint16Array(n));
    this.#bornIn = grow(this.#bornIn, (n) => new Uint16Array(n));
    this.#livesIn = grow(this.#livesIn, (n) => new Uint16Array(n));
    const rank = new Int32Array(capacity).fill(-1);
    rank.set(this.#rank);
    this.#rank = rank;
    this.#capacity = capacity;
  }

  #addKeys(slot: number, text: string) {
    forEachKey(text, (key) => {
      let list = this.#postings.get(key);
      if (!list) this.#postings.set(key, (list = new SlotList()));
      // A key that comes twice in one text is listed once (this slot's keys are added one after the other).
      if (list.length === 0 || list.items[list.length - 1] !== slot) list.add(slot);
    });
  }

  #removeKeys(slot: number, text: string) {
    forEachKey(text, (key) => {
      const list = this.#postings.get(key);
      if (!list) return;
      list.remove(slot);
      if (list.length === 0) this.#postings.delete(key);
    });
  }

  /** Adds a pet or replaces what the index holds of it. */
  put(pet: IndexedPet): void {
    this.#counts.clear();
    let slot = this.#slotOf.get(pet.id);
    // A new text or name moves the pet in, out of or within the remembered lists: out before, back in after the change.
    const moves = slot === undefined || this.#texts[slot] !== pet.searchText || this.#names[slot] !== pet.sortName;
    if (slot !== undefined && moves) {
      this.#memoRemove(slot);
      this.#unrank(slot);
    }
    if (slot === undefined) {
      slot = this.#free.pop() ?? this.#count + this.#free.length;
      if (slot >= this.#capacity) this.#grow(slot + 1);
      this.#slotOf.set(pet.id, slot);
      this.#count++;
      this.#unranked += 1; // a new pet has no rank until the next rankByName
      this.#texts[slot] = pet.searchText;
      this.#addKeys(slot, pet.searchText);
    } else if (this.#texts[slot] !== pet.searchText) {
      this.#removeKeys(slot, this.#texts[slot]);
      this.#texts[slot] = pet.searchText;
      this.#addKeys(slot, pet.searchText);
    }
    this.#ids[slot] = pet.id;
    this.#names[slot] = pet.sortName;
    this.#nameKeys[slot] = nameKey(pet.sortName);
    this.#nameKeys2[slot] = nameKey(pet.sortName, 3);
    this.#birthDays[slot] = dayOf(pet.birthDate);
    this.#createdAt[slot] = pet.createdAt;
    this.#createdBy[slot] = pet.createdBy ?? 0;
    this.#owner[slot] = pet.ownerUserId ?? 0;
    this.#flags[slot] =
      SEX_CODE(pet.sex) | (STATUS[pet.publishStatus] << 2) | (pet.alive ? ALIVE : 0) | (pet.offeredForStud ? OFFERED : 0) |
      (pet.hasPhotos ? PHOTOS : 0) | USED | ((pet.birthDate === null ? 0 : Number(pet.birthDate.slice(0, 4))) << YEAR_SHIFT);
    this.#species[slot] = this.#codes.species.code(pet.species);
    this.#breed[slot] = this.#codes.breed.code(pet.breedId);
    this.#color[slot] = this.#codes.color.code(pet.colorId);
    this.#coat[slot] = this.#codes.coat.code(pet.coat);
    this.#bornIn[slot] = this.#codes.country.code(pet.countryOfBirth);
    this.#livesIn[slot] = this.#codes.country.code(pet.countryOfResidence);
    if (moves) this.#memoAdd(slot);
  }

  #unrank(slot: number): void {
    if (this.#rank[slot] < 0) return;
    this.#rank[slot] = -1;
    this.#unranked += 1;
  }

  /**
   * Ranks every pet by name (once loaded; again by itself, in the search that next builds a list, when more than
   * 1,000 pets or a two-hundredth of them have been added or renamed since). The first ranking, or one after many
   * changes, sorts all pets (0.4–0.5 s for 200,600 in a probe); later ones keep the order of the pets still ranked
   * (their names have not changed since) and put each pet added or renamed in its place by binary search: 24 ms for
   * 1,000 renamed among 200,600 (88 ms for 10,000), so the ranking a search starts holds no request up for long.
   */
  rankByName(): void {
    const compare = this.#comparator('name', 'asc');
    const fresh: number[] = [];
    for (const slot of this.#slotOf.values()) if (this.#rank[slot] < 0) fresh.push(slot);
    const keep = this.#count - fresh.length;
    const kept = new Int32Array(keep);
    let n = 0;
    const few = fresh.length <= this.#count / 4;
    if (few) {
      // byName still lists renamed and removed pets (their rank is now -1) and slots taken since by others: skipped.
      for (let k = 0; k < this.#byName.length && n < keep; k++) {
        const slot = this.#byName[k];
        if (this.#rank[slot] === k) kept[n++] = slot;
      }
    }
    let byName: Int32Array<ArrayBuffer>;
    if (!few || n !== keep) {
      const slots: number[] = [];
      for (const slot of this.#slotOf.values()) slots.push(slot);
      slots.sort(compare);
      byName = Int32Array.from(slots);
    } else {
      fresh.sort(compare);
      byName = new Int32Array(this.#count);
      let i = 0;
      let o = 0;
      for (const slot of fresh) {
        let lo = i;
        let hi = n;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (compare(kept[mid], slot) < 0) lo = mid + 1;
          else hi = mid;
        }
        byName.set(kept.subarray(i, lo), o);
        o += lo - i;
        i = lo;
        byName[o++] = slot;
      }
      byName.set(kept.subarray(i, n), o);
    }
    this.#byName = byName;
    this.#rank.fill(-1);
    for (let k = 0; k < byName.length; k++) this.#rank[byName[k]] = k;
    this.#unranked = 0;
  }

  /** Held pets spread over the index (every n-th held, for about `count` of them), as [id, slot]. */
  *#spread(count: number): Generator<[number, number]> {
    const step = Math.max(1, Math.floor(this.#slotOf.size / Math.max(1, count)));
    let k = 0;
    for (const entry of this.#slotOf) if (k++ % step === 0) yield entry;
  }

  /**
   * Up to `count` texts a member might search for: part of a word (three to six letters) of the names of pets spread
   * over the index. For the start's warm-up (src/warm-up.ts).
   */
  sampleTexts(count: number): string[] {
    const texts: string[] = [];
    for (const [, slot] of this.#spread(count)) {
      if (texts.length >= count) break;
      const name = this.#texts[slot].split(FIELD_SEPARATOR, 1)[0];
      const word = name.split(' ').find((w) => w.length >= MIN_TRIGRAM_QUERY);
      if (!word) continue;
      const length = Math.min(word.length, MIN_TRIGRAM_QUERY + (texts.length % 4));
      const from = texts.length % (word.length - length + 1);
      texts.push(word.slice(from, from + length));
    }
    return texts;
  }

  /** Ids of up to `count` held pets spread over the index. For the start's warm-up (src/warm-up.ts). */
  sampleIds(count: number): number[] {
    const ids: number[] = [];
    for (const [id] of this.#spread(count)) {
      if (ids.length >= count) break;
      ids.push(id);
    }
    return ids;
  }

  /** Forgets every remembered text and kept count (what searches remembered; the pets stay). */
  forgetRemembered(): void {
    this.#memo.clear();
    this.#memoSlots = 0;
    this.#tooMany.clear();
    this.#counts.clear();
  }

  /** Forgets a pet (deleted). */
  remove(id: number): void {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return;
    this.#counts.clear();
    this.#memoRemove(slot);
    this.#unrank(slot);
    this.#removeKeys(slot, this.#texts[slot]);
    this.#slotOf.delete(id);
    this.#texts[slot] = '';
    this.#names[slot] = '';
    this.#flags[slot] = 0;
    this.#free.push(slot);
    this.#count--;
  }

  /** A page of the pets matching `c` (text required: see indexAnswers), in the order asked, with the exact total. */
  search(c: PetCriteria & { text: string }): IndexPage {
    const text = c.text;
    const known = text.length >= MIN_TRIGRAM_QUERY ? this.#remembered(text) : undefined;
    const remembered = known?.slots;
    const filter = this.#filter(c);
    const offset = (c.page - 1) * c.limit;
    // A text remembered in name order, a page by name, filters with a known count: only the page's matches are looked
    // for, from the start (ascending) or the end (descending) of the text's matches.
    const countKey = known?.inNameOrder && filter.key !== null ? `${text}\u0001${filter.key}` : null;
    const counted = countKey === null ? undefined : this.#counts.get(countKey);
    if (remembered && counted !== undefined && c.sort === 'name') {
      if (offset >= counted) return { ids: [], total: counted };
      const out = this.#matchBuffer(offset + c.limit);
      const found = this.#scan(remembered, filter, out, null, 0, null, offset + c.limit, c.order === 'desc');
      const ids: number[] = [];
      for (let k = offset; k < found; k++) ids.push(this.#ids[out[k]]);
      return { ids, total: counted };
    }
    let count = 0;
    let matches: Int32Array;
    if (remembered) {
      matches = this.#matchBuffer(remembered.length);
      count = this.#scan(remembered, filter, matches, null, 0, null);
      if (countKey !== null) this.#keepCount(countKey, count);
    } else {
      const candidates = this.#candidates(text);
      if (!candidates) return { ids: [], total: 0 };
      const { first, marked, mark, exact } = candidates;
      matches = this.#matchBuffer(first.length);
      count = this.#scan(first, filter, matches, marked, mark, exact ? null : text);
    }
    if (offset >= count) return { ids: [], total: count };
    const wanted = Math.min(offset + c.limit, count);
    const ids: number[] = [];
    if (known?.inNameOrder && c.sort === 'name') {
      // Found in name order (by name, then id: the comparator's; descending is its exact reverse).
      for (let k = offset; k < wanted; k++) ids.push(this.#ids[matches[c.order === 'asc' ? k : count - 1 - k]]);
      return { ids, total: count };
    }
    const compare = this.#comparator(c.sort, c.order);
    const found = matches.subarray(0, count);
    const ordered = wanted < count / 4 ? smallest(found, wanted, compare) : Array.from(found).sort(compare);
    for (let k = offset; k < wanted; k++) ids.push(this.#ids[ordered[k]]);
    return { ids, total: count };
  }

  /**
   * Where the matches of `text` are: the shortest posting list of its keys, and those of its pets that are in every
   * other key's list marked `mark` in `marked` (`exact`: every pet of `first` holds the text); null when no pet can.
   * Marking against all the lists, not only the second shortest, leaves fewer texts to check.
   */
  #candidates(text: string): { first: SlotList; marked: Int32Array | null; mark: number; exact: boolean } | null {
    // Every match is in the posting list of each of the query's keys. A one- or two-letter key lists exactly the pets
    // with a field that starts so, and a three-letter query's trigram exactly the pets that contain it; a longer
    // query takes the pets of its shortest trigram list that are in all its other ones, then checks their text.
    let first: SlotList | undefined;
    let others: SlotList[] = [];
    if (text.length < MIN_TRIGRAM_QUERY) first = this.#postings.get(`^${text}`);
    else {
      const lists: SlotList[] = [];
      for (let i = 0; i + 3 <= text.length; i++) {
        const list = this.#postings.get(text.slice(i, i + 3));
        if (!list) return null;
        if (!lists.includes(list)) lists.push(list);
      }
      lists.sort((a, b) => a.length - b.length);
      [first, ...others] = lists;
    }
    if (!first) return null;
    const exact = text.length <= MIN_TRIGRAM_QUERY && others.length === 0;
    let marked: Int32Array | null = null;
    let mark = 0;
    if (others.length > 0) {
      // The pets in every other list, shortest first: each next list re-marks those already marked.
      marked = this.#marks();
      mark = ++this.#mark;
      const second = others[0];
      for (let i = 0; i < second.length; i++) marked[second.items[i]] = mark;
      for (let k = 1; k < others.length; k++) {
        const previous = mark;
        mark = ++this.#mark;
        const { items, length } = others[k];
        for (let i = 0; i < length; i++) if (marked[items[i]] === previous) marked[items[i]] = mark;
      }
    }
    return { first, marked, mark, exact };
  }

  /**
   * The remembered matches of `text` (3 characters or more), found and remembered now when they are few enough; for a
   * text found in more than MEMO_MAX_MATCHES pets the first time, this search's matches, not in name order (later
   * searches of it scan its candidates).
   */
  #remembered(text: string): { slots: SlotList; inNameOrder: boolean } | undefined {
    const known = this.#memo.get(text);
    if (known) {
      this.#memo.delete(text);
      this.#memo.set(text, known);
      return { slots: known, inNameOrder: true };
    }
    if (this.#tooMany.has(text)) return undefined;
    const candidates = this.#candidates(text);
    if (!candidates) return undefined;
    const { first, marked, mark, exact } = candidates;
    // Found into a scratch buffer, then held in a list of their exact number (no growing and copying meanwhile).
    const found = this.#scratchBuffer(first.length);
    const texts = this.#texts;
    let n = 0;
    for (let i = 0; i < first.length; i++) {
      const slot = first.items[i];
      if (marked !== null && marked[slot] !== mark) continue;
      if (!exact && !texts[slot].includes(text)) continue;
      found[n++] = slot;
    }
    const slots = SlotList.copyOf(found, n);
    if (slots.length > MEMO_MAX_MATCHES) {
      if (this.#tooMany.size >= 10_000) this.#tooMany.clear();
      this.#tooMany.add(text);
      // Not remembered, but this search takes the matches found (not in name order) rather than scanning them again.
      return { slots, inNameOrder: false };
    }
    this.#sortByName(slots);
    this.#memo.set(text, slots);
    this.#memoSlots += slots.length;
    for (const [oldest, list] of this.#memo) {
      if ((this.#memoSlots <= MEMO_SLOTS && this.#memo.size <= MEMO_TEXTS) || oldest === text) break;
      this.#memo.delete(oldest);
      this.#memoSlots -= list.length;
    }
    return { slots, inNameOrder: true };
  }

  /** Sorts a list by name (then id): its ranked pets by their ranks, then the others merged in (see #rank). */
  #sortByName(list: SlotList): void {
    if (this.#unranked > Math.max(1_000, this.#count / 200)) this.rankByName();
    const { length } = list;
    const rank = this.#rank;
    const ranks = new Int32Array(length);
    const unranked: number[] = [];
    let n = 0;
    for (let i = 0; i < length; i++) {
      const slot = list.items[i];
      if (rank[slot] >= 0) ranks[n++] = rank[slot];
      else unranked.push(slot);
    }
    const ranked = n >= RANK_BITMAP_MIN ? this.#inRankOrder(ranks, n) : ranks.subarray(0, n).sort();
    const compare = this.#comparator('name', 'asc');
    unranked.sort(compare);
    // Merge the ranked pets (in rank order) with the unranked ones.
    const byName = this.#byName;
    let i = 0;
    let j = 0;
    for (let k = 0; k < length; k++) {
      if (j >= unranked.length || (i < n && compare(byName[ranked[i]], unranked[j]) < 0)) list.items[k] = byName[ranked[i++]];
      else list.items[k] = unranked[j++];
    }
  }

  #rankBits = new Uint32Array(0);
  /**
   * The first `n` of `ranks` (distinct ranks, each below the ranked pets' number) in increasing order, in place, by
   * a bit per rank: one pass over the ranks and one over the bits (200,600 pets: 6,269 words), where a comparison
   * sort of tens of thousands of ranks took a few milliseconds in a text's first search.
   */
  #inRankOrder(ranks: Int32Array, n: number): Int32Array {
    const words = (this.#byName.length >>> 5) + 1;
    if (this.#rankBits.length < words) this.#rankBits = new Uint32Array(words);
    const bits = this.#rankBits;
    for (let i = 0; i < n; i++) bits[ranks[i] >>> 5] |= 1 << (ranks[i] & 31);
    let out = 0;
    for (let w = 0; w < words && out < n; w++) {
      let word = bits[w];
      if (word === 0) continue;
      bits[w] = 0;
      while (word !== 0) {
        const low = word & -word;
        ranks[out++] = (w << 5) + 31 - Math.clz32(low);
        word ^= low;
      }
    }
    return ranks.subarray(0, n);
  }

  #scratch = new Int32Array(1024);
  /** A buffer of `size` slots at least for #remembered (apart from #matches, which the search's scan then fills). */
  #scratchBuffer(size: number): Int32Array {
    if (this.#scratch.length < size) this.#scratch = new Int32Array(Math.max(size, this.#scratch.length * 2));
    return this.#scratch;
  }

  /** Puts a pet (its text and name as now held) into the remembered lists its text belongs to, in name order. */
  #memoAdd(slot: number): void {
    if (this.#memo.size === 0) return;
    const text = this.#texts[slot];
    const compare = this.#comparator('name', 'asc');
    for (const [query, slots] of this.#memo) {
      if (!text.includes(query)) continue;
      let low = 0;
      let high = slots.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (compare(slots.items[middle], slot) < 0) low = middle + 1;
        else high = middle;
      }
      slots.insertAt(low, slot);
      this.#memoSlots += 1;
    }
  }

  /** Takes a pet (its text as still held) out of the remembered lists. */
  #memoRemove(slot: number): void {
    if (this.#memo.size === 0) return;
    const text = this.#texts[slot];
    for (const [query, slots] of this.#memo) {
      if (text.includes(query) && slots.removeKeepingOrder(slot)) this.#memoSlots -= 1;
    }
  }

  #markArray = new Int32Array(0);
  #mark = 0;
  /** A mark per slot (which pets are in a posting list), cleared by counting up. */
  #marks(): Int32Array {
    if (this.#markArray.length < this.#capacity || this.#mark > 2_000_000_000) {
      this.#markArray = new Int32Array(this.#capacity);
      this.#mark = 0;
    }
    return this.#markArray;
  }

  #matches = new Int32Array(1024);
  #matchBuffer(size: number): Int32Array {
    if (this.#matches.length < size) this.#matches = new Int32Array(Math.max(size, this.#matches.length * 2));
    return this.#matches;
  }

  /**
   * Writes into `out` the pets of `list` that pass `f` (and, when given, are marked `mark` in `marked` and hold
   * `text`), in the list's order (`backwards`: from its end), the first `stopAt` of them at most; answers how many.
   * The common filters are plain comparisons in the loop (a search scans up to tens of thousands of pets; a function
   * call per pet took most of its time).
   */
  #scan(
    list: SlotList, f: Filter, out: Int32Array, marked: Int32Array | null, mark: number, text: string | null,
    stopAt = list.length, backwards = false,
  ): number {
    const { items, length } = list;
    const { mask, want, yearFrom, yearTo, bornIn, livesIn, rest } = f;
    const flags = this.#flags;
    const born = this.#bornIn;
    const lives = this.#livesIn;
    const texts = this.#texts;
    let count = 0;
    for (let i = 0; i < length && count < stopAt; i++) {
      const slot = items[backwards ? length - 1 - i : i];
      const bits = flags[slot];
      if ((bits & mask) !== want) continue;
      const year = bits >>> YEAR_SHIFT;
      if (year < yearFrom || year > yearTo) continue;
      if (bornIn !== null && bornIn[born[slot]] !== 1) continue;
      if (livesIn !== null && livesIn[lives[slot]] !== 1) continue;
      if (marked !== null && marked[slot] !== mark) continue;
      if (rest !== null && !rest(slot)) continue;
      if (text !== null && !texts[slot].includes(text)) continue;
      out[count++] = slot;
    }
    return count;
  }

  /**
   * How many pets match a remembered text with filters (by `${text}\u0001${filter key}`): the pages of one search
   * look only for their own matches. Forgotten at every change of the index (put, remove), and all at once beyond
   * COUNTS_MAX.
   */
  #counts = new Map<string, number>();
  #keepCount(key: string, count: number): void {
    if (this.#counts.size >= COUNTS_MAX) this.#counts.clear();
    this.#counts.set(key, count);
  }

  /**
   * The filters of `c` (besides the text): those on the flags as one masked comparison (`flags & mask === want`),
   * the birth years as a range (0, an unknown year, is in it only when no year is asked), the countries as tables by
   * code, and the others as one test (null when there are none).
   */
  #filter(c: PetCriteria): Filter {
    let mask = USED;
    let want = USED;
    const tests: ((slot: number) => boolean)[] = [];
    const none: Filter = { mask: 0, want: 1, yearFrom: 0, yearTo: 0, bornIn: null, livesIn: null, rest: null, key: null };
    const v = c.visibility;
    if (v.kind === 'published') {
      mask |= STATUS_MASK;
      want |= STATUS.published << 2;
    } else if (v.kind === 'own') {
      const user = v.userId;
      const flags = this.#flags;
      const published = STATUS.published << 2;
      tests.push((s) => (flags[s] & STATUS_MASK) === published || this.#createdBy[s] === user || this.#owner[s] === user);
    }
    if (c.status) {
      if ((mask & STATUS_MASK) !== 0 && (want & STATUS_MASK) !== STATUS[c.status] << 2) return none;
      mask |= STATUS_MASK;
      want = (want & ~STATUS_MASK) | (STATUS[c.status] << 2);
    }
    if (c.sex) {
      mask |= 3;
      want |= SEX_CODE(c.sex);
    }
    const bit = (value: boolean | undefined, flag: number) => {
      if (value === undefined) return;
      mask |= flag;
      if (value) want |= flag;
    };
    bit(c.alive, ALIVE);
    bit(c.offeredForStud, OFFERED);
    bit(c.hasPhotos, PHOTOS);
    // A table by code (one read per pet, no hashing).
    const table = (codes: Set<number>) => {
      const allowed = new Uint8Array(Math.max(0, ...codes) + 1);
      for (const code of codes) allowed[code] = 1;
      return allowed;
    };
    const oneOf = (column: Uint16Array, codes: Set<number>) => {
      const allowed = table(codes);
      tests.push((s) => allowed[column[s]] === 1);
    };
    if (c.species !== undefined) oneOf(this.#species, this.#codes.species.set([c.species]));
    if (c.breed !== undefined) oneOf(this.#breed, this.#codes.breed.set([c.breed]));
    if (c.colors) oneOf(this.#color, this.#codes.color.set(c.colors));
    if (c.coats) oneOf(this.#coat, this.#codes.coat.set(c.coats));
    // Born in the years asked (as data/search.ts's birth_date >= Jan 1 of the first, < Jan 1 after the last); an
    // unknown birth date (year 0) matches neither bound.
    const anyYear = c.birthYearFrom === undefined && c.birthYearTo === undefined;
    const yearFrom = anyYear ? 0 : Math.max(1, c.birthYearFrom ?? 1);
    const yearTo = anyYear ? MAX_YEAR : Math.min(MAX_YEAR, c.birthYearTo ?? MAX_YEAR);
    if (yearFrom > yearTo) return none;
    const rest = tests.length === 0 ? null : tests.length === 1 ? tests[0] : (slot: number) => {
      for (const test of tests) if (!test(slot)) return false;
      return true;
    };
    const bornIn = c.countriesOfBirth ? this.#codes.country.set(c.countriesOfBirth) : null;
    const livesIn = c.countriesOfResidence ? this.#codes.country.set(c.countriesOfResidence) : null;
    const codes = (set: Set<number> | null) => (set === null ? '*' : [...set].sort((x, y) => x - y).join(','));
    return {
      mask, want, yearFrom, yearTo, rest,
      bornIn: bornIn && table(bornIn),
      livesIn: livesIn && table(livesIn),
      key: rest === null ? `${mask} ${want} ${yearFrom} ${yearTo} ${codes(bornIn)} ${codes(livesIn)}` : null,
    };
  }

  /** The order of data/search.ts's `orderOf`: name (`collate "C"`), birth date (nulls last) or creation, then id. */
  #comparator(sort: PetSort, order: 'asc' | 'desc'): (a: number, b: number) => number {
    const ids = this.#ids;
    const sign = order === 'asc' ? 1 : -1;
    const byId = (a: number, b: number) => sign * (ids[a] - ids[b]);
    switch (sort) {
      case 'name': {
        const keys = this.#nameKeys;
        const keys2 = this.#nameKeys2;
        const names = this.#names;
        return (a, b) => sign * (keys[a] - keys[b] || keys2[a] - keys2[b] || compareCodePoints(names[a], names[b])) || byId(a, b);
      }
      case 'birth': {
        const days = this.#birthDays;
        return (a, b) => {
          const x = days[a];
          const y = days[b];
          if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y)) || byId(a, b);
          return sign * (x - y) || byId(a, b);
        };
      }
      case 'newest': {
        const at = this.#createdAt;
        return (a, b) => sign * (at[a] - at[b]) || byId(a, b);
      }
    }
  }
}

/** The `k` first of `items` in `compare`'s order (a bounded max-heap; items is left as it was). */
function smallest(items: ArrayLike<number>, k: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (compare(heap[i], heap[parent]) <= 0) return;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  };
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heap.length && compare(heap[l], heap[top]) > 0) top = l;
      if (r < heap.length && compare(heap[r], heap[top]) > 0) top = r;
      if (top === i) return;
      [heap[i], heap[top]] = [heap[top], heap[i]];
      i = top;
    }
  };
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (heap.length < k) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort(compare);
}
