import { dogAt, type TreeDog, type TreeResponse, treeDogs } from '@bc/shared/contracts';
import { childSlot, slotCount } from './layout';

export type SlotItem =
  | { kind: 'pet'; slot: number; pet: TreeDog; repeat: number | null }
  /** A parent the database does not know (its own ancestors are left blank). */
  | { kind: 'unknown'; slot: number }
  /** An ancestor the viewer may not see (someone else's draft or hidden pet). */
  | { kind: 'hidden'; slot: number }
  /** Slot 0 of a test mating: the puppies that do not exist yet. */
  | { kind: 'offspring'; slot: number };

/**
 * The boxes worth drawing: every known pet, every hidden ancestor, the offspring of a test mating, and an
 * "unknown" box for each missing parent of a drawn pet. Slots the API leaves out count as unknown. The parents of
 * a hidden ancestor are drawn only when one of them is there (we cannot tell that they are unknown).
 */
export function visibleSlots(tree: Pick<TreeResponse, 'depth' | 'slots' | 'dogs' | 'subject'>): SlotItem[] {
  const count = slotCount(tree.depth);
  const dogs = treeDogs(tree.dogs);
  const at = (slot: number) => dogAt(tree, dogs, slot);
  const drawn: (SlotItem | undefined)[] = new Array(count);
  const items: SlotItem[] = [];
  for (let slot = 0; slot < count; slot++) {
    const entry = at(slot);
    let item: SlotItem | undefined;
    if (entry === 'hidden') item = { kind: 'hidden', slot };
    else if (entry) item = { kind: 'pet', slot, pet: entry, repeat: entry.repeat };
    else if (slot === 0) item = tree.subject.kind === 'mating' ? { kind: 'offspring', slot } : { kind: 'unknown', slot };
    else {
      const child = drawn[childSlot(slot)];
      const mateThere = at(slot % 2 === 1 ? slot + 1 : slot - 1) !== null;
      if (child && (child.kind === 'pet' || child.kind === 'offspring' || (child.kind === 'hidden' && mateThere))) {
        item = { kind: 'unknown', slot };
      }
    }
    if (item) {
      drawn[slot] = item;
      items.push(item);
    }
  }
  return items;
}
