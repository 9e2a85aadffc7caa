import { describe, expect, it } from 'vitest';
import { halfSiblingTree } from '../../../testing/fixtures';
import { branches, initialOpen, toggled } from './branches';
import { treeMove } from './tree-keys';
import { visibleSlots } from './visible-slots';

const items = visibleSlots(halfSiblingTree(3));
/** The dog, parents, grandparents open; Nell (slot 6) open to her parents 13 and 14. */
const tree = branches(items, toggled(initialOpen(items, 2), 6));

describe('treeMove: the keyboard model of the tree', () => {
  it('Right goes to the sire, Left back to the child', () => {
    expect(treeMove('ArrowRight', 0, tree)).toEqual({ focus: 1 });
    expect(treeMove('ArrowRight', 2, tree)).toEqual({ focus: 5 });
    expect(treeMove('ArrowLeft', 5, tree)).toEqual({ focus: 2 });
    expect(treeMove('ArrowLeft', 14, tree)).toEqual({ focus: 6 });
    expect(treeMove('ArrowLeft', 0, tree)).toBeNull();
  });

  it('Down and Up go along a generation, across branches, and stop at its ends', () => {
    expect(treeMove('ArrowDown', 1, tree)).toEqual({ focus: 2 });
    expect(treeMove('ArrowUp', 2, tree)).toEqual({ focus: 1 });
    expect(treeMove('ArrowDown', 4, tree)).toEqual({ focus: 5 });
    expect(treeMove('ArrowDown', 6, tree)).toBeNull();
    expect(treeMove('ArrowUp', 3, tree)).toBeNull();
    expect(treeMove('ArrowUp', 0, tree)).toBeNull();
    // the great-grandparents shown are only Nell's: 13 then 14
    expect(treeMove('ArrowDown', 13, tree)).toEqual({ focus: 14 });
  });

  it('Right on a closed branch opens it; Space opens and closes; a box without ancestors has neither', () => {
    expect(treeMove('ArrowRight', 3, tree)).toEqual({ open: 3 });
    expect(treeMove(' ', 3, tree)).toEqual({ open: 3 });
    expect(treeMove(' ', 6, tree)).toEqual({ close: 6 });
    expect(treeMove('ArrowRight', 6, tree)).toEqual({ focus: 13 });
    expect(treeMove('ArrowRight', 14, tree)).toBeNull();
    expect(treeMove(' ', 14, tree)).toBeNull();
  });

  it('Home goes to the dog, End to the last box shown; other keys are left to the page', () => {
    expect(treeMove('Home', 13, tree)).toEqual({ focus: 0 });
    expect(treeMove('Home', 0, tree)).toBeNull();
    expect(treeMove('End', 0, tree)).toEqual({ focus: 14 });
    expect(treeMove('Enter', 3, tree)).toBeNull();
    expect(treeMove('+', 3, tree)).toBeNull();
  });
});
