/**
 * The classic left-to-right pedigree: the subject on the left, each generation a column, the sire above the dam.
 * Slots use the API's heap layout: slot 0 is the subject, the sire of slot i is 2i+1 and its dam 2i+2.
 */
export interface LayoutConfig {
  boxWidth: number;
  /** Width of the boxes of generation `farFrom` and older (far generations are compact: a name, no photo). */
  farWidth?: number;
  farFrom?: number;
  columnGap: number;
  /** Row height of the deepest column. */
  pitch: number;
  /** Vertical gap between boxes of the deepest column. */
  rowGap: number;
  maxBoxHeight: number;
}

export interface SlotBox {
  slot: number;
  generation: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TreeLayout {
  depth: number;
  width: number;
  height: number;
  /** Indexed by slot (2^(depth+1) − 1 entries); undrawn slots have none. */
  boxes: (SlotBox | undefined)[];
}

export const slotCount = (depth: number): number => 2 ** (depth + 1) - 1;
export const slotGeneration = (slot: number): number => 31 - Math.clz32(slot + 1);
/** Position of a slot within its generation, from the top (the sire line first). */
export const slotIndex = (slot: number): number => slot + 1 - 2 ** slotGeneration(slot);
export const sireSlot = (slot: number): number => 2 * slot + 1;
export const damSlot = (slot: number): number => 2 * slot + 2;
/** The slot whose parent this slot is (−1 for the subject). */
export const childSlot = (slot: number): number => (slot === 0 ? -1 : (slot - 1) >> 1);

/**
 * Row height for a tree of `rows` rows: roomy boxes for small trees, one line each from 64 rows on. Sixteen rows
 * (the first view of a desktop: four generations) stay at 46 px, so the dog and its four generations fit a laptop's
 * screen with names and a line of facts (a box of 40 px or more is `medium`).
 */
export function pitchFor(rows: number): number {
  return rows <= 8 ? 72 : rows <= 16 ? 46 : rows <= 32 ? 40 : 32;
}

/** Generations from which boxes are compact (narrower: the name and marks only). */
export const FAR_GENERATION = 5;

/**
 * Box sizes of the chart. `narrow` (a phone): boxes of 104 px, so the dog, its parents and grandparents fit 358 px
 * across at a readable scale.
 */
export function layoutConfig(rows: number, narrow = false): LayoutConfig {
  return narrow
    ? { boxWidth: 104, columnGap: 16, pitch: pitchFor(rows), rowGap: 6, maxBoxHeight: 92 }
    : { boxWidth: 192, farWidth: 152, farFrom: FAR_GENERATION, columnGap: 28, pitch: pitchFor(rows), rowGap: 6, maxBoxHeight: 92 };
}

/** Left edge and width of a generation's column. */
export function columnOf(generation: number, config: LayoutConfig): { x: number; width: number } {
  const { boxWidth, columnGap, farWidth = boxWidth, farFrom = Infinity } = config;
  const near = Math.min(generation, farFrom);
  const far = generation - near;
  return { x: near * (boxWidth + columnGap) + far * (farWidth + columnGap), width: generation >= farFrom ? farWidth : boxWidth };
}

/**
 * Positions of the drawn slots of a tree `depth` generations deep (all slots when `drawn` is left out: the
 * full classic grid, 2^depth rows). Each drawn slot without drawn parents takes one row of the deepest column's
 * pitch; a slot with drawn parents spans their rows and is centred between them. Branches the tree leaves blank
 * (ancestors of unknown dogs) take no room, so a sparse ten-generation pedigree is far shorter than 1,024 rows.
 * Undrawn slots have no box.
 */
export function layoutTree(depth: number, drawn?: (slot: number) => boolean, config?: LayoutConfig | ((rows: number) => LayoutConfig)): TreeLayout {
  const count = slotCount(depth);
  const isDrawn = drawn ?? (() => true);
  const firstLeaf = 2 ** depth - 1;
  const hasParents = (slot: number) => slot < firstLeaf && (isDrawn(sireSlot(slot)) || isDrawn(damSlot(slot)));

  // rows of every drawn subtree, deepest first
  const rows = new Int32Array(count);
  for (let slot = count - 1; slot >= 0; slot--) {
    if (!isDrawn(slot)) continue;
    rows[slot] = hasParents(slot) ? rows[sireSlot(slot)] + rows[damSlot(slot)] : 1;
  }
  const totalRows = Math.max(1, rows[0]);
  const chosen = typeof config === 'function' ? config(totalRows) : (config ?? layoutConfig(totalRows));
  const { pitch, rowGap, maxBoxHeight } = chosen;

  // first row of every drawn slot, subject first
  const top = new Int32Array(count);
  for (let slot = 0; slot < firstLeaf; slot++) {
    if (!isDrawn(slot) || !hasParents(slot)) continue;
    top[sireSlot(slot)] = top[slot];
    top[damSlot(slot)] = top[slot] + rows[sireSlot(slot)];
  }

  // centres, deepest first: between the parents, or in the middle of the slot's own rows
  const centre = new Float64Array(count);
  const boxes: SlotBox[] = new Array(count);
  for (let slot = count - 1; slot >= 0; slot--) {
    if (!isDrawn(slot)) continue;
    const start = top[slot] * pitch;
    const end = (top[slot] + rows[slot]) * pitch;
    const parents = hasParents(slot) ? [sireSlot(slot), damSlot(slot)].filter((p) => rows[p] > 0) : [];
    centre[slot] = parents.length === 2 ? (centre[parents[0]] + centre[parents[1]]) / 2 : (start + end) / 2;
    const room = 2 * Math.min(centre[slot] - start, end - centre[slot]);
    const height = Math.min(maxBoxHeight, room - rowGap);
    const generation = slotGeneration(slot);
    const column = columnOf(generation, chosen);
    boxes[slot] = { slot, generation, x: column.x, y: centre[slot] - height / 2, width: column.width, height };
  }
  const last = columnOf(depth, chosen);

  return {
    depth,
    width: last.x + last.width,
    height: totalRows * pitch,
    boxes,
  };
}

/** How much a box can show at its height. */
export type BoxTier = 'compact' | 'medium' | 'full';

export function boxTier(height: number): BoxTier {
  return height < 40 ? 'compact' : height < 72 ? 'medium' : 'full';
}
