import { describe, expect, it } from 'vitest';
import { SLOT_HIDDEN } from '@bc/shared/contracts';
import { halfSiblingTree, matingTreeFixture } from '../../../testing/fixtures';
import { layoutTree } from './layout';
import { connectorPath } from './connectors';
import { visibleSlots } from './visible-slots';

describe('visibleSlots', () => {
  it('draws known pets and an unknown box for each missing parent of a known pet', () => {
    const items = visibleSlots(halfSiblingTree(3));
    const kinds = Object.fromEntries(items.map((item) => [item.slot, item.kind]));
    expect(kinds).toEqual({
      0: 'pet', 1: 'pet', 2: 'pet', 3: 'pet', 4: 'pet', 5: 'pet', 6: 'pet',
      7: 'pet', 8: 'pet', 9: 'unknown', 10: 'unknown', 11: 'pet', 12: 'pet', 13: 'pet', 14: 'unknown',
    });
  });

  it('leaves the ancestors of unknown parents blank', () => {
    const items = visibleSlots(halfSiblingTree(4));
    const slots = items.map((item) => item.slot);
    // slot 9 (unknown) has parents 19 and 20: not drawn; slot 13 (known) has 27 and 28: unknown boxes
    expect(slots).not.toContain(19);
    expect(slots).not.toContain(20);
    expect(items.find((item) => item.slot === 27)?.kind).toBe('unknown');
  });

  it('draws hidden ancestors, and their parents only when one of them is there', () => {
    const tree = halfSiblingTree(4);
    tree.slots[4] = SLOT_HIDDEN; // Meg: parents unknown
    tree.slots[6] = SLOT_HIDDEN; // Nell: sire 109 known
    const kinds = Object.fromEntries(visibleSlots(tree).map((item) => [item.slot, item.kind]));
    expect(kinds[4]).toBe('hidden');
    expect(kinds[9]).toBeUndefined();
    expect(kinds[10]).toBeUndefined();
    expect(kinds[6]).toBe('hidden');
    expect(kinds[13]).toBe('pet');
    expect(kinds[14]).toBe('unknown');
  });

  it('draws the offspring of a test mating at slot 0', () => {
    const items = visibleSlots(matingTreeFixture(3));
    expect(items[0]).toEqual({ kind: 'offspring', slot: 0 });
    expect(items.find((item) => item.slot === 1)?.kind).toBe('pet');
  });

  it('draws one line fork per drawn box with drawn parents', () => {
    const tree = halfSiblingTree(3);
    const drawn = new Set(visibleSlots(tree).map((item) => item.slot));
    const path = connectorPath(layoutTree(3), drawn);
    // slots 0..6 each have both parents drawn
    expect(path.match(/M/g)).toHaveLength(7 * 4);
  });
});
