import { dogAt, treeDogs, type TreeDog, type TreeResponse } from '@bc/shared/contracts';
import { slotCount, slotGeneration } from './layout';

/** One ancestor of the list: each dog once, however often it appears in the tree. */
export interface AncestorRow {
  dog: TreeDog;
  /** The generations it appears in (1 = parents), ascending. */
  generations: number[];
  /** How many places of the tree it fills. */
  appearances: number;
  /** Its share of the COI when it is a common ancestor (the API's figure, as on the genetics tab), else null. */
  contribution: number | null;
  /** Its first place in the tree (the order of the chart: generation, then from the top). */
  firstSlot: number;
}

export interface AncestorList {
  rows: AncestorRow[];
  /** Places held by ancestors the viewer may not see (counted, not listed). */
  hidden: number;
}

export const ANCESTOR_SORTS = ['generation', 'appearances', 'contribution', 'name'] as const;
export type AncestorSort = (typeof ANCESTOR_SORTS)[number];

/**
 * Every ancestor of a tree answer once, with the generations it fills, its number of appearances and, for a common
 * ancestor, its contribution to the COI from the answer's `commonAncestors` (computed by the API, not here).
 */
export function ancestorList(tree: Pick<TreeResponse, 'depth' | 'slots' | 'dogs' | 'commonAncestors'>): AncestorList {
  const dogs = treeDogs(tree.dogs);
  const contributions = new Map(tree.commonAncestors.filter((row) => row.id !== null).map((row) => [row.id!, row.contribution]));
  const byId = new Map<number, AncestorRow>();
  let hidden = 0;
  const count = Math.min(slotCount(tree.depth), tree.slots.length);
  for (let slot = 1; slot < count; slot++) {
    const dog = dogAt(tree, dogs, slot);
    if (dog === 'hidden') hidden++;
    if (dog === null || dog === 'hidden') continue;
    const generation = slotGeneration(slot);
    const row = byId.get(dog.id);
    if (row) {
      row.appearances++;
      if (!row.generations.includes(generation)) row.generations.push(generation);
    } else {
      byId.set(dog.id, { dog, generations: [generation], appearances: 1, contribution: contributions.get(dog.id) ?? null, firstSlot: slot });
    }
  }
  return { rows: [...byId.values()], hidden };
}

const byPlace = (a: AncestorRow, b: AncestorRow) => a.firstSlot - b.firstSlot;

/** The list in the chosen order; ties keep the chart's order. */
export function sortAncestors(rows: readonly AncestorRow[], sort: AncestorSort, locale: string): AncestorRow[] {
  const compare: Record<AncestorSort, (a: AncestorRow, b: AncestorRow) => number> = {
    generation: byPlace,
    appearances: (a, b) => b.appearances - a.appearances || byPlace(a, b),
    contribution: (a, b) => (b.contribution ?? -1) - (a.contribution ?? -1) || b.appearances - a.appearances || byPlace(a, b),
    name: (a, b) => a.dog.registeredName.localeCompare(b.dog.registeredName, locale) || byPlace(a, b),
  };
  return [...rows].sort(compare[sort]);
}

/** Generations as runs: [3, 4, 5, 7] → "3–5, 7". */
export function formatGenerations(generations: readonly number[]): string {
  const sorted = [...generations].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    runs.push(j === i ? String(sorted[i]) : j === i + 1 ? `${sorted[i]}, ${sorted[j]}` : `${sorted[i]}–${sorted[j]}`);
    i = j + 1;
  }
  return runs.join(', ');
}
