import { describe, expect, it } from 'vitest';
import { slotCount } from './layout';
import { PRINT_MAX_DEPTH, PRINT_MAX_ROWS, PRINT_SHEET_MM, printDepth, printLayout } from './print-layout';

const full = (depth: number) => new Set(Array.from({ length: slotCount(depth) }, (_, slot) => slot));

describe('print layout', () => {
  it('prints five generations of a full ten-generation pedigree (32 rows), fewer when fewer are shown', () => {
    expect(printDepth(10, full(10))).toBe(5);
    expect(printDepth(6, full(6))).toBe(5);
    expect(printDepth(5, full(5))).toBe(5);
    expect(printDepth(3, full(3))).toBe(3);
    expect(2 ** 5).toBe(PRINT_MAX_ROWS);
  });

  it('prints a sixth generation when unknown branches leave room, never more columns than seven', () => {
    // only the sire line is known: one box per generation, plus the unknown dams
    const line = new Set<number>([0]);
    for (let slot = 0; slot < slotCount(9); slot = 2 * slot + 1) {
      line.add(2 * slot + 1);
      line.add(2 * slot + 2);
    }
    expect(printDepth(10, line)).toBe(PRINT_MAX_DEPTH);
    expect(printDepth(4, line)).toBe(4);
    // five full generations and one more known parent: 33 rows, too many for a sixth column
    expect(printDepth(6, new Set([...full(5), 63, 64]))).toBe(5);
  });

  it('places every ancestor of the printed depth inside the sheet, names at a legible size', () => {
    const { depth, boxes } = printLayout(10, full(10));
    expect(depth).toBe(5);
    // the dog itself is the page's heading: its parents make the first column
    expect(boxes).toHaveLength(slotCount(5) - 1);
    expect(boxes[0]).toMatchObject({ slot: 1, left: 0 });
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(100 + 1e-9);
      expect(box.top + box.height).toBeLessThanOrEqual(100 + 1e-9);
    }
    const mm = (box: { height: number }) => (box.height / 100) * PRINT_SHEET_MM.height;
    // the deepest column: one line each of 8 pt (3.7 mm with its frame), 50 mm wide
    const last = boxes.filter((box) => box.slot >= 31);
    expect(last.every((box) => box.tier === 'compact')).toBe(true);
    expect(Math.min(...last.map(mm))).toBeGreaterThanOrEqual(3.7);
    expect(Math.min(...boxes.map((box) => (box.width / 100) * PRINT_SHEET_MM.width))).toBeGreaterThanOrEqual(50);
    // parents, grandparents and great-grandparents get the roomy boxes
    expect(boxes.filter((box) => box.slot < 15).every((box) => box.tier === 'full')).toBe(true);
    expect(boxes.filter((box) => box.slot >= 15 && box.slot < 31).every((box) => box.tier === 'medium')).toBe(true);
    // six columns of a sparse pedigree still leave 43 mm
    const sparse = printLayout(6, new Set([...full(4), 31, 32, 63, 64]));
    expect(sparse.depth).toBe(6);
    expect(Math.min(...sparse.boxes.map((box) => (box.width / 100) * PRINT_SHEET_MM.width))).toBeGreaterThanOrEqual(43);
  });
});
