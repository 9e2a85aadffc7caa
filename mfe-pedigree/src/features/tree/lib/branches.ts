import { childSlot, damSlot, sireSlot, slotGeneration } from './layout';
import type { SlotItem } from './visible-slots';

/** Generations of ancestors open at first: four on a desktop, two on a phone (the dog, parents, grandparents). */
export const OPEN_GENERATIONS = { desktop: 4, phone: 2 } as const;

/**
 * Which boxes of a tree are on screen when some branches are closed. A box is shown when every box between it and
 * the dog is open; a closed box keeps its ancestors out of the layout (one row instead of up to 2^k), so a ten-
 * generation tree starts as a legible four-generation chart and grows where the reader opens it.
 */
export interface Branches {
  /** Slots shown, in slot order (the subject first). */
  shown: number[];
  /** Shown slots with ancestors in the tree: open (their parents shown) or closed. */
  expandable: ReadonlyMap<number, boolean>;
  /** The deepest generation shown. */
  deepest: number;
}

/** The slots open at first: every drawn slot younger than `generations`. */
export function initialOpen(items: readonly SlotItem[], generations: number): Set<number> {
  return new Set(items.filter((item) => slotGeneration(item.slot) < generations).map((item) => item.slot));
}

/** Every drawn slot that has drawn parents (opening them all shows the whole tree). */
export function allOpen(items: readonly SlotItem[]): Set<number> {
  const drawn = new Set(items.map((item) => item.slot));
  return new Set(items.filter((item) => drawn.has(sireSlot(item.slot)) || drawn.has(damSlot(item.slot))).map((item) => item.slot));
}

export function branches(items: readonly SlotItem[], open: ReadonlySet<number>): Branches {
  const drawn = new Set(items.map((item) => item.slot));
  const shownSet = new Set<number>();
  const shown: number[] = [];
  const expandable = new Map<number, boolean>();
  let deepest = 0;
  // items come in slot order, so a child is decided before its parents
  for (const { slot } of items) {
    if (slot !== 0 && !(shownSet.has(childSlot(slot)) && open.has(childSlot(slot)))) continue;
    shownSet.add(slot);
    shown.push(slot);
    deepest = Math.max(deepest, slotGeneration(slot));
    if (drawn.has(sireSlot(slot)) || drawn.has(damSlot(slot))) expandable.set(slot, open.has(slot));
  }
  return { shown, expandable, deepest };
}

/** Opens or closes one branch (a new set: the state stays immutable). */
export function toggled(open: ReadonlySet<number>, slot: number, value = !open.has(slot)): Set<number> {
  const next = new Set(open);
  if (value) next.add(slot);
  else next.delete(slot);
  return next;
}
