import { childSlot, damSlot, sireSlot, slotGeneration } from './layout';
import type { Branches } from './branches';

/** What a key does in the tree: move the focus to a box, or open or close the focused box's branch. */
export type TreeMove = { focus: number } | { open: number } | { close: number };

/**
 * The tree's keyboard model (one tab stop; ARIA's tree pattern laid out left to right). The generations are
 * columns, so Right goes to the older generation (the sire, or the dam when the sire is not drawn; on a closed box it
 * first opens the branch) and Left back to the child; Up and Down go to the box above or below in the same
 * generation (across branches); Home to the dog, End to the last box shown; Space opens or closes a branch.
 * Returns null for a key the tree does not handle (Enter follows the box's link; + and − zoom).
 */
export function treeMove(key: string, slot: number, tree: Pick<Branches, 'shown' | 'expandable'>): TreeMove | null {
  const shown = tree.shown;
  const isShown = (s: number) => shown.includes(s);
  switch (key) {
    case 'ArrowRight': {
      const open = tree.expandable.get(slot);
      if (open === undefined) return null;
      if (!open) return { open: slot };
      const parent = [sireSlot(slot), damSlot(slot)].find(isShown);
      return parent === undefined ? null : { focus: parent };
    }
    case 'ArrowLeft':
      return slot === 0 ? null : { focus: childSlot(slot) };
    case 'ArrowUp':
    case 'ArrowDown': {
      // slots of one generation are numbered from the top
      const generation = slotGeneration(slot);
      const same = shown.filter((s) => slotGeneration(s) === generation);
      const next = same[same.indexOf(slot) + (key === 'ArrowUp' ? -1 : 1)];
      return next === undefined ? null : { focus: next };
    }
    case 'Home':
      return slot === 0 ? null : { focus: 0 };
    case 'End': {
      const last = shown[shown.length - 1];
      return last === undefined || last === slot ? null : { focus: last };
    }
    case ' ': {
      const open = tree.expandable.get(slot);
      if (open === undefined) return null;
      return open ? { close: slot } : { open: slot };
    }
    default:
      return null;
  }
}
