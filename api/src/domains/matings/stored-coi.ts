import type { MatingsDeps } from './deps';

/** Two COIs are the same figure (a recomputation of an unchanged pedigree may differ in the last bits). */
const same = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-12);

/**
 * The puppies' COI stored on matings and litters (`coi`, what the lists filter and the moderators' `coi-high` flag
 * read) written anew for those a pedigree change reaches: each one whose sire or dam is one of `roots` or descends
 * from one. Called after the change is committed, once the pedigree engine knows it (a merge of duplicates and its
 * undo: the survivor's ancestry, and so its descendants' matings, changed). Answers how many changed.
 */
export function storedCoiOperations({ data, genetics }: Pick<MatingsDeps, 'data' | 'genetics'>) {
  return async function recomputeStoredCoi(roots: number[]): Promise<number> {
    let changed = 0;
    for (const row of await data.storedCoi.involving(roots)) {
      const coi = genetics.coiOf(row.sireId, row.damId);
      if (same(coi, row.coi)) continue;
      await data.storedCoi.set(row.kind, row.id, coi);
      changed += 1;
    }
    return changed;
  };
}
