import { layoutTree, slotCount, type BoxTier, type SlotBox, type TreeLayout } from './layout';

/**
 * The printed tree: one A4 landscape page (277 × 190 mm inside 10 mm margins), the tree on a sheet of
 * PRINT_SHEET_MM under the page's heading. Ten generations are 1,024 places: on one page that is a tenth of a
 * millimetre each, and across pages (with a legible type) some thirty sheets nobody can follow. A breeder prints the
 * classic certificate instead: as many generations as fit one page with the names at 8 pt or more. Down the page
 * that is 32 rows of 4 mm, five full generations (a sparse pedigree, whose unknown branches take no room, may get
 * six). Across it, the dog itself (named by the heading and the caption) gets no column, so five columns leave a
 * box 53 mm wide, some 30 characters of a name (six columns: 43 mm). The deeper generations stay on the site, and
 * the printout says how many generations it shows.
 */
export const PRINT_SHEET_MM = { width: 277, height: 128 } as const;
export const PRINT_MAX_ROWS = 32;
export const PRINT_MAX_DEPTH = 6;

/** Boxes of at least this height (mm) show the name on two lines, titles and details; from MEDIUM_MM one line of each. */
const FULL_MM = 14;
const MEDIUM_MM = 7.5;

/** Layout units of the print layout (relative: the sheet maps them to percentages). */
const PRINT_CONFIG = { boxWidth: 100, columnGap: 6, pitch: 10, rowGap: 0.6, maxBoxHeight: 40 };

export interface PrintBox {
  slot: number;
  /** Percentages of the sheet. */
  left: number;
  top: number;
  width: number;
  height: number;
  tier: BoxTier;
}

export interface PrintLayout {
  /** Generations printed (the parents are the first). */
  depth: number;
  layout: TreeLayout;
  /** The part of `layout` the sheet shows (the subject's column left out), in layout units. */
  viewBox: { x: number; y: number; width: number; height: number };
  /** Every drawn slot but the subject's. */
  boxes: PrintBox[];
}

/** Rows the tree of `depth` generations takes when only the drawn slots count. */
function rowsAt(depth: number, drawn: ReadonlySet<number>): number {
  return layoutTree(depth, (slot) => drawn.has(slot), { ...PRINT_CONFIG, pitch: 1, rowGap: 0 }).height;
}

const within = (drawn: ReadonlySet<number>, depth: number) => new Set([...drawn].filter((slot) => slot < slotCount(depth)));

/** The deepest depth, up to `depth` and PRINT_MAX_DEPTH, whose drawn slots fit PRINT_MAX_ROWS rows (at least 1). */
export function printDepth(depth: number, drawn: ReadonlySet<number>): number {
  for (let d = Math.min(depth, PRINT_MAX_DEPTH); d > 1; d--) {
    if (rowsAt(d, within(drawn, d)) <= PRINT_MAX_ROWS) return d;
  }
  return 1;
}

const tierOf = (heightMm: number): BoxTier => (heightMm >= FULL_MM ? 'full' : heightMm >= MEDIUM_MM ? 'medium' : 'compact');

/** The print layout of the drawn slots: the depth that fits, and each ancestor's box in percentages of the sheet. */
export function printLayout(depth: number, drawn: ReadonlySet<number>): PrintLayout {
  const d = printDepth(depth, drawn);
  const inside = within(drawn, d);
  const layout = layoutTree(d, (slot) => inside.has(slot), PRINT_CONFIG);
  const x = PRINT_CONFIG.boxWidth + PRINT_CONFIG.columnGap;
  const viewBox = { x, y: 0, width: layout.width - x, height: layout.height };
  const boxes = [...inside]
    .filter((slot) => slot > 0)
    .sort((a, b) => a - b)
    .map((slot) => layout.boxes[slot])
    .filter((box): box is SlotBox => box !== undefined)
    .map((box) => ({
      slot: box.slot,
      left: ((box.x - viewBox.x) / viewBox.width) * 100,
      top: (box.y / viewBox.height) * 100,
      width: (box.width / viewBox.width) * 100,
      height: (box.height / viewBox.height) * 100,
      tier: tierOf((box.height / viewBox.height) * PRINT_SHEET_MM.height),
    }));
  return { depth: d, layout, viewBox, boxes };
}
