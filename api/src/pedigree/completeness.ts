import { type Focus } from './focus';
import { type PedigreeStore } from './store';

/**
 * Known ancestor slots per generation: entry k-1 is the number of known slots in generation k
 * (parents = 1), i.e. lines of length k from the subject to a known ancestor (an ancestor appearing
 * twice fills two slots). Stops after `maxDepth` generations or at the first empty one.
 */
export function knownSlotsPerGeneration(store: PedigreeStore, focus: Focus, maxDepth: number): number[] {
  const work = store.work();
  const mark = work.markB;
  const acc = work.v2;
  const { par } = store;
  const counts: number[] = [];
  let cur: number[] = [];
  let curM: number[] = [];
  if (focus.sire >= 0) {
    cur.push(focus.sire);
    curM.push(1);
  }
  if (focus.dam >= 0) {
    cur.push(focus.dam);
    curM.push(1);
  }
  while (cur.length > 0 && counts.length < maxDepth) {
    let total = 0;
    for (const m of curM) total += m;
    counts.push(total);
    const st = mark.next();
    const next: number[] = [];
    for (let k = 0; k < cur.length; k++) {
      const x = cur[k];
      const m = curM[k];
      for (let r = 0; r < 2; r++) {
        const p = par[2 * x + r];
        if (p < 0) continue;
        if (mark.marks[p] !== st) {
          mark.marks[p] = st;
          acc[p] = m;
          next.push(p);
        } else acc[p] += m;
      }
    }
    cur = next;
    curM = next.map((p) => acc[p]);
  }
  return counts;
}

/** Completeness per generation: known slots / 2^k for k = 1..counts.length. */
export function completenessOf(counts: readonly number[]): number[] {
  return counts.map((c, k) => c / Math.pow(2, k + 1));
}
