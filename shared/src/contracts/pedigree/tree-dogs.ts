import { type DiseaseStatus, SLOT_HIDDEN, type TreeDogs } from './tree-parts';
import type { TreeResponse } from './trees';

/** One dog of a tree answer as an object (`TreeDogs` holds them in columns). */
export interface TreeDog {
  id: number;
  registeredName: string;
  birthYear: number | null;
  colorId: string | null;
  inbreeding: number;
  titles: string | null;
  thumbnail: string | null;
  /** Colour index of an ancestor that fills several slots, or null. */
  repeat: number | null;
  dna: Record<string, DiseaseStatus>;
}

/** The dogs of a tree answer by id. */
export function treeDogs(dogs: TreeDogs): Map<number, TreeDog> {
  const byId = new Map<number, TreeDog>();
  dogs.ids.forEach((id, k) => {
    byId.set(id, {
      id,
      registeredName: dogs.registeredNames[k],
      birthYear: dogs.birthYears[k],
      colorId: dogs.colorIds[k],
      inbreeding: dogs.inbreeding[k],
      titles: dogs.titles[id] ?? null,
      thumbnail: dogs.thumbnails[id] ?? null,
      repeat: dogs.repeats[id] ?? null,
      dna: dogs.dna[id] ?? {},
    });
  });
  return byId;
}

/** What slot `slot` of a tree holds: its dog, `'hidden'` (an ancestor the caller may not see) or null (nobody known). */
export function dogAt(tree: Pick<TreeResponse, 'slots'>, dogs: ReadonlyMap<number, TreeDog>, slot: number): TreeDog | 'hidden' | null {
  const id = tree.slots[slot] ?? 0;
  if (id === SLOT_HIDDEN) return 'hidden';
  return id > 0 ? (dogs.get(id) ?? null) : null;
}
