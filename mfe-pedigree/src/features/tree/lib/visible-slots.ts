import type { TreePet, TreeResponse } from '@bc/shared/contracts';
import { childSlot, slotCount } from './layout';

export type SlotItem =
  | { kind: 'pet'; slot: number; pet: TreePet; repeat: number | null }
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
export function visibleSlots(tree: Pick<TreeResponse, 'depth' | 'slots' | 'subject'>): SlotItem[] {
  const count = slotCount(tree.depth);
  const bySlot = new Map(tree.slots.map((entry) => [entry.slot, entry]));
  const drawn: (SlotItem | undefined)[] = new Array(count);
  const items: SlotItem[] = [];
  for (let slot = 0; slot < count; slot++) {
    const entry = bySlot.get(slot);
    let item: SlotItem | undefined;
    if (entry?.pet) item = { kind: 'pet', slot, pet: entry.pet, repeat: entry.repeat };
    else if (entry?.hidden) item = { kind: 'hidden', slot };
    else if (slot === 0) item = tree.subject.kind === 'mating' ? { kind: 'offspring', slot } : { kind: 'unknown', slot };
    else {
      const child = drawn[childSlot(slot)];
      const mate = bySlot.get(slot % 2 === 1 ? slot + 1 : slot - 1);
      const mateThere = Boolean(mate?.pet || mate?.hidden);
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
