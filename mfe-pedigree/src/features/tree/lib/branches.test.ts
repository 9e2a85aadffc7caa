import { describe, expect, it } from 'vitest';
import { halfSiblingTree } from '../../../testing/fixtures';
import { allOpen, branches, initialOpen, toggled } from './branches';
import { visibleSlots } from './visible-slots';

describe('branches', () => {
  const items = visibleSlots(halfSiblingTree(3));

  it('shows the generations open at first, and marks the boxes beyond them closed', () => {
    const tree = branches(items, initialOpen(items, 2));
    // the dog, parents and grandparents; the great-grandparents (slots 7–14) wait behind their grandparent
    expect(tree.shown).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tree.deepest).toBe(2);
    expect(Object.fromEntries(tree.expandable)).toEqual({ 0: true, 1: true, 2: true, 3: false, 4: false, 5: false, 6: false });
  });

  it('opens one branch without the others, and closes it again', () => {
    const open = toggled(initialOpen(items, 2), 6);
    const tree = branches(items, open);
    expect(tree.shown).toEqual([0, 1, 2, 3, 4, 5, 6, 13, 14]);
    expect(tree.deepest).toBe(3);
    expect(tree.expandable.get(6)).toBe(true);
    expect(branches(items, toggled(open, 6)).shown).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('hides a whole branch behind a closed box, whatever is open inside it', () => {
    const open = toggled(allOpen(items), 1, false);
    expect(branches(items, open).shown).toEqual([0, 1, 2, 5, 6, 11, 12, 13, 14]);
  });

  it('shows every drawn box with all branches open; leaves (no parents drawn) are not expandable', () => {
    const tree = branches(items, allOpen(items));
    expect(tree.shown).toEqual(items.map((item) => item.slot));
    expect(tree.expandable.has(9)).toBe(false);
    expect(tree.expandable.has(4)).toBe(true);
  });
});
