import { type Focus } from './focus';
import { type PedigreeStore } from './store';

/** Deepest tree the engine draws (2^11 - 1 = 2,047 slots). */
export const MAX_TREE_DEPTH = 10;

/** A repeated ancestor of a tree: it fills more than one slot. */
export interface RepeatedAncestor {
  id: number;
  /** Stable colour index: 0, 1, 2, … in order of first appearance (slot order). */
  colour: number;
  /** Number of slots it fills. */
  slots: number;
  firstSlot: number;
}

/**
 * A pedigree tree in heap layout: slot 0 is the subject (or the hypothetical offspring of a test mating,
 * id 0), the sire of slot i is at 2i+1 and its dam at 2i+2; generation of slot i = floor(log2(i+1)).
 */
export interface PedigreeTree {
  depth: number;
  /** True when slot 0 is the hypothetical offspring of a test mating. */
  hypothetical: boolean;
  /** Pet id per slot, 0 = empty (unknown). */
  ids: Int32Array;
  /** Generation per slot (root 0). */
  generation: Uint8Array;
  /** Colour index per slot for repeated ancestors, -1 otherwise. */
  colour: Int16Array;
  repeated: RepeatedAncestor[];
  /** Each pet of the tree once, in slot order (the subject first when it is a pet). */
  dogs: Int32Array;
  /** Wright's F of `dogs[k]` when the tree was built. */
  dogF: Float64Array;
}

/** Store slot per tree slot (-1 = empty; slot 0 is -1 for a hypothetical offspring). */
export function treeSlots(store: PedigreeStore, focus: Focus, depth: number): Int32Array {
  const size = 2 ** (depth + 1) - 1;
  const slots = new Int32Array(size).fill(-1);
  slots[0] = focus.slot;
  if (size > 1) {
    slots[1] = focus.sire;
    slots[2] = focus.dam;
  }
  const { par } = store;
  const inner = 2 ** depth - 1; // slots whose parents are still in the tree
  for (let i = 1; i < inner; i++) {
    const x = slots[i];
    if (x < 0) continue;
    slots[2 * i + 1] = par[2 * x];
    slots[2 * i + 2] = par[2 * x + 1];
  }
  return slots;
}

export function buildTree(store: PedigreeStore, focus: Focus, depth: number): PedigreeTree {
  const slots = treeSlots(store, focus, depth);
  const size = slots.length;
  const work = store.work();
  const seen = work.markL.marks;
  const st = work.markL.next();
  const count = work.localIdx;
  const dogs = new Int32Array(size);
  const dogF = new Float64Array(size);
  let distinct = 0;
  for (let i = 0; i < size; i++) {
    const x = slots[i];
    if (x < 0) continue;
    if (seen[x] !== st) {
      seen[x] = st;
      count[x] = i === 0 ? 0 : 1;
      dogs[distinct] = store.extId[x];
      dogF[distinct++] = store.F[x];
    } else count[x]++;
  }
  const colourOf = work.next;
  const coloured = work.markB.marks;
  const cst = work.markB.next();
  const ids = new Int32Array(size);
  const generation = new Uint8Array(size);
  const colour = new Int16Array(size).fill(-1);
  const repeated: RepeatedAncestor[] = [];
  for (let i = 0; i < size; i++) {
    generation[i] = 31 - Math.clz32(i + 1);
    const x = slots[i];
    if (x < 0) continue;
    ids[i] = store.extId[x];
    if (i === 0 || count[x] < 2) continue;
    if (coloured[x] !== cst) {
      coloured[x] = cst;
      colourOf[x] = repeated.length;
      repeated.push({ id: store.extId[x], colour: repeated.length, slots: count[x], firstSlot: i });
    }
    colour[i] = colourOf[x];
  }
  return { depth, hypothetical: focus.slot < 0, ids, generation, colour, repeated, dogs: dogs.slice(0, distinct), dogF: dogF.slice(0, distinct) };
}

/**
 * Ancestor loss (Ahnenverlust) over N generations, from the tree's ancestor slots (generations 1..N):
 * avk = distinct ancestors / known slots × 100 (100 = no ancestor appears twice; lower = more loss),
 * avkOfPossible = distinct ancestors / possible slots (2^(N+1) - 2) × 100 (also counts missing ancestors).
 */
export interface AncestorLoss {
  generations: number;
  distinct: number;
  knownSlots: number;
  possibleSlots: number;
  /** Null when no ancestor is known. */
  avk: number | null;
  avkOfPossible: number;
}

export function ancestorLoss(store: PedigreeStore, focus: Focus, generations: number): AncestorLoss {
  const slots = treeSlots(store, focus, generations);
  const work = store.work();
  const seen = work.markL.marks;
  const st = work.markL.next();
  let known = 0;
  let distinct = 0;
  for (let i = 1; i < slots.length; i++) {
    const x = slots[i];
    if (x < 0) continue;
    known++;
    if (seen[x] !== st) {
      seen[x] = st;
      distinct++;
    }
  }
  const possible = slots.length - 1;
  return {
    generations,
    distinct,
    knownSlots: known,
    possibleSlots: possible,
    avk: known === 0 ? null : (distinct / known) * 100,
    avkOfPossible: (distinct / possible) * 100,
  };
}
