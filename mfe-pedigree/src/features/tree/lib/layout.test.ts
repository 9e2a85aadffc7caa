import { describe, expect, it } from 'vitest';
import { halfSiblingTree } from '../../../testing/fixtures';
import { boxTier, childSlot, damSlot, layoutConfig, layoutTree, pitchFor, sireSlot, slotCount, slotGeneration, slotIndex, type SlotBox } from './layout';
import { visibleSlots } from './visible-slots';

const centre = (box: SlotBox | undefined) => box!.y + box!.height / 2;

describe('heap slots', () => {
  it('maps slots to generations and positions', () => {
    expect([0, 1, 2, 3, 6, 7, 14, 15, 2046].map(slotGeneration)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 10]);
    expect([0, 1, 2, 3, 6, 7, 14].map(slotIndex)).toEqual([0, 0, 1, 0, 3, 0, 7]);
    expect([sireSlot(0), damSlot(0), sireSlot(2), damSlot(2)]).toEqual([1, 2, 5, 6]);
    expect([childSlot(0), childSlot(1), childSlot(2), childSlot(5), childSlot(6)]).toEqual([-1, 0, 0, 2, 2]);
    expect(slotCount(3)).toBe(15);
    expect(slotCount(10)).toBe(2047);
  });
});

describe('layoutTree: the full grid', () => {
  it('puts each generation in its own column, the subject on the left', () => {
    const layout = layoutTree(3);
    const { boxWidth, columnGap } = layoutConfig(8);
    expect(layout.boxes).toHaveLength(15);
    expect(layout.boxes[0]!.x).toBe(0);
    expect(layout.boxes[1]!.x).toBe(boxWidth + columnGap);
    expect(layout.boxes[2]!.x).toBe(layout.boxes[1]!.x);
    expect(layout.boxes[14]!.x).toBe(3 * (boxWidth + columnGap));
    expect(layout.width).toBe(4 * boxWidth + 3 * columnGap);
  });

  it('puts the sire above the dam and centres every box between its parents', () => {
    const layout = layoutTree(4);
    for (let slot = 0; slot < 15; slot++) {
      const sire = layout.boxes[sireSlot(slot)];
      const dam = layout.boxes[damSlot(slot)];
      expect(centre(sire)).toBeLessThan(centre(dam));
      expect(centre(layout.boxes[slot])).toBeCloseTo((centre(sire) + centre(dam)) / 2);
    }
    expect(centre(layout.boxes[0])).toBe(layout.height / 2);
  });

  it('gives the deepest column one row per slot, never overlapping, inside the tree', () => {
    for (const depth of [3, 5, 6, 10]) {
      const layout = layoutTree(depth);
      const { pitch, rowGap } = layoutConfig(2 ** depth);
      const last = layout.boxes.slice(2 ** depth - 1) as SlotBox[];
      expect(last).toHaveLength(2 ** depth);
      expect(layout.height).toBe(2 ** depth * pitch);
      last.forEach((box, i) => {
        expect(box.height).toBe(pitch - rowGap);
        if (i > 0) expect(box.y).toBeGreaterThanOrEqual(last[i - 1].y + last[i - 1].height);
      });
      expect(last[0].y).toBeGreaterThanOrEqual(0);
      expect(last[last.length - 1].y + last[last.length - 1].height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('lays out ten generations: 2,047 slots, 1,024 in the last column', () => {
    const layout = layoutTree(10);
    expect(layout.boxes).toHaveLength(2047);
    expect(layout.boxes.filter((box) => box?.generation === 10)).toHaveLength(1024);
    expect(layout.boxes[2046]).toMatchObject({ slot: 2046, generation: 10 });
  });

  it('caps box heights in the roomy early columns and picks what a box can show', () => {
    const layout = layoutTree(6);
    expect(layout.boxes[0]!.height).toBe(layoutConfig(64).maxBoxHeight);
    expect(boxTier(layout.boxes[0]!.height)).toBe('full');
    expect(boxTier(layout.boxes[2 ** 6 - 1]!.height)).toBe('compact');
    expect(boxTier(58)).toBe('medium');
    expect([pitchFor(8), pitchFor(16), pitchFor(32), pitchFor(64), pitchFor(1024)]).toEqual([72, 46, 40, 32, 32]);
  });
});

describe('layoutTree: only the drawn slots', () => {
  it('takes no room for blank branches', () => {
    const tree = halfSiblingTree(6);
    const drawn = new Set(visibleSlots(tree).map((item) => item.slot));
    const layout = layoutTree(6, (slot) => drawn.has(slot));
    // leaves: the unknown parents of the known dogs (and no further)
    const leaves = [...drawn].filter((slot) => !drawn.has(sireSlot(slot)));
    expect(layout.height).toBe(leaves.length * layoutConfig(leaves.length).pitch);
    expect(layout.height).toBeLessThan(layoutTree(6).height);
    expect(layout.boxes.filter(Boolean)).toHaveLength(drawn.size);
    expect(layout.boxes[19]).toBeUndefined(); // a parent of the unknown slot 9
  });

  it('keeps the classic shape: sire above dam, each box between its parents, columns without overlaps', () => {
    const tree = halfSiblingTree(6);
    const drawn = new Set(visibleSlots(tree).map((item) => item.slot));
    const layout = layoutTree(6, (slot) => drawn.has(slot));
    for (const slot of drawn) {
      const sire = layout.boxes[sireSlot(slot)];
      const dam = layout.boxes[damSlot(slot)];
      if (!sire || !dam) continue;
      expect(centre(sire)).toBeLessThan(centre(dam));
      expect(centre(layout.boxes[slot])).toBeCloseTo((centre(sire) + centre(dam)) / 2);
    }
    for (let generation = 0; generation <= 6; generation++) {
      const column = (layout.boxes.filter((box) => box?.generation === generation) as SlotBox[]).sort((a, b) => a.y - b.y);
      column.forEach((box, i) => {
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
        if (i > 0) expect(box.y).toBeGreaterThanOrEqual(column[i - 1].y + column[i - 1].height);
      });
    }
  });
});
