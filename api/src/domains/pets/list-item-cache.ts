import type { PetListItem } from '@bc/shared/contracts';

/** An item as held: its JSON (as JSON.stringify writes a PetListItem) and the members it names. */
interface Held {
  json: string;
  breeder: number | null;
  owner: number | null;
}

/**
 * Search results' items by pet id, as JSON, so that a search answered by the index (search-index.ts) reads nothing
 * from the database and writes its answer from them (search-answer.ts's searchAnswerJson): warmed with every pet at
 * start (`warmItems` in reads.ts), each item held until a write changes it. An item is the pet, its breeder and owner
 * members and its main photo, and read-caches.ts drops it when one of these changes, here (`drop`, `dropMembers`) or
 * in another instance (`drop`/`clear` on the pedigree's notices of pets and photos, `dropMembers`/`clear` on the auth
 * notices of members). Beyond `max` items the least recently stored go first (a search reads the others from the
 * database and keeps them). `max` 0: nothing is kept (caches off).
 */
export class ListItemCache {
  #items = new Map<number, Held>();
  /** Member id → the pets whose cached item names the member (as breeder or owner). */
  #petsOf = new Map<number, Set<number>>();
  /** Counts the drops: items read before a drop may be stale and are not kept (`keep`). */
  #generation = 0;

  constructor(readonly max: number) {}

  get size() {
    return this.#items.size;
  }

  /** Read before reading items from the database, and given to `keep`. */
  get generation() {
    return this.#generation;
  }

  /**
   * Keeps items read from the database, unless something was dropped since `generation` (they may be stale); answers
   * their JSON, as held, in their order (kept or not).
   */
  keep(items: readonly PetListItem[], generation: number): string[] {
    const texts = items.map((item) => JSON.stringify(item));
    if (generation === this.#generation) items.forEach((item, i) => this.#set(item, texts[i]));
    return texts;
  }

  /** Whether more items can be kept without forgetting others. */
  get full() {
    return this.#items.size >= this.max;
  }

  /** The item of pet `id` as JSON, when held. */
  get(id: number): string | undefined {
    return this.#items.get(id)?.json;
  }

  #set(item: PetListItem, json: string): void {
    if (this.max <= 0) return;
    this.#forget(item.id);
    const held: Held = { json, breeder: item.breeder.userId, owner: item.owner.userId };
    this.#items.set(item.id, held);
    for (const member of membersOf(held)) {
      let pets = this.#petsOf.get(member);
      if (!pets) this.#petsOf.set(member, (pets = new Set()));
      pets.add(item.id);
    }
    // The least recently stored go first.
    while (this.#items.size > this.max) this.#forget(this.#items.keys().next().value as number);
  }

  /** Forgets pet `id`'s item (it changed). */
  drop(id: number): void {
    this.#generation++;
    this.#forget(id);
  }

  #forget(id: number): void {
    const held = this.#items.get(id);
    if (!held) return;
    this.#items.delete(id);
    for (const member of membersOf(held)) {
      const pets = this.#petsOf.get(member);
      pets?.delete(id);
      if (pets?.size === 0) this.#petsOf.delete(member);
    }
  }

  /** Drops the items that name these members (their names or accounts changed). */
  dropMembers(ids: readonly number[]): void {
    this.#generation++;
    for (const member of ids) for (const pet of [...(this.#petsOf.get(member) ?? [])]) this.#forget(pet);
  }

  clear(): void {
    this.#generation++;
    this.#items.clear();
    this.#petsOf.clear();
  }
}

function membersOf({ breeder, owner }: Held): number[] {
  const ids: number[] = [];
  if (breeder !== null) ids.push(breeder);
  if (owner !== null && owner !== breeder) ids.push(owner);
  return ids;
}
